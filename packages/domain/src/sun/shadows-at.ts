import type { Point } from '../geometry/point.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { convexShadow, shadowShiftPerMetre } from './shadow.js';
import { shadeCasters, type ShadeSceneOptions } from './shade-casters.js';
import { requireLocation } from './sun-hours-map.js';
import { solarPosition } from './solar-position.js';

/**
 * The ground shadows on the plan at one moment, as convex polygons in the plan frame (for drawing,
 * and the same polygons the sun map tests its cells against). None while the sun is down.
 */
export function shadowsAt(plot: Plot, plan: Plan, date: Date, options: ShadeSceneOptions = {}): Point[][] {
  const { lat, lon } = requireLocation(plot);
  const sun = solarPosition({ date, lat, lon });
  if (sun.altitude_deg <= 0) return [];
  const shift = shadowShiftPerMetre(sun, plot.north_deg);
  return shadeCasters(plot, plan, options)
    .map((c) => convexShadow(c.ring, c.base_m, c.top_m, shift))
    .filter((ring) => ring.length >= 3);
}
