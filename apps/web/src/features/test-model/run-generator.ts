import type { Translate } from '../../lib/i18n';
import type { SelectionItem } from '@plotplan/contract';
import { generatePlans, packForPlot, type GoalWeights, type Plot, type Variant } from '@plotplan/domain';

export interface GeneratorRequest {
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
  readonly variants: number;
  readonly seed?: number;
  readonly weights?: GoalWeights;
  /** The generator's safety stop, milliseconds. */
  readonly budgetMs: number;
}

export type GeneratorResult =
  | {
      readonly ok: true;
      readonly variants: readonly Variant[];
      readonly generatorMs: number;
      /** How many variants were asked for: the budget is a safety stop, so fewer may come back. */
      readonly requested: number;
      readonly budgetMs: number;
    }
  | { readonly ok: false; readonly error: string };

export const DEFAULT_BUDGET_MS = 2000;

/** generatePlans with the plot's rule pack, timed with `now`; errors come back as a message. */
export function runGenerator(request: GeneratorRequest, now: () => number): GeneratorResult {
  try {
    const start = now();
    const variants = generatePlans(request.plot, request.selection, packForPlot(request.plot), {
      variants: request.variants,
      ...(request.seed === undefined ? {} : { seed: request.seed }),
      ...(request.weights === undefined ? {} : { weights: request.weights }),
      budgetMs: request.budgetMs,
      now,
    });
    return {
      ok: true,
      variants,
      generatorMs: now() - start,
      requested: request.variants,
      budgetMs: request.budgetMs,
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'The generator failed.' };
  }
}

/** "2 variants", or why fewer came back than were asked for. */
export function variantCountText(
  result: {
    readonly variants: readonly unknown[];
    readonly requested: number;
    readonly budgetMs: number;
  },
  t: Translate,
): string {
  const got = result.variants.length;
  if (got >= result.requested) return t('bench.variants', { count: got });
  return t('bench.variantsShort', { got, requested: result.requested, budget: result.budgetMs });
}
