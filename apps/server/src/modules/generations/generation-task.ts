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

/** The reasons listed when nothing could be placed; the rest are counted. */
const NOTHING_PLACED_REASONS = 3;

/**
 * Why a request gave no plan: every object of the selection was left out. "Nothing in the
 * selection could be placed on this plot. The small house needs 3 m from ...: there was no such
 * spot left. ... Try fewer or smaller objects, or check the plot's size and rules."
 */
export function nothingPlacedMessage(notPlaced: readonly NotPlaced[]): string {
  const reasons = [...new Set(notPlaced.map((n) => n.reason))];
  const shown = reasons.slice(0, NOTHING_PLACED_REASONS);
  const more = reasons.length - shown.length;
  return [
    'Nothing in the selection could be placed on this plot.',
    ...shown,
    ...(more > 0 ? [`(${more} more like this.)`] : []),
    "Try fewer or smaller objects, or check the plot's size and rules.",
  ].join(' ');
}
