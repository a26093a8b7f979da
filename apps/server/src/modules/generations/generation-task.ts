import type { PlanBody, PlanMetrics, PlotBody, SelectionItem } from '@plotplan/contract';
import type { GoalWeights, NotPlaced, Violation } from '@plotplan/domain';

/**
 * What one worker task gets: all the variants of one request, from one generator call (so the
 * diversity filter applies between them). Structured-cloned into the worker.
 */
export interface GenerationTask {
  readonly plot: PlotBody;
  readonly selection: readonly SelectionItem[];
  readonly weights: GoalWeights;
  readonly locked: PlanBody['objects'];
  /** The batch's base seed: the generator tries seed, seed + 1, ... */
  readonly seed: number;
  readonly variants: number;
  /** The generator's own safety stop for the whole batch, milliseconds (the pool's limit is the hard one). */
  readonly budgetMs: number;
  /** With the clock the generator spends its budget on more runs; without, it is reproducible. */
  readonly clocked: boolean;
}

/** A generated plan, checked and measured as edit_actual_plan would. */
export interface GenerationOutcome {
  readonly plan: PlanBody;
  /** The variant's own seed: one variant of this seed reproduces the plan. */
  readonly seed: number;
  readonly score: number;
  readonly score_breakdown: Record<string, number>;
  readonly violations: Violation[];
  readonly not_placed: NotPlaced[];
  /** Ids of the buildings the plan's paths do not reach from the entrance. */
  readonly unreachable: string[];
  readonly metrics: PlanMetrics;
}
