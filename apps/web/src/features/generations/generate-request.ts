import { MAX_VARIANTS, type GeneratePlanRequest, type SelectionItem } from '@plotplan/contract';
import type { Plot } from '@plotplan/domain';
import { goalOrder, type Weights } from './goals';
import { t } from '../../lib/i18n';

export interface GenerateSettings {
  readonly variants: number;
  /** Empty for a random seed. */
  readonly seed: string;
  readonly weights: Weights;
}

export type ReadinessProblem = {
  readonly step: 'preparation' | 'object-selection';
  readonly message: string;
};

/** What keeps a project from being generated: it needs a plot and at least one chosen object. */
export function generationReadiness(
  project: { plot: Plot | null; selection: readonly SelectionItem[] } | undefined,
): ReadinessProblem[] {
  if (project === undefined) return [];
  const problems: ReadinessProblem[] = [];
  if (project.plot === null || project.plot.boundary.length < 3)
    problems.push({ step: 'preparation', message: 'The project has no plot yet: draw or enter it first.' });
  if (project.selection.length === 0)
    problems.push({ step: 'object-selection', message: 'Choose at least one object to place on the plot.' });
  return problems;
}

export const clampVariants = (n: number) =>
  Number.isFinite(n) ? Math.min(MAX_VARIANTS, Math.max(1, Math.round(n))) : 1;

/** The seed typed by the user as an integer, undefined when empty, or an error message. */
export function parseSeed(text: string): { seed: number | undefined } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { seed: undefined };
  if (!/^\d+$/.test(trimmed)) return { error: t('gen.seedError') };
  const seed = Number(trimmed);
  if (seed > 2_147_483_647) return { error: t('gen.seedError') };
  return { seed };
}

/** The POST /api/generate_plan/ body for the settings (only weights that differ from 1 are sent). */
export function buildGenerateRequest(projectId: number, settings: GenerateSettings): GeneratePlanRequest {
  const parsed = parseSeed(settings.seed);
  const weights = Object.fromEntries(
    goalOrder.filter((g) => settings.weights[g] !== 1).map((g) => [g, settings.weights[g]]),
  );
  return {
    project: projectId,
    variants: clampVariants(settings.variants),
    ...('seed' in parsed && parsed.seed !== undefined ? { seed: parsed.seed } : {}),
    ...(Object.keys(weights).length > 0 ? { weights } : {}),
  };
}
