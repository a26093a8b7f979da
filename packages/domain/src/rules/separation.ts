import {
  closestPointOnSegment,
  pointDistance,
  pointRingDistance,
  ringContainsPoint,
  shapeDistance,
  type Point,
  type Shape,
} from '../geometry/index.js';

// The geometry library measures gaps (0 once shapes meet). Rules also need how deep an overlap
// goes, so "separation" here is signed: the gap when apart, minus the penetration depth (the
// shortest move that pulls the shapes apart) when they overlap.

type PolygonShape = Extract<Shape, { kind: 'polygon' }>;
type CircleShape = Extract<Shape, { kind: 'circle' }>;

/**
 * Separating-axis test of two convex polygons: the least overlap of their projections over every
 * edge normal. Positive: they overlap and this is the penetration depth. Otherwise minus it is the
 * widest gap along an axis, a lower bound of the Euclidean gap.
 */
export function axisOverlap(a: readonly Point[], b: readonly Point[]): number {
  let least = Infinity;
  for (const ring of [a, b]) {
    for (let i = 0; i < ring.length; i++) {
      const p = ring[i] as Point;
      const q = ring[(i + 1) % ring.length] as Point;
      const len = Math.sqrt((q[0] - p[0]) ** 2 + (q[1] - p[1]) ** 2);
      if (len === 0) continue;
      const nx = (p[1] - q[1]) / len;
      const ny = (q[0] - p[0]) / len;
      least = Math.min(least, axisDepth(a, b, nx, ny));
    }
  }
  return least === Infinity ? 0 : least;
}

/** The overlap of the two rings' projections on the unit axis (nx, ny); negative when apart. */
function axisDepth(a: readonly Point[], b: readonly Point[], nx: number, ny: number): number {
  let [minA, maxA, minB, maxB] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [x, y] of a) {
    const d = x * nx + y * ny;
    if (d < minA) minA = d;
    if (d > maxA) maxA = d;
  }
  for (const [x, y] of b) {
    const d = x * nx + y * ny;
    if (d < minB) minB = d;
    if (d > maxB) maxB = d;
  }
  return Math.min(maxA - minB, maxB - minA);
}

function circlePolygonPenetration(c: CircleShape, ring: readonly Point[]): number {
  const centre: Point = [c.cx, c.cy];
  const d = pointRingDistance(centre, ring);
  return Math.max(0, ringContainsPoint(centre, ring) ? c.radius + d : c.radius - d);
}

/** Penetration depth of two convex shapes (0 when they do not overlap). */
export function penetration(a: Shape, b: Shape): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, a.radius + b.radius - pointDistance([a.cx, a.cy], [b.cx, b.cy]));
  }
  if (a.kind === 'circle') return circlePolygonPenetration(a, (b as PolygonShape).ring);
  if (b.kind === 'circle') return circlePolygonPenetration(b, a.ring);
  return Math.max(0, axisOverlap(a.ring, b.ring));
}

/**
 * Gaps this small are contact as far as rounding can tell: a shape nested against a side of another
 * after a turn measures ~1e-16 m apart, not 0. Such pairs are also tested for overlap.
 */
export const CONTACT_M = 1e-7;

/** Signed separation of two convex shapes: the gap, or minus the penetration depth. */
export function separation(a: Shape, b: Shape): number {
  const gap = shapeDistance(a, b);
  if (gap > CONTACT_M) return gap;
  const depth = penetration(a, b);
  return depth > CONTACT_M ? -depth : gap;
}

/** Nearest point to p on the boundary of the shape (for circles: on the rim). */
function nearestOnBoundary(shape: Shape, p: Point): Point {
  if (shape.kind === 'circle') {
    const d = pointDistance([shape.cx, shape.cy], p);
    if (d === 0) return [shape.cx + shape.radius, shape.cy];
    const k = shape.radius / d;
    return [shape.cx + (p[0] - shape.cx) * k, shape.cy + (p[1] - shape.cy) * k];
  }
  return nearestOnRing(shape.ring, p);
}

function nearestOnRing(ring: readonly Point[], p: Point): Point {
  let best: Point = ring[0] as Point;
  let bestD = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const q = closestPointOnSegment(p, ring[i] as Point, ring[(i + 1) % ring.length] as Point);
    const d = pointDistance(p, q);
    if (d < bestD) [best, bestD] = [q, d];
  }
  return best;
}

/** Collects candidate point pairs and keeps the nearest, averaging ties. */
class NearestPairs {
  private best = Infinity;
  private sum: [number, number, number, number] = [0, 0, 0, 0];
  private count = 0;

  offer(p: Point, q: Point): void {
    const d = pointDistance(p, q);
    const tie = Math.abs(d - this.best) <= 1e-9 * Math.max(1, d);
    if (!tie && d > this.best) return;
    if (!tie) [this.best, this.sum, this.count] = [d, [0, 0, 0, 0], 0];
    this.sum = [this.sum[0] + p[0], this.sum[1] + p[1], this.sum[2] + q[0], this.sum[3] + q[1]];
    this.count++;
  }

  result(): [Point, Point] {
    const [px, py, qx, qy] = this.sum.map((v) => v / this.count) as typeof this.sum;
    return [
      [px, py],
      [qx, qy],
    ];
  }
}

/**
 * The pair of points, one on each shape, that realise the gap between two disjoint shapes (for a
 * dimension line). A segment may be passed as a two-point polygon. Where parallel sides face each
 * other every pair along them is nearest; for convex shapes these pairs differ by one vector, so
 * their average is nearest too and sits in the middle of the facing stretch.
 */
export function closestPoints(a: Shape, b: Shape): [Point, Point] {
  if (a.kind === 'circle') {
    const onB = nearestOnBoundary(b, [a.cx, a.cy]);
    return [nearestOnBoundary(a, onB), onB];
  }
  if (b.kind === 'circle') {
    const [onB, onA] = closestPoints(b, a);
    return [onA, onB];
  }
  // Between disjoint polygons the nearest pair always has a vertex of one of them.
  const pairs = new NearestPairs();
  for (const p of a.ring) pairs.offer(p, nearestOnRing(b.ring, p));
  for (const q of b.ring) pairs.offer(nearestOnRing(a.ring, q), q);
  return pairs.result();
}
