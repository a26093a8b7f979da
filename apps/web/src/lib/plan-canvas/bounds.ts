import { pointsBox, type Point } from '@plotplan/domain';
import type { Bounds } from './viewport';

/** The box around some points; a default square for none, so an empty canvas still has a frame. */
export function boundsOf(points: readonly Point[], fallback = 40): Bounds {
  if (points.length === 0) return { minX: 0, minY: 0, maxX: fallback, maxY: fallback };
  return pointsBox(points);
}
