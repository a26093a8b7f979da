import {
  boundingBox,
  closestPointOnSegment,
  cosSinDeg,
  type BoundingBox,
  type PlacedObject,
  type Point,
} from '@plotplan/domain';
import { rectCorners } from '../../../lib/plan-canvas';

/** A rect's corners (counter-clockwise) or, for a circle, the four extremes of its disc. */
export function objectCorners(o: PlacedObject): Point[] {
  if (o.shape === 'circle') {
    const r = o.width / 2;
    return [
      [o.x - r, o.y - r],
      [o.x + r, o.y - r],
      [o.x + r, o.y + r],
      [o.x - r, o.y + r],
    ];
  }
  return rectCorners(o);
}

export function objectBox(o: PlacedObject): BoundingBox {
  return boundingBox(objectCorners(o));
}

/** A point in the object's own frame (origin at its centre, x along its width). */
export function toLocal(o: PlacedObject, [px, py]: Point): Point {
  const [c, s] = cosSinDeg(o.rotation_deg);
  const dx = px - o.x;
  const dy = py - o.y;
  return [c * dx + s * dy, -s * dx + c * dy];
}

export function toWorld(o: Pick<PlacedObject, 'x' | 'y' | 'rotation_deg'>, [lx, ly]: Point): Point {
  const [c, s] = cosSinDeg(o.rotation_deg);
  return [o.x + c * lx - s * ly, o.y + s * lx + c * ly];
}

/** Whether `p` is on the object's footprint, or within `tolerance` metres of it. */
export function objectContains(o: PlacedObject, p: Point, tolerance = 0): boolean {
  if (o.shape === 'circle') return Math.hypot(p[0] - o.x, p[1] - o.y) <= o.width / 2 + tolerance;
  const [lx, ly] = toLocal(o, p);
  return Math.abs(lx) <= o.width / 2 + tolerance && Math.abs(ly) <= o.depth / 2 + tolerance;
}

/** An outline that distances are measured on: a ring, or a disc. */
export type Outline =
  | { readonly kind: 'ring'; readonly ring: readonly Point[] }
  | { readonly kind: 'disc'; readonly centre: Point; readonly radius: number };

export function objectOutline(o: PlacedObject): Outline {
  return o.shape === 'circle'
    ? { kind: 'disc', centre: [o.x, o.y], radius: o.width / 2 }
    : { kind: 'ring', ring: objectCorners(o) };
}

/** The closest pair of points between a ring and a segment (ring outside the segment). */
function ringSegment(ring: readonly Point[], a: Point, b: Point): [Point, Point] {
  let best: [Point, Point] = [ring[0] as Point, a];
  let bestD = Infinity;
  const consider = (p: Point, q: Point) => {
    const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
    if (d < bestD) [bestD, best] = [d, [p, q]];
  };
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as Point;
    const q = ring[(i + 1) % ring.length] as Point;
    consider(p, closestPointOnSegment(p, a, b));
    consider(closestPointOnSegment(a, p, q), a);
    consider(closestPointOnSegment(b, p, q), b);
  }
  return best;
}

/**
 * The closest points from an outline to a segment, for the dimension lines drawn while dragging
 * (the first point on the outline). Overlaps give a zero-length line.
 */
export function closestToSegment(outline: Outline, a: Point, b: Point): [Point, Point] {
  if (outline.kind === 'ring') return ringSegment(outline.ring, a, b);
  const q = closestPointOnSegment(outline.centre, a, b);
  const d = Math.hypot(q[0] - outline.centre[0], q[1] - outline.centre[1]);
  if (d <= outline.radius || d === 0) return [q, q];
  const t = outline.radius / d;
  const c = outline.centre;
  return [[c[0] + (q[0] - c[0]) * t, c[1] + (q[1] - c[1]) * t], q];
}

/** The closest points between two outlines (each pair: on `a`, on `b`). */
export function closestBetween(a: Outline, b: Outline): [Point, Point] {
  if (b.kind === 'disc') {
    const [q, p] = a.kind === 'disc' ? discDisc(b, a) : closestBetween(b, a);
    return [p, q];
  }
  let best: [Point, Point] = [
    [0, 0],
    [0, 0],
  ];
  let bestD = Infinity;
  for (let i = 0; i < b.ring.length; i++) {
    const pair = closestToSegment(a, b.ring[i] as Point, b.ring[(i + 1) % b.ring.length] as Point);
    const d = Math.hypot(pair[0][0] - pair[1][0], pair[0][1] - pair[1][1]);
    if (d < bestD) [bestD, best] = [d, pair];
  }
  return best;
}

function discDisc(a: Outline & { kind: 'disc' }, b: Outline & { kind: 'disc' }): [Point, Point] {
  const [dx, dy] = [b.centre[0] - a.centre[0], b.centre[1] - a.centre[1]];
  const d = Math.hypot(dx, dy);
  if (d <= a.radius + b.radius || d === 0) return [a.centre, a.centre];
  const [ux, uy] = [dx / d, dy / d];
  return [
    [a.centre[0] + ux * a.radius, a.centre[1] + uy * a.radius],
    [b.centre[0] - ux * b.radius, b.centre[1] - uy * b.radius],
  ];
}
