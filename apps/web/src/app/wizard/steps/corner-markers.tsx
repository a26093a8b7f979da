import type { Point } from '@plotplan/domain';
import { worldToScreen, type Viewport } from '../../../lib/plan-canvas';

interface CornerMarkersProps {
  readonly points: readonly Point[];
  readonly view: Viewport;
  /** A closed shape: every corner is a handle to drag (the first is no longer special). */
  readonly draggable?: boolean;
}

/**
 * The corners of a boundary or area being drawn; the first is larger, since clicking it again
 * closes the shape. Once closed, the corners are drag handles.
 */
export function CornerMarkers({ points, view, draggable = false }: CornerMarkersProps) {
  return points.map((p, i) => {
    const [x, y] = worldToScreen(view, p);
    const first = i === 0 && !draggable;
    return (
      <circle
        key={i}
        cx={x}
        cy={y}
        r={first || draggable ? 7 : 4}
        className={first ? 'corner corner--first' : 'corner'}
        style={draggable ? { cursor: 'grab' } : undefined}
        data-testid={draggable ? 'corner-handle' : undefined}
      />
    );
  });
}
