import type { Entrance, Plot, Point } from '@plotplan/domain';
import { ENTRANCE_COLOR, WICKET_COLOR } from './drawing-legend';
import type { DrawingShape, PaperPoint } from './drawing-types';

/** The opening as a thick line along its edge, clamped to the edge. */
function openingLine(
  plot: Plot,
  opening: Entrance,
  at: (p: Point) => PaperPoint,
): readonly [PaperPoint, PaperPoint] | undefined {
  const { edge, t, width_m } = opening;
  const a = plot.boundary[edge];
  const b = plot.boundary[(edge + 1) % plot.boundary.length];
  if (a === undefined || b === undefined) return undefined;
  const half = width_m / 2 / (Math.hypot(b[0] - a[0], b[1] - a[1]) || 1);
  const along = (s: number): Point => [a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s];
  return [at(along(Math.max(0, t - half))), at(along(Math.min(1, t + half)))];
}

/**
 * The ways in on the drawing (issue 25): the vehicle gate as a solid line, and a wicket set apart
 * from it as a dashed line in its own colour (unset, the wicket shares the gate's opening).
 */
export function entranceShapes(plot: Plot, at: (p: Point) => PaperPoint): DrawingShape[] {
  const shapes: DrawingShape[] = [];
  const gate = plot.entrance === undefined ? undefined : openingLine(plot, plot.entrance, at);
  if (gate !== undefined)
    shapes.push({
      kind: 'line',
      role: 'entrance',
      from: gate[0],
      to: gate[1],
      stroke: { color: ENTRANCE_COLOR, width_mm: 1.5 },
    });
  const wicket = plot.wicket === undefined ? undefined : openingLine(plot, plot.wicket, at);
  if (wicket !== undefined)
    shapes.push({
      kind: 'line',
      role: 'wicket',
      from: wicket[0],
      to: wicket[1],
      stroke: { color: WICKET_COLOR, width_mm: 1.5, dash_mm: [1, 0.6] },
    });
  return shapes;
}
