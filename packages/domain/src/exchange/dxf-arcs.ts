import type { Point } from '../geometry/index.js';

/** How far the straight sides that stand for an arc may lie from it: 1 cm, half the 2 cm allowed. */
export const ARC_TOLERANCE_M = 0.01;

/** Segments needed so that no chord of an arc of radius r over `sweep` radians lies further than tol. */
function segmentsFor(radius: number, sweep: number, tol: number): number {
  if (!(radius > tol)) return 1;
  const step = 2 * Math.acos(1 - tol / radius);
  return Math.max(1, Math.min(720, Math.ceil(Math.abs(sweep) / step)));
}

/**
 * The points strictly between start and end on an arc about `centre`, from angle `from` over
 * `sweep` radians (positive: counter-clockwise), spaced so each chord is within tol of the arc.
 */
export function arcPoints(centre: Point, radius: number, from: number, sweep: number, tol: number): Point[] {
  const n = segmentsFor(radius, sweep, tol);
  const points: Point[] = [];
  for (let k = 1; k < n; k++) {
    const a = from + (sweep * k) / n;
    points.push([centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a)]);
  }
  return points;
}

/**
 * The points between p and q of a polyline segment with bulge b (tan of a quarter of the included
 * angle; positive: the arc turns counter-clockwise from p to q), as DXF's LWPOLYLINE and VERTEX
 * code 42 give it. No bulge: none.
 */
export function bulgePoints(p: Point, q: Point, bulge: number, tol: number): Point[] {
  const dx = q[0] - p[0];
  const dy = q[1] - p[1];
  const chord = Math.hypot(dx, dy);
  if (bulge === 0 || !Number.isFinite(bulge) || chord === 0) return [];
  const sweep = 4 * Math.atan(bulge);
  const radius = chord / (2 * Math.sin(Math.abs(sweep) / 2));
  // The centre lies left of p->q for a counter-clockwise arc of less than half a turn.
  const toCentre = chord / 2 / Math.tan(sweep / 2);
  const centre: Point = [
    (p[0] + q[0]) / 2 - (dy / chord) * toCentre,
    (p[1] + q[1]) / 2 + (dx / chord) * toCentre,
  ];
  const from = Math.atan2(p[1] - centre[1], p[0] - centre[0]);
  return arcPoints(centre, radius, from, sweep, tol);
}

/** An ARC entity (centre, radius, start and end angle in degrees, counter-clockwise) as a point list. */
export function arcEntityPoints(
  centre: Point,
  radius: number,
  startDeg: number,
  endDeg: number,
  tol: number,
): Point[] {
  const from = (startDeg * Math.PI) / 180;
  let sweep = ((endDeg - startDeg) * Math.PI) / 180;
  while (sweep <= 0) sweep += 2 * Math.PI;
  while (sweep > 2 * Math.PI) sweep -= 2 * Math.PI;
  const at = (a: number): Point => [centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a)];
  return [at(from), ...arcPoints(centre, radius, from, sweep, tol), at(from + sweep)];
}
