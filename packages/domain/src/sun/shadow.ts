import type { Point } from '../geometry/point.js';
import { convexHull } from '../geometry/convex-hull.js';
import type { SolarPosition } from './solar-position.js';

const DEG = Math.PI / 180;

/**
 * Unit vector from the ground towards the sun's azimuth in the plan frame (x right, y up).
 * `north_deg` is the clockwise angle from the plan's +y axis to true north, and the azimuth is
 * clockwise from true north, so the sun lies at the clockwise angle north_deg + azimuth from +y.
 */
export function sunDirectionInPlan(azimuth_deg: number, north_deg: number): Point {
  if (!Number.isFinite(azimuth_deg) || !Number.isFinite(north_deg)) {
    throw new RangeError(`azimuth and north_deg must be finite, got ${azimuth_deg} and ${north_deg}`);
  }
  const a = (north_deg + azimuth_deg) * DEG;
  return [Math.sin(a), Math.cos(a)];
}

/**
 * How far and where a shadow moves per metre of height: -direction / tan(altitude). A point at
 * height h casts its shadow at its ground position plus h times this vector.
 */
export function shadowShiftPerMetre(sun: SolarPosition, north_deg: number): Point {
  if (!(sun.altitude_deg > 0)) throw new RangeError('a shadow needs the sun above the horizon');
  const [dx, dy] = sunDirectionInPlan(sun.azimuth_deg, north_deg);
  const cot = 1 / Math.tan(sun.altitude_deg * DEG);
  return [-dx * cot, -dy * cot];
}

/** Twice the signed area of the flat ring [x0, y0, x1, y1, ...] of n vertices, relative to vertex 0. */
function twiceArea(xy: Float64Array, n: number): number {
  const x0 = xy[0] as number;
  const y0 = xy[1] as number;
  let sum = 0;
  for (let i = 1; i < n - 1; i++) {
    const ax = (xy[2 * i] as number) - x0;
    const ay = (xy[2 * i + 1] as number) - y0;
    sum += ax * ((xy[2 * i + 3] as number) - y0) - ay * ((xy[2 * i + 2] as number) - x0);
  }
  return sum;
}

/**
 * The ground shadow of a convex solid, written into `out` as a flat convex ring; returns its vertex
 * count. The solid is the convex ring `xy` (n vertices, either winding; n = 2 is a wall) extruded
 * from base_m to top_m, and its shadow is the Minkowski sum of the ring lifted to base_m with the
 * segment between the two lifts: the vertices on the side facing away from the shift stay at the
 * base offset, those facing it move to the top offset, and the two turning vertices appear at both.
 * That is the convex hull without sorting, so the hot loop builds it in O(n) with no allocation.
 * `out` must hold 4n numbers.
 */
export function shadowInto(
  xy: Float64Array,
  n: number,
  base_m: number,
  top_m: number,
  shift: Point,
  out: Float64Array,
): number {
  const [sx, sy] = shift;
  const ux = sx * base_m;
  const uy = sy * base_m;
  const dx = sx * top_m - ux;
  const dy = sy * top_m - uy;
  if (n === 2) {
    // A wall: the parallelogram of its foot and its top's shadow (flat when the sun is along it).
    const [ax, ay, bx, by] = [xy[0] as number, xy[1] as number, xy[2] as number, xy[3] as number];
    out.set([ax + ux, ay + uy, bx + ux, by + uy, bx + ux + dx, by + uy + dy, ax + ux + dx, ay + uy + dy]);
    return 4;
  }
  const area = twiceArea(xy, n);
  if (n < 3 || area === 0) return degenerateShadow(xy, n, ux, uy, dx, dy, out);
  const sign = area > 0 ? 1 : -1;
  // Edge i runs from vertex i to vertex i + 1; it faces the shift when the shift is on its outside.
  // (Written out inline: this runs for every caster at every sun position.)
  let count = 0;
  const px = xy[2 * n - 2] as number;
  const py = xy[2 * n - 1] as number;
  let before = sign * (((xy[0] as number) - px) * dy - ((xy[1] as number) - py) * dx) < 0;
  for (let i = 0; i < n; i++) {
    const x = xy[2 * i] as number;
    const y = xy[2 * i + 1] as number;
    const j = i + 1 === n ? 0 : i + 1;
    const after = sign * (((xy[2 * j] as number) - x) * dy - ((xy[2 * j + 1] as number) - y) * dx) < 0;
    if (before) {
      // Leaving or staying on the lit side: the vertex at the top offset.
      out[2 * count] = x + ux + dx;
      out[2 * count + 1] = y + uy + dy;
      count++;
    }
    if (!before || !after) {
      out[2 * count] = x + ux;
      out[2 * count + 1] = y + uy;
      count++;
    }
    if (after && !before) {
      // Entering the lit side.
      out[2 * count] = x + ux + dx;
      out[2 * count + 1] = y + uy + dy;
      count++;
    }
    before = after;
  }
  return count;
}

/** A point or a collapsed ring: the hull of its points at both heights (rare: allocation is fine). */
function degenerateShadow(
  xy: Float64Array,
  n: number,
  ux: number,
  uy: number,
  dx: number,
  dy: number,
  out: Float64Array,
): number {
  const points: Point[] = [];
  for (let i = 0; i < n; i++) {
    const x = (xy[2 * i] as number) + ux;
    const y = (xy[2 * i + 1] as number) + uy;
    points.push([x, y], [x + dx, y + dy]);
  }
  const hull = convexHull(points);
  hull.forEach(([x, y], i) => {
    out[2 * i] = x;
    out[2 * i + 1] = y;
  });
  return hull.length;
}

/** A ring as the flat [x0, y0, x1, y1, ...] array the hot loop uses. */
export function flatRing(ring: readonly Point[]): Float64Array {
  return Float64Array.from(ring.flatMap((p) => [p[0], p[1]]));
}

/**
 * The ground shadow of a vertical solid over the convex base `ring` (either winding, or a 2-point
 * wall) from base_m to top_m, for a shift from shadowShiftPerMetre: for base_m = 0 the convex hull
 * of the footprint and its roof moved by top_m * shift. Wound like the input (a wall's either way).
 */
export function convexShadow(ring: readonly Point[], base_m: number, top_m: number, shift: Point): Point[] {
  const out = new Float64Array(4 * Math.max(ring.length, 2));
  const count = shadowInto(flatRing(ring), ring.length, base_m, top_m, shift, out);
  return Array.from({ length: count }, (_, i): Point => [out[2 * i] as number, out[2 * i + 1] as number]);
}

/** convexShadow for a sun position and plot orientation. */
export function shadowPolygon(
  ring: readonly Point[],
  base_m: number,
  top_m: number,
  sun: SolarPosition,
  north_deg: number,
): Point[] {
  return convexShadow(ring, base_m, top_m, shadowShiftPerMetre(sun, north_deg));
}
