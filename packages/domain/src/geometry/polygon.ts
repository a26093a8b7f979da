import { cross, pointDistance, subtract, vertexAt, type Point } from './point.js';
import { areaTolerance, lengthTolerance } from './tolerance.js';
import { assertRing } from './validate.js';

// Rings are implicitly closed: edge i runs from vertex i to vertex (i + 1) mod n, and the first
// vertex should not be repeated at the end (normalizeRing drops such a closing duplicate).

/**
 * Signed area by the shoelace formula: positive for counter-clockwise rings. Sums are taken relative
 * to the first vertex so that far-from-origin survey coordinates do not cost precision.
 */
export function signedArea(ring: readonly Point[]): number {
  if (ring.length === 0) return 0;
  assertRing(ring);
  const origin = vertexAt(ring, 0);
  let twice = 0;
  for (let i = 1; i < ring.length - 1; i++) {
    twice += cross(subtract(vertexAt(ring, i), origin), subtract(vertexAt(ring, i + 1), origin));
  }
  return twice / 2;
}

/** Unsigned area in square metres. */
export function polygonArea(ring: readonly Point[]): number {
  return Math.abs(signedArea(ring));
}

export type Orientation = 'ccw' | 'cw' | 'degenerate';

/**
 * Winding direction of the ring. 'degenerate' when the area is within tolerance of zero (collinear
 * or coincident vertices, or a figure-eight whose lobes cancel); the area tolerance is the length
 * tolerance times the figure's scale.
 */
export function orientation(ring: readonly Point[]): Orientation {
  const area = signedArea(ring);
  if (Math.abs(area) <= areaTolerance(ring)) return 'degenerate';
  return area > 0 ? 'ccw' : 'cw';
}

/**
 * The ring without a closing duplicate of its first vertex (several are dropped if repeated), wound
 * counter-clockwise. Reversal keeps vertex 0 in place, so vertex 0 still names the same corner.
 * Other consecutive duplicates are kept: dropping them would renumber edges that problem reports
 * refer to. Idempotent.
 */
export function normalizeRing(ring: readonly Point[]): Point[] {
  assertRing(ring);
  const first = vertexAt(ring, 0);
  const tol = lengthTolerance(ring);
  let end = ring.length;
  while (end > 1 && pointDistance(vertexAt(ring, end - 1), first) <= tol) end--;
  const open = ring.slice(0, end);
  if (signedArea(open) < 0) return [first, ...open.slice(1).reverse()];
  return open;
}

/**
 * Area centroid. For a degenerate ring (zero area) this falls back to the mean of the vertices, so
 * the answer is always a finite point.
 */
export function centroid(ring: readonly Point[]): Point {
  assertRing(ring);
  const origin = vertexAt(ring, 0);
  if (orientation(ring) === 'degenerate') {
    let sx = 0;
    let sy = 0;
    for (const [x, y] of ring) {
      sx += x - origin[0];
      sy += y - origin[1];
    }
    return [origin[0] + sx / ring.length, origin[1] + sy / ring.length];
  }
  let twiceArea = 0;
  let cx = 0;
  let cy = 0;
  // Fan of triangles (origin, i, i+1): each contributes its signed area at its own centroid.
  for (let i = 1; i < ring.length - 1; i++) {
    const a = subtract(vertexAt(ring, i), origin);
    const b = subtract(vertexAt(ring, i + 1), origin);
    const w = cross(a, b);
    twiceArea += w;
    cx += w * (a[0] + b[0]);
    cy += w * (a[1] + b[1]);
  }
  return [origin[0] + cx / (3 * twiceArea), origin[1] + cy / (3 * twiceArea)];
}

/** Length of every edge: entry i is the length of edge i (vertex i to vertex i + 1, wrapping). */
export function edgeLengths(ring: readonly Point[]): number[] {
  assertRing(ring);
  return ring.map((p, i) => pointDistance(p, vertexAt(ring, i + 1)));
}

/** Total length of the closed boundary. */
export function perimeter(ring: readonly Point[]): number {
  return edgeLengths(ring).reduce((sum, length) => sum + length, 0);
}

/** Edge i of the ring as its two end points: vertex i and vertex (i + 1) mod n. */
export function ringEdge(ring: readonly Point[], i: number): readonly [Point, Point] {
  if (ring.length === 0) throw new RangeError('ring has no vertices');
  return [vertexAt(ring, i), vertexAt(ring, i + 1)];
}
