import type { Plan } from '@plotplan/domain';
import { latestOf, VersionedAutosave, type AutosaveOptions, type BaseVersion } from '../../../lib/autosave';

/** One committed editor change: the plan after it and what it did ("Moved Well"). */
export interface PlanChange {
  readonly plan: Plan;
  readonly summary: string;
}

const SUMMARY_MAX = 200;

/** The version summary for changes saved together: each distinct one, oldest first. */
export function joinSummaries(summaries: readonly string[]): string {
  const distinct = summaries.filter((s, i) => summaries.indexOf(s) === i);
  const text = distinct.join('; ');
  if (text.length <= SUMMARY_MAX) return text;
  const head = `${summaries.length} changes: `;
  return `${head}${text}`.slice(0, SUMMARY_MAX - 1) + '…';
}

export interface PlanAutosaveOptions<R> extends Omit<AutosaveOptions<PlanChange, R>, 'write'> {
  /** Saves one plan version (the API's edit_actual_plan). */
  readonly save: (plan: Plan, baseVersion: BaseVersion, summary: string) => Promise<R>;
}

/**
 * The plan editor's autosave: a burst of committed changes (a run of nudges) is written as one plan
 * version, the last plan with the summaries of all of them.
 */
export const createPlanAutosave = <R>({ save, ...options }: PlanAutosaveOptions<R>) =>
  new VersionedAutosave<PlanChange, R>({
    ...options,
    write: (changes, baseVersion) =>
      save(latestOf(changes).plan, baseVersion, joinSummaries(changes.map((change) => change.summary))),
  });
