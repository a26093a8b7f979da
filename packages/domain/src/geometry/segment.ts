import { cross, dot, orient, pointDistance, subtract, type Point } from './point.js';
import { assertUsablePoint } from './validate.js';

/**
 * The point of segment ab nearest to p. A zero-length segment (a = b) is treated as the point a
 * rather than dividing by its zero length.
 */
export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  assertUsablePoint(p, 'point');
  assertUsablePoint(a, 'segment start');
  assertUsablePoint(b, 'segment end');
  const ab = subtract(b, a);
  const lengthSquared = dot(ab, ab);
  if (lengthSquared === 0) return a;
  // Clamping also absorbs the (finite) overshoot when lengthSquared is subnormal.
  const t = Math.min(1, Math.max(0, dot(subtract(p, a), ab) / lengthSquared));
  if (t === 0) return a;
  if (t === 1) return b;
  return [a[0] + t * ab[0], a[1] + t * ab[1]];
}

/** Distance from point p to segment ab (to the point a when the segment has zero length). */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  return pointDistance(p, closestPointOnSegment(p, a, b));
}

/** Opposite strict signs. Compared by sign, not by product, which could underflow to zero. */
function opposite(u: number, v: number): boolean {
  return (u > 0 && v < 0) || (u < 0 && v > 0);
}

/**
 * True when segments ab and cd cross at a single point interior to both, with no end point on the
 * other segment's line. Touching and collinear overlap are deliberately excluded: callers find those
 * with distances, which handle them without special cases.
 */
export function segmentsProperlyCross(a: Point, b: Point, c: Point, d: Point): boolean {
  [a, b, c, d].forEach((p, i) => assertUsablePoint(p, `segment end point ${i}`));
  return opposite(orient(a, b, c), orient(a, b, d)) && opposite(orient(c, d, a), orient(c, d, b));
}

/**
 * Shortest distance between segments ab and cd: 0 when they cross or touch. When they do not cross,
 * the nearest pair always includes an end point of one of them, so four point-segment distances
 * suffice. If rounding hides a near-degenerate crossing from segmentsProperlyCross, then an end point
 * lies on the other segment and one of the four distances is (nearly) 0 anyway.
 */
export function segmentSegmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  assertUsablePoint(a, 'first segment start');
  assertUsablePoint(b, 'first segment end');
  assertUsablePoint(c, 'second segment start');
  assertUsablePoint(d, 'second segment end');
  if (segmentsProperlyCross(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/**
 * Parameter t along ab (0 at a, 1 at b) of the point where ab properly crosses cd, or undefined when
 * they do not properly cross.
 */
export function crossingParameter(a: Point, b: Point, c: Point, d: Point): number | undefined {
  if (!segmentsProperlyCross(a, b, c, d)) return undefined;
  const ab = subtract(b, a);
  const cd = subtract(d, c);
  // A proper crossing means the segments are not parallel, so the denominator is non-zero.
  const t = cross(subtract(c, a), cd) / cross(ab, cd);
  return Math.min(1, Math.max(0, t));
}
