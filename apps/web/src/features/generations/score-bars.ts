import type { SoftGoalName } from '@plotplan/contract';
import { t } from '../../lib/i18n';
import { goalExplanations, goalOrder, goalShortLabels } from './goals';

export interface ScoreBar {
  readonly goal: SoftGoalName;
  readonly label: string;
  /** What the goal rewards, in one line. */
  readonly explanation: string;
  /** 0..1, clamped. */
  readonly value: number;
  /** Whole percent, for text. */
  readonly percent: number;
}

const clamp01 = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);

/** A score (0..1) as a whole percentage, or a dash when there is none. */
export function formatScore(score: number | null | undefined): string {
  if (score === null || score === undefined || !Number.isFinite(score)) return '–';
  return `${Math.round(clamp01(score) * 100)}%`;
}

/** One bar per known goal present in the breakdown, in the goals' order; unknown keys are ignored. */
export function scoreToBars(breakdown: Readonly<Record<string, number>> | null | undefined): ScoreBar[] {
  if (breakdown === null || breakdown === undefined) return [];
  return goalOrder.flatMap((goal) => {
    const raw = breakdown[goal];
    if (raw === undefined) return [];
    const value = clamp01(raw);
    const explanation = t(goalExplanations[goal]);
    return [{ goal, label: t(goalShortLabels[goal]), explanation, value, percent: Math.round(value * 100) }];
  });
}
