import { dot, subtract, vertexAt, type Point } from './point.js';
import { pointInPolygon, pointRingDistance } from './point-in-polygon.js';
import { crossingParameter, pointSegmentDistance } from './segment.js';
import type { Circle } from './shape-distance.js';
import { lengthTolerance } from './tolerance.js';
import { assertNonNegative, assertRing, assertUsablePoint } from './validate.js';

// Containment is closed: touching the boundary from inside counts as inside, within the ring's
// length tolerance (see RELATIVE_TOLERANCE). The outer ring is assumed simple and without holes.

/**
 * Whether segment ab lies within the polygon. The segment is cut wherever the boundary meets it;
 * each piece is then wholly inside or wholly outside, so testing its midpoint decides it. This also
 * catches a segment that grazes a reflex vertex and slips out, which end-point tests miss.
 */
export function segmentInsidePolygon(a: Point, b: Point, ring: readonly Point[]): boolean {
  assertUsablePoint(a, 'segment start');
  assertUsablePoint(b, 'segment end');
  assertRing(ring);
  const tol = lengthTolerance(ring);
  const ab = subtract(b, a);
  const lengthSquared = dot(ab, ab);
  if (lengthSquared === 0) return pointInPolygon(a, ring, tol) !== 'outside';
  const cuts = [0, 1];
  for (let i = 0; i < ring.length; i++) {
    const [c, d] = [vertexAt(ring, i), vertexAt(ring, i + 1)];
    // Boundary vertices on the segment also cover collinear overlaps and point contacts.
    if (pointSegmentDistance(c, a, b) <= tol) cuts.push(dot(subtract(c, a), ab) / lengthSquared);
    const t = crossingParameter(a, b, c, d);
    if (t !== undefined) cuts.push(t);
  }
  cuts.sort((x, y) => x - y);
  for (const t of [0, 1]) {
    if (pointInPolygon(at(a, ab, t), ring, tol) === 'outside') return false;
  }
  for (let k = 1; k < cuts.length; k++) {
    const [t0, t1] = [cuts[k - 1] as number, cuts[k] as number];
    if (t1 > t0 && pointInPolygon(at(a, ab, (t0 + t1) / 2), ring, tol) === 'outside') return false;
  }
  return true;
}

function at(a: Point, ab: Point, t: number): Point {
  const s = Math.min(1, Math.max(0, t));
  return [a[0] + s * ab[0], a[1] + s * ab[1]];
}

/**
 * Whether polygon `inner` lies within polygon `outer`. Because a simple polygon without holes is
 * simply connected, it is enough that every edge of `inner` lies within `outer`.
 */
export function polygonInsidePolygon(inner: readonly Point[], outer: readonly Point[]): boolean {
  assertRing(inner, 'inner ring');
  assertRing(outer, 'outer ring');
  for (let i = 0; i < inner.length; i++) {
    if (!segmentInsidePolygon(vertexAt(inner, i), vertexAt(inner, i + 1), outer)) return false;
  }
  return true;
}

/** Whether the disc lies within the polygon: centre not outside, and every edge at least a radius away. */
export function circleInsidePolygon(circle: Circle, ring: readonly Point[]): boolean {
  const centre: Point = [circle.cx, circle.cy];
  assertUsablePoint(centre, 'circle centre');
  assertNonNegative(circle.radius, 'circle radius');
  assertRing(ring);
  const tol = lengthTolerance(ring);
  if (pointInPolygon(centre, ring, tol) === 'outside') return false;
  return pointRingDistance(centre, ring) >= circle.radius - tol;
}
