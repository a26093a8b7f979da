import type { PlanBody, PlanMetrics, PlotBody, SelectionItem } from '@plotplan/contract';
import type { GoalWeights, Violation } from '@plotplan/domain';

/** What one worker task gets: one variant of one seed (structured-cloned into the worker). */
export interface GenerationTask {
  readonly plot: PlotBody;
  readonly selection: readonly SelectionItem[];
  readonly weights: GoalWeights;
  readonly locked: PlanBody['objects'];
  readonly seed: number;
  /** The generator's own safety stop, milliseconds (the pool's time limit is the hard one). */
  readonly budgetMs: number;
}

/** A generated plan, checked and measured as edit_actual_plan would. */
export interface GenerationOutcome {
  readonly plan: PlanBody;
  readonly score: number;
  readonly score_breakdown: Record<string, number>;
  readonly violations: Violation[];
  readonly metrics: PlanMetrics;
}
