import type { Point } from '@plotplan/domain';
import { worldToScreen, type Viewport } from '../../../lib/plan-canvas';

/**
 * The corners of a boundary or area being drawn; the first is larger, since clicking it again
 * closes the shape.
 */
export function CornerMarkers({ points, view }: { points: readonly Point[]; view: Viewport }) {
  return points.map((p, i) => {
    const [x, y] = worldToScreen(view, p);
    return (
      <circle
        key={i}
        cx={x}
        cy={y}
        r={i === 0 ? 7 : 4}
        className={i === 0 ? 'corner corner--first' : 'corner'}
      />
    );
  });
}
