import { orient, type Point } from './point.js';

/**
 * Convex hull by Andrew's monotone chain: counter-clockwise, without collinear or repeated points.
 * Fewer than 3 distinct non-collinear points give the 1 or 2 extreme points (a zero-area hull).
 */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (
      lower.length >= 2 &&
      orient(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0
    ) {
      lower.pop();
    }
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as Point;
    while (
      upper.length >= 2 &&
      orient(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0
    ) {
      upper.pop();
    }
    upper.push(p);
  }
  // Each chain ends where the other starts.
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/**
 * Whether a ring (either winding) is convex: every turn has the same sign, ignoring straight ones.
 * A turn counts as straight when its twice-area is within `eps` of 0 (default: exactly 0).
 */
export function isConvexRing(ring: readonly Point[], eps = 0): boolean {
  let sign = 0;
  for (let i = 0; i < ring.length; i++) {
    const turn = orient(
      ring[i] as Point,
      ring[(i + 1) % ring.length] as Point,
      ring[(i + 2) % ring.length] as Point,
    );
    if (Math.abs(turn) <= eps) continue;
    if (sign === 0) sign = Math.sign(turn);
    else if (Math.sign(turn) !== sign) return false;
  }
  return true;
}
