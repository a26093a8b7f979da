import type { LandscapeObject } from '../../model/catalog.js';
import type { Plan } from '../../model/plan.js';
import type { Plot } from '../../model/plot.js';
import { objectSunHours } from '../../sun/object-sun-hours.js';
import { SUN_CLASS_HOURS } from '../../sun/sun-class.js';
import { sunHoursMap } from '../../sun/sun-hours-map.js';

/**
 * Cell size of the sun check, metres: coarse (about 7 ms on a 1,000 m² plot, against 15 ms at 1 m),
 * since it only ranks layouts; a bed narrower than a cell takes the cell under its centre.
 */
const SUN_CHECK_CELL_M = 2;

/**
 * The beds (tag `bed`) that get less than full sun (SUN_CLASS_HOURS.full a day over the growing
 * season) by the sun engine, with the plan's own shadows; [] when the plot has no location (the sun
 * engine needs one) or the plan has no beds.
 */
export function shadedBeds(plot: Plot, plan: Plan, catalog: readonly LandscapeObject[]): string[] {
  if (plot.location === undefined) return [];
  const bedCodes = new Set(catalog.filter((c) => c.tags.includes('bed')).map((c) => c.code));
  const beds = plan.objects.filter((o) => bedCodes.has(o.landscape_object));
  if (beds.length === 0) return [];
  const hours = objectSunHours(sunHoursMap(plot, plan, { cell_m: SUN_CHECK_CELL_M }), plan);
  return beds.filter((b) => (hours[b.id] ?? 0) < SUN_CLASS_HOURS.full).map((b) => b.id);
}
