import type { Point } from './point.js';
import { signedArea } from './polygon.js';

/**
 * Which side of a ring's edges is outside: +1 when it lies to the right of each edge (a
 * counter-clockwise ring), -1 when to the left (a clockwise one, as a draft boundary can be).
 */
export function outwardSide(ring: readonly Point[]): 1 | -1 {
  return signedArea(ring) >= 0 ? 1 : -1;
}

/** The unit normal of edge a->b pointing to `side` (see outwardSide); [0, 0] for a point edge. */
export function edgeNormal(a: Point, b: Point, side: 1 | -1): Point {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len === 0) return [0, 0];
  return [(side * (b[1] - a[1])) / len + 0, (side * -(b[0] - a[0])) / len + 0];
}

/** A band beyond edge a->b, from `near` to `far` metres out on `side`: [a near, b near, b far, a far]. */
export function bandBeyond(a: Point, b: Point, side: 1 | -1, near: number, far: number): Point[] {
  const [nx, ny] = edgeNormal(a, b, side);
  return [
    [a[0] + nx * near, a[1] + ny * near],
    [b[0] + nx * near, b[1] + ny * near],
    [b[0] + nx * far, b[1] + ny * far],
    [a[0] + nx * far, a[1] + ny * far],
  ];
}
