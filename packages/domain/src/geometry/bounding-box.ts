import type { Point } from './point.js';
import { assertRing } from './validate.js';

/** Axis-aligned bounding box in the plan frame. */
export interface BoundingBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The smallest axis-aligned box holding every point. Throws on an empty or non-finite list. */
export function boundingBox(points: readonly Point[]): BoundingBox {
  assertRing(points, 'point list');
  return pointsBox(points);
}

/**
 * boundingBox without the input checks: for hot loops over points known to be finite (the
 * generator's bodies) and for drawing code that must not throw on a half-typed plot (a non-finite
 * point is skipped). An empty list gives an inverted box (min Infinity, max -Infinity).
 */
export function pointsBox(points: readonly Point[]): BoundingBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** The box around a disc of radius r centred on (cx, cy). */
export const circleBox = (cx: number, cy: number, r: number): BoundingBox => ({
  minX: cx - r,
  minY: cy - r,
  maxX: cx + r,
  maxY: cy + r,
});
