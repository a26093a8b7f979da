import {
  cosSinDeg,
  pointDistance,
  pointRingDistance,
  ringContainsPoint,
  shapeDistance,
  type BoundingBox,
  type Point,
  type Shape,
} from '../geometry/index.js';

/** A footprint ready for fast distance tests: its shape, bounding box and whether it is axis-aligned. */
export interface Body {
  readonly x: number;
  readonly y: number;
  readonly rotation_deg: number;
  readonly shape: Shape;
  readonly box: BoundingBox;
  /** An unturned rectangle (0, 90, 180, 270 degrees): its box is its footprint. */
  readonly aligned: boolean;
}

/** Gaps this small are contact: such pairs are also tested for overlap (as the checker does). */
const CONTACT_M = 1e-7;

export function makeBody(
  shape: 'rect' | 'circle',
  x: number,
  y: number,
  width: number,
  depth: number,
  rotation_deg: number,
): Body {
  if (shape === 'circle') {
    const r = width / 2;
    const box = { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r };
    return { x, y, rotation_deg, shape: { kind: 'circle', cx: x, cy: y, radius: r }, box, aligned: false };
  }
  // footprintPolygon's arithmetic, without its input checks (the search builds millions of these),
  // so the corners agree with the checker's to the last bit.
  const [c, s] = cosSinDeg(rotation_deg);
  const [hw, hd] = [width / 2, depth / 2];
  const corner = (lx: number, ly: number): Point => [x + c * lx - s * ly, y + s * lx + c * ly];
  const ring = [corner(-hw, -hd), corner(hw, -hd), corner(hw, hd), corner(-hw, hd)];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of ring) {
    if (p[0] < minX) minX = p[0];
    if (p[0] > maxX) maxX = p[0];
    if (p[1] < minY) minY = p[1];
    if (p[1] > maxY) maxY = p[1];
  }
  const aligned = Math.abs(rotation_deg % 90) < 1e-9;
  return { x, y, rotation_deg, shape: { kind: 'polygon', ring }, box: { minX, minY, maxX, maxY }, aligned };
}

/** The gap between two boxes (0 when they meet): a lower bound of the gap between their contents. */
export function boxGap(a: BoundingBox, b: BoundingBox): number {
  const dx = Math.max(0, b.minX - a.maxX, a.minX - b.maxX);
  const dy = Math.max(0, b.minY - a.maxY, a.minY - b.maxY);
  return Math.hypot(dx, dy);
}

function projectionOverlap(a: readonly Point[], b: readonly Point[], nx: number, ny: number): number {
  let minA = Infinity;
  let maxA = -Infinity;
  let minB = Infinity;
  let maxB = -Infinity;
  for (const p of a) {
    const d = p[0] * nx + p[1] * ny;
    if (d < minA) minA = d;
    if (d > maxA) maxA = d;
  }
  for (const p of b) {
    const d = p[0] * nx + p[1] * ny;
    if (d < minB) minB = d;
    if (d > maxB) maxB = d;
  }
  return Math.min(maxA - minB, maxB - minA);
}

/** Penetration depth of two convex polygons by the separating-axis test (<= 0 when apart). */
function polygonOverlap(a: readonly Point[], b: readonly Point[]): number {
  let least = Infinity;
  for (const ring of [a, b]) {
    for (let i = 0; i < ring.length; i++) {
      const [p, q] = [ring[i] as Point, ring[(i + 1) % ring.length] as Point];
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      if (len > 0) least = Math.min(least, projectionOverlap(a, b, (p[1] - q[1]) / len, (q[0] - p[0]) / len));
    }
  }
  return least === Infinity ? 0 : least;
}

function penetration(a: Shape, b: Shape): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.max(0, a.radius + b.radius - pointDistance([a.cx, a.cy], [b.cx, b.cy]));
  }
  if (a.kind === 'polygon' && b.kind === 'polygon') return Math.max(0, polygonOverlap(a.ring, b.ring));
  const [c, p] = a.kind === 'circle' ? [a, b] : [b as Extract<Shape, { kind: 'circle' }>, a];
  const ring = (p as Extract<Shape, { kind: 'polygon' }>).ring;
  const centre: Point = [c.cx, c.cy];
  const d = pointRingDistance(centre, ring);
  return Math.max(0, ringContainsPoint(centre, ring) ? c.radius + d : c.radius - d);
}

/** Signed separation of two convex shapes: the gap, or minus the overlap depth (as the checker measures). */
export function shapeSeparation(a: Shape, b: Shape): number {
  const gap = shapeDistance(a, b);
  if (gap > CONTACT_M) return gap;
  const depth = penetration(a, b);
  return depth > CONTACT_M ? -depth : gap;
}

/** Signed separation of two bodies, with exact shortcuts for unturned rectangles and circles. */
export function separation(a: Body, b: Body): number {
  if (a.aligned && b.aligned) {
    const dx = Math.max(b.box.minX - a.box.maxX, a.box.minX - b.box.maxX);
    const dy = Math.max(b.box.minY - a.box.maxY, a.box.minY - b.box.maxY);
    if (dx > 0 || dy > 0) return Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
    return Math.max(dx, dy);
  }
  if (a.shape.kind === 'circle' && b.shape.kind === 'circle') {
    return Math.hypot(a.x - b.x, a.y - b.y) - a.shape.radius - b.shape.radius;
  }
  return shapeSeparation(a.shape, b.shape);
}
