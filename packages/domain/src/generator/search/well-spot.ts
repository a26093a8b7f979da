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
 * whole soft goal (SOFT_SCALE 10) and all but the largest snugness and zone pull can win back, less
 * than standing on the skeleton (circulation.ts KEEP_CLEAR_COST) or an error. It stays under the
 * window of construct.ts pickBest (SOFT_SCALE + CONTACT_WEIGHT + 2 ZONE_WEIGHT = 22 above the
 * least cost): a near spot stays among the candidates the pick draws its noise for, so the well's
 * pick takes as many draws as without this cost (near spots already 2 above the least aside) and
 * the objects after it start from the same point of the run's random stream. At 22 and more the
 * near spots drop out of the pick, the stream shifts and the later objects land elsewhere:
 * clock-free, the committed plots' variants with something unreached went 5 -> 13 (costs 8, 12, 15
 * and 20 give the same measures on the committed plots, 12 and 20 on the random ones;
 * bench/generator/README.md, h25f).
 */
export const WELL_NEAR_COST = 20;

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
