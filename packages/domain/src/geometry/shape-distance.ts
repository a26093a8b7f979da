import { pointDistance, vertexAt, type Point } from './point.js';
import { pointRingDistance, ringContainsPoint } from './point-in-polygon.js';
import { pointSegmentDistance, segmentSegmentDistance } from './segment.js';
import { assertNonNegative, assertRing, assertUsablePoint } from './validate.js';

/** A circle in the plan frame; metres. */
export interface Circle {
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
}

/** A closed shape that distances are measured between: a polygon (with interior) or a disc. */
export type Shape =
  { readonly kind: 'polygon'; readonly ring: readonly Point[] } | (Circle & { readonly kind: 'circle' });

function assertCircle(circle: Circle, what = 'circle'): void {
  assertUsablePoint([circle.cx, circle.cy], `${what} centre`);
  assertNonNegative(circle.radius, `${what} radius`);
}

/**
 * Shortest distance between two polygons, interiors included: 0 when their boundaries meet or one
 * contains the other. Either ring may be given in either winding.
 */
export function polygonDistance(a: readonly Point[], b: readonly Point[]): number {
  assertRing(a, 'first ring');
  assertRing(b, 'second ring');
  // With no boundary contact, overlap can only be containment, and then any vertex shows it.
  if (ringContainsPoint(vertexAt(a, 0), b) || ringContainsPoint(vertexAt(b, 0), a)) return 0;
  let best = Infinity;
  for (let i = 0; i < a.length && best > 0; i++) {
    const [p, q] = [vertexAt(a, i), vertexAt(a, i + 1)];
    for (let j = 0; j < b.length && best > 0; j++) {
      best = Math.min(best, segmentSegmentDistance(p, q, vertexAt(b, j), vertexAt(b, j + 1)));
    }
  }
  return best;
}

/** Gap between two discs: 0 when they overlap or touch. */
export function circleCircleDistance(a: Circle, b: Circle): number {
  assertCircle(a, 'first circle');
  assertCircle(b, 'second circle');
  return Math.max(0, pointDistance([a.cx, a.cy], [b.cx, b.cy]) - a.radius - b.radius);
}

/** Gap between a disc and a polygon: 0 when the centre is inside or the disc reaches an edge. */
export function circlePolygonDistance(circle: Circle, ring: readonly Point[]): number {
  assertCircle(circle);
  assertRing(ring);
  const centre: Point = [circle.cx, circle.cy];
  if (ringContainsPoint(centre, ring)) return 0;
  return Math.max(0, pointRingDistance(centre, ring) - circle.radius);
}

/** Shortest distance between two shapes, 0 when they overlap. */
export function shapeDistance(a: Shape, b: Shape): number {
  if (a.kind === 'circle') {
    return b.kind === 'circle' ? circleCircleDistance(a, b) : circlePolygonDistance(a, b.ring);
  }
  return b.kind === 'circle' ? circlePolygonDistance(b, a.ring) : polygonDistance(a.ring, b.ring);
}

/**
 * Shortest distance from a shape to segment ab (say a plot boundary edge, for setbacks): 0 when the
 * segment touches the shape or runs through it.
 */
export function shapeSegmentDistance(shape: Shape, a: Point, b: Point): number {
  assertUsablePoint(a, 'segment start');
  assertUsablePoint(b, 'segment end');
  if (shape.kind === 'circle') {
    assertCircle(shape);
    return Math.max(0, pointSegmentDistance([shape.cx, shape.cy], a, b) - shape.radius);
  }
  const ring = shape.ring;
  assertRing(ring);
  // Either the segment meets the boundary (found by the edge loop), or it lies wholly inside the
  // polygon (any end point shows it), or wholly outside.
  if (ringContainsPoint(a, ring)) return 0;
  let best = Infinity;
  for (let i = 0; i < ring.length && best > 0; i++) {
    best = Math.min(best, segmentSegmentDistance(a, b, vertexAt(ring, i), vertexAt(ring, i + 1)));
  }
  return best;
}
