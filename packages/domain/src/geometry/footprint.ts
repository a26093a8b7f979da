import type { Point } from './point.js';
import { circleInsidePolygon, polygonInsidePolygon } from './polygon-containment.js';
import { shapeDistance, shapeSegmentDistance, type Shape } from './shape-distance.js';
import { cosSinDeg } from './transform.js';
import { assertNonNegative, assertRing, assertUsableNumber, assertUsablePoint } from './validate.js';

/**
 * A rectangle centred on (cx, cy): `width` along its local x axis, `depth` along its local y axis,
 * turned counter-clockwise by `rotation_deg` degrees from the plan's x axis. Metres.
 */
export interface RectFootprint {
  readonly kind: 'rect';
  readonly cx: number;
  readonly cy: number;
  readonly width: number;
  readonly depth: number;
  readonly rotation_deg: number;
}

/** A disc centred on (cx, cy). Metres. */
export interface CircleFootprint {
  readonly kind: 'circle';
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
}

/** The ground outline of a placed object. */
export type Footprint = RectFootprint | CircleFootprint;

/** Throws a RangeError unless every number is finite, in range, and sizes are not negative. */
export function assertFootprint(fp: Footprint): void {
  assertUsablePoint([fp.cx, fp.cy], `${fp.kind} footprint centre`);
  if (fp.kind === 'circle') {
    assertNonNegative(fp.radius, 'circle footprint radius');
  } else {
    assertNonNegative(fp.width, 'rect footprint width');
    assertNonNegative(fp.depth, 'rect footprint depth');
    assertUsableNumber(fp.rotation_deg, 'rect footprint rotation_deg');
  }
}

/**
 * The four corners of a rect footprint, counter-clockwise, starting from the corner that is at the
 * local (-x, -y) before rotation. Multiples of 90° give exact coordinates.
 */
export function footprintPolygon(rect: RectFootprint): [Point, Point, Point, Point] {
  assertFootprint(rect);
  return rectCorners(rect.cx, rect.cy, rect.width, rect.depth, rect.rotation_deg);
}

/**
 * footprintPolygon's corners without its input checks (the generator builds millions; the web
 * draws every frame): the one place a rectangle's corners are computed.
 */
export function rectCorners(
  cx: number,
  cy: number,
  width: number,
  depth: number,
  rotation_deg: number,
): [Point, Point, Point, Point] {
  const [c, s] = cosSinDeg(rotation_deg);
  const hw = width / 2;
  const hd = depth / 2;
  const corner = (lx: number, ly: number): Point => [cx + c * lx - s * ly, cy + s * lx + c * ly];
  return [corner(-hw, -hd), corner(hw, -hd), corner(hw, hd), corner(-hw, hd)];
}

/** The footprint as a Shape for the general distance functions. */
export function footprintShape(fp: Footprint): Shape {
  assertFootprint(fp);
  return fp.kind === 'rect' ? { kind: 'polygon', ring: footprintPolygon(fp) } : fp;
}

/** Exact Euclidean gap between two footprints; 0 when they overlap, touch, or one holds the other. */
export function footprintDistance(a: Footprint, b: Footprint): number {
  return shapeDistance(footprintShape(a), footprintShape(b));
}

/**
 * Whether the footprint lies within the polygon (touching the boundary from inside counts). A circle
 * is inside when its centre is inside and every edge is at least a radius away.
 */
export function footprintInsidePolygon(fp: Footprint, ring: readonly Point[]): boolean {
  assertFootprint(fp);
  assertRing(ring);
  return fp.kind === 'circle'
    ? circleInsidePolygon(fp, ring)
    : polygonInsidePolygon(footprintPolygon(fp), ring);
}

/**
 * Distance from the footprint to each edge of the ring: entry i is for edge i (vertex i to vertex
 * i + 1, wrapping). 0 where the footprint touches or crosses the edge.
 */
export function footprintEdgeDistances(fp: Footprint, ring: readonly Point[]): number[] {
  const shape = footprintShape(fp);
  assertRing(ring);
  return ring.map((p, i) => shapeSegmentDistance(shape, p, ring[(i + 1) % ring.length] as Point));
}

/** Distance from the footprint to the nearest edge of the ring: the binding boundary setback. */
export function footprintBoundaryDistance(fp: Footprint, ring: readonly Point[]): number {
  return footprintEdgeDistances(fp, ring).reduce((best, d) => Math.min(best, d), Infinity);
}
