import { bandBeyond, type Point } from '../geometry/index.js';
import type { NeighborBuilding } from './plot.js';

/**
 * A neighbour's house when the user gives no size: 8 m along the side (at most the side's length),
 * 6 m deep (a typical dacha house; the plot editor has drawn it so all along). It shades as drawn (issue 25): no longer a
 * 10 m deep wall the length of the side.
 */
export const NEIGHBOR_HOUSE_DEFAULTS = { length_m: 8, depth_m: 6 } as const;

/**
 * The footprint of the neighbour's house beyond side a->b (`side`: the plot's outward side, see
 * outwardSide): `length_m` along the side centred at `along_m` from a (the side's middle without
 * it), from `offset_m` to `offset_m + depth_m` out. Corners: [near a-end, near b-end, far b-end,
 * far a-end]. It may reach past the side's ends: the neighbour's house does not follow our fence.
 */
export function neighborHouseRing(a: Point, b: Point, side: 1 | -1, house: NeighborBuilding): Point[] {
  const total = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [ux, uy] = total > 0 ? [(b[0] - a[0]) / total, (b[1] - a[1]) / total] : [1, 0];
  // Without an entered length, a plausible house no longer than the side.
  const length = house.length_m ?? Math.min(NEIGHBOR_HOUSE_DEFAULTS.length_m, total);
  const middle = house.along_m ?? total / 2;
  const at = (s: number): Point => [a[0] + ux * s, a[1] + uy * s];
  const near = Math.max(0, house.offset_m);
  const depth = house.depth_m ?? NEIGHBOR_HOUSE_DEFAULTS.depth_m;
  // bandBeyond takes its normal from the piece; a point side has none, so fall back to the whole side.
  const [p, q] = total > 0 ? [at(middle - length / 2), at(middle + length / 2)] : [a, b];
  return bandBeyond(p, q, side, near, near + depth);
}
