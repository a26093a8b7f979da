import { normalizeDeg } from './angle.js';
import type { Point } from './point.js';
import { assertUsableNumber, assertUsablePoint } from './validate.js';

/**
 * Cosine and sine of an angle in degrees, exact at multiples of 90° so that axis-aligned rectangles
 * keep exact corner coordinates (Math.cos(Math.PI / 2) is 6e-17, not 0).
 */
export function cosSinDeg(deg: number): readonly [cos: number, sin: number] {
  if (!Number.isFinite(deg)) throw new RangeError(`angle must be finite, got ${deg}`);
  const r = normalizeDeg(deg);
  if (r === 0) return [1, 0];
  if (r === 90) return [0, 1];
  if (r === 180) return [-1, 0];
  if (r === 270) return [0, -1];
  const rad = (r * Math.PI) / 180;
  return [Math.cos(rad), Math.sin(rad)];
}

/** Rotates `p` counter-clockwise by `deg` degrees about `origin`. */
export function rotatePoint(p: Point, deg: number, origin: Point = [0, 0]): Point {
  assertUsablePoint(p, 'point');
  assertUsablePoint(origin, 'rotation origin');
  const [c, s] = cosSinDeg(deg);
  const dx = p[0] - origin[0];
  const dy = p[1] - origin[1];
  return [origin[0] + c * dx - s * dy, origin[1] + s * dx + c * dy];
}

/** Moves `p` by (dx, dy). */
export function translatePoint(p: Point, dx: number, dy: number): Point {
  assertUsablePoint(p, 'point');
  assertUsableNumber(dx, 'dx');
  assertUsableNumber(dy, 'dy');
  return [p[0] + dx, p[1] + dy];
}
