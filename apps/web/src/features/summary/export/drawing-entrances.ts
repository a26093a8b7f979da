import type { EntranceShape } from '@plotplan/contract/drawing';
import type { Point } from '@plotplan/domain';
import { ENTRANCE_COLOR, WICKET_COLOR } from './drawing-legend';
import type { DrawingShape, PaperPoint } from './drawing-types';

/**
 * The ways in on the drawing (issue 25), from the drawing model's openings: the vehicle gate as a
 * solid line, and a wicket set apart from it as a dashed line in its own colour (unset, the wicket
 * shares the gate's opening and the model has none).
 */
export function entranceShapes(
  entrances: readonly EntranceShape[],
  at: (p: Point) => PaperPoint,
): DrawingShape[] {
  return entrances.map(({ style, from, to }): DrawingShape =>
    style === 'gate'
      ? {
          kind: 'line',
          role: 'entrance',
          from: at(from),
          to: at(to),
          stroke: { color: ENTRANCE_COLOR, width_mm: 1.5 },
        }
      : {
          kind: 'line',
          role: 'wicket',
          from: at(from),
          to: at(to),
          stroke: { color: WICKET_COLOR, width_mm: 1.5, dash_mm: [1, 0.6] },
        },
  );
}
