import { vertexAt, type Point } from './point.js';
import { pointSegmentDistance } from './segment.js';
import { lengthTolerance } from './tolerance.js';
import { assertRing, assertUsablePoint } from './validate.js';

/** Where a point lies relative to a polygon. */
export type PointLocation = 'inside' | 'outside' | 'boundary';

/** Shortest distance from p to the ring's boundary (its edges, not its interior). */
export function pointRingDistance(p: Point, ring: readonly Point[]): number {
  assertUsablePoint(p, 'point');
  assertRing(ring);
  let best = Infinity;
  for (let i = 0; i < ring.length; i++) {
    best = Math.min(best, pointSegmentDistance(p, vertexAt(ring, i), vertexAt(ring, i + 1)));
  }
  return best;
}

/**
 * Even-odd ray casting towards +x, without any boundary handling: a point exactly on an edge may
 * come out either way. Callers that care ask pointRingDistance first. The half-open test
 * `(ay > py) !== (by > py)` counts a vertex on the ray exactly once and skips horizontal and
 * zero-length edges, so there is no division by zero.
 */
export function ringContainsPoint(p: Point, ring: readonly Point[]): boolean {
  assertUsablePoint(p, 'point');
  if (ring.length === 0) return false;
  assertRing(ring);
  const [px, py] = p;
  let inside = false;
  for (let i = 0; i < ring.length; i++) {
    const [ax, ay] = vertexAt(ring, i);
    const [bx, by] = vertexAt(ring, i + 1);
    if (ay > py !== by > py) {
      const x = ax + ((py - ay) * (bx - ax)) / (by - ay);
      if (px < x) inside = !inside;
    }
  }
  return inside;
}

/**
 * Locates p relative to the polygon: 'boundary' when it is within `tolerance` metres of an edge
 * (default: the ring's length tolerance, see RELATIVE_TOLERANCE), otherwise 'inside' or 'outside' by
 * the even-odd rule. Works for either winding and for rings with a closing duplicate vertex.
 */
export function pointInPolygon(
  p: Point,
  ring: readonly Point[],
  tolerance: number = lengthTolerance(ring),
): PointLocation {
  if (pointRingDistance(p, ring) <= tolerance) return 'boundary';
  return ringContainsPoint(p, ring) ? 'inside' : 'outside';
}
