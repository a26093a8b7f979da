import type { Point } from './point.js';

/**
 * Largest coordinate magnitude accepted, in metres (a million kilometres). Bounding inputs keeps every
 * product and square in this module far from overflow, so finite inputs can never produce NaN or
 * Infinity downstream. Projected survey coordinates (UTM northings ~1e7 m) fit comfortably.
 */
export const MAX_COORDINATE = 1e9;

/** True when `value` is a finite number no larger in magnitude than MAX_COORDINATE. */
export function isUsableNumber(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= MAX_COORDINATE;
}

/** True when both coordinates are usable (finite and within MAX_COORDINATE). */
export function isUsablePoint(p: Point): boolean {
  return isUsableNumber(p[0]) && isUsableNumber(p[1]);
}

/** Throws a RangeError naming `what` unless `value` is usable (finite, within MAX_COORDINATE). */
export function assertUsableNumber(value: number, what: string): void {
  if (!isUsableNumber(value)) {
    throw new RangeError(`${what} must be a finite number within ±${MAX_COORDINATE}, got ${value}`);
  }
}

/** As assertUsableNumber, and also rejects negatives: for widths, depths and radii. */
export function assertNonNegative(value: number, what: string): void {
  assertUsableNumber(value, what);
  if (value < 0) throw new RangeError(`${what} must not be negative, got ${value}`);
}

export function assertUsablePoint(p: Point, what: string): void {
  if (!isUsablePoint(p)) {
    throw new RangeError(
      `${what} must have finite coordinates within ±${MAX_COORDINATE}, got (${p[0]}, ${p[1]})`,
    );
  }
}

/** Throws unless the ring has at least one vertex and all its coordinates are usable. */
export function assertRing(ring: readonly Point[], what = 'ring'): void {
  if (ring.length === 0) throw new RangeError(`${what} has no vertices`);
  ring.forEach((p, i) => assertUsablePoint(p, `${what} vertex ${i}`));
}
