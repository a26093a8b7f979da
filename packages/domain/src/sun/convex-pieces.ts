import type { Point } from '../geometry/point.js';
import { normalizeRing } from '../geometry/polygon.js';
import { areaTolerance } from '../geometry/tolerance.js';
import { convexHull, isConvexRing } from './convex-hull.js';

function twiceArea(a: Point, b: Point, c: Point): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
}

/** Whether p lies in the closed counter-clockwise triangle abc. */
function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  return twiceArea(a, b, p) >= 0 && twiceArea(b, c, p) >= 0 && twiceArea(c, a, p) >= 0;
}

/**
 * Convex pieces whose union is the polygon, so that each casts its shadow as one convex hull (the
 * hull of a concave building would shade its courtyard). A convex ring is returned whole; a concave
 * one is cut into triangles by ear clipping. If clipping stalls on a degenerate ring, the rest is
 * covered by its hull: slightly too much shade rather than a hole.
 */
export function convexPieces(ring: readonly Point[]): Point[][] {
  const ccw = normalizeRing(ring);
  if (isConvexRing(ccw)) return [ccw];
  const eps = areaTolerance(ccw);
  const rest = [...ccw];
  const pieces: Point[][] = [];
  while (rest.length > 3) {
    let clipped = false;
    for (let i = 0; i < rest.length && !clipped; i++) {
      const a = rest[(i + rest.length - 1) % rest.length] as Point;
      const b = rest[i] as Point;
      const c = rest[(i + 1) % rest.length] as Point;
      const area = twiceArea(a, b, c);
      if (Math.abs(area) <= eps) {
        rest.splice(i, 1); // a straight or doubled vertex adds nothing
        clipped = true;
      } else if (area > 0 && !rest.some((p) => p !== a && p !== b && p !== c && inTriangle(p, a, b, c))) {
        pieces.push([a, b, c]);
        rest.splice(i, 1);
        clipped = true;
      }
    }
    if (!clipped) {
      pieces.push(convexHull(rest));
      return pieces;
    }
  }
  const [a, b, c] = rest as [Point, Point, Point];
  if (rest.length === 3 && Math.abs(twiceArea(a, b, c)) > eps) pieces.push([a, b, c]);
  return pieces;
}
