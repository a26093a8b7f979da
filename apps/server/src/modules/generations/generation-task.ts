import {
  nothingPlacedText,
  notPlacedText,
  wordsOnlyReasonText,
  type Locale,
  type PlanBody,
  type PlanMetrics,
  type PlotBody,
  type SelectionItem,
} from '@plotplan/contract';
import type { GoalWeights, NotPlaced, UnitSystem, Violation } from '@plotplan/domain';
import type { StoredNotPlaced } from '../../db/schema.js';

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

/**
 * A not-placed object's reason in the language, its distances in the plot's units. A generation
 * stored before the codes has English words only: in Russian they are named around them.
 */
export function notPlacedReasonText(
  n: StoredNotPlaced,
  locale: Locale,
  units: UnitSystem = 'metric',
): string {
  if (n.because !== undefined) return notPlacedText(n.because, locale, units);
  return wordsOnlyReasonText(n.landscape_object, n.reason ?? '', locale);
}

/** Why a request gave no plan (every object of the selection was left out), in the language. */
export function nothingPlacedMessage(
  notPlaced: readonly StoredNotPlaced[],
  locale: Locale = 'en',
  units: UnitSystem = 'metric',
): string {
  return nothingPlacedText(
    notPlaced.map((n) => notPlacedReasonText(n, locale, units)),
    locale,
  );
}

/**
 * The not-placed objects of the first variant when nothing of the selection fits anywhere: every
 * variant is empty but for the locked objects, all alike, scored on goals that nothing tests, and
 * would say nothing, so the jobs fail with the reasons instead. Undefined when a variant placed any.
 */
export function nothingPlaced(
  outcomes: readonly GenerationOutcome[],
  lockedCount: number,
): readonly NotPlaced[] | undefined {
  const [first] = outcomes;
  const nothing = outcomes.every((o) => o.not_placed.length > 0 && o.plan.objects.length <= lockedCount);
  return nothing && first !== undefined ? first.not_placed : undefined;
}
