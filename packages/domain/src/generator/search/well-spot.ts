import { separation, type Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import { WELL_BACK_M, type ZoneMap } from '../zones/zones.js';
import type { Layout } from './layout.js';

// The well on the garden side (issue 25): WELL_BACK_M (8 m, zones.ts: a shaft well takes in what
// soaks from the surface, and the street side carries road dust, de-icing salt and the oil of the
// cars parked by the gate; 8 m is the packs' own distance from a well to a toilet or compost heap,
// the other surface sources) from the street and driveway fences and from the car's place.

/**
 * What a well's construction candidate costs when it stands nearer than WELL_BACK_M to a street or
 * driveway fence (its centre) or to a placed car's place (footprint to footprint): more than the
 * soft goals, snugness and zone pull can win back (22, as circulation.ts KEEP_CLEAR_COST), less
 * than standing on the skeleton or an error, so the well takes the street side only where no spot
 * back from it breaks no rule.
 */
export const WELL_NEAR_COST = 25;

/** WELL_NEAR_COST for a well's candidate too near the street or the car's place, else 0. */
export function wellCost(layout: Layout, zones: ZoneMap, item: Item, body: Body): number {
  if (item.zone !== 'well') return 0;
  if (zones.streetDistance(body.x, body.y) < WELL_BACK_M) return WELL_NEAR_COST;
  for (const other of layout.items) {
    const car = layout.bodies[other.index];
    if (other.zone === 'parking' && car !== undefined && separation(body, car) < WELL_BACK_M)
      return WELL_NEAR_COST;
  }
  return 0;
}
