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
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}
