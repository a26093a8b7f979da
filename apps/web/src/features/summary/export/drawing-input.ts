import type { Locale } from '@plotplan/contract/locale';
import type { Plan, Plot } from '@plotplan/domain';
import type { Sheet } from './drawing-layout';
import type { DrawingObjectStyle } from './drawing-types';

/** What a plan drawing is made from (its own file, so the legend and the drawing both read it). */
export interface PlanDrawingInput {
  readonly title: string;
  /** Printed in the title block, e.g. "2025-05-04". */
  readonly date: string;
  readonly plot: Plot;
  readonly plan: Plan | null;
  /** By catalog code; unknown codes are drawn grey under their code. */
  readonly styles: ReadonlyMap<string, DrawingObjectStyle>;
  /**
   * The paper: the plan is fitted to it, landscape or portrait, whichever gives the larger scale.
   * Left out, the sheet wraps the plan at the scale that would fit A3.
   */
  readonly sheet?: Sheet;
  /**
   * The language of the drawing's words (title block, legend, key, scale, dimensions); the
   * interface's language when left out. Names (project, objects, labels) print as typed.
   */
  readonly locale?: Locale;
}
