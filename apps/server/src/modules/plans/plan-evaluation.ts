import { createHash } from 'node:crypto';
import type { PlanBody, PlotBody } from '@plotplan/contract';
import { catalogObjects, evaluatePlan, packForPlot } from '@plotplan/domain';
import type { StoredEvaluation } from '../../db/schema.js';

/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let catalogDigest: string | undefined;

/**
 * The findings' wording, raised when the checker's messages change: 2, an imperial plot's findings
 * said in feet and inches by the checker itself; 3, the maintenance gap's source without its "0.5 m"
 * (the finding gives the figure, in the plot's units). A stored evaluation of another wording is stale.
 */
const FINDINGS_WORDING = 3;

/**
 * What an evaluation depends on besides the plan: the plot, its rule pack (with overrides, as this
 * build defines it), the catalog and the findings' wording. A stored evaluation with another key is
 * stale.
 */
export function evaluationKey(plot: PlotBody): string {
  catalogDigest ??= sha256(canonicalJson(catalogObjects));
  const depends = [canonicalJson(plot), canonicalJson(packForPlot(plot)), catalogDigest];
  return sha256([...depends, `wording ${FINDINGS_WORDING}`].join('\n'));
}

/** The domain's evaluatePlan on the plot's pack (with its overrides), keyed for storage. */
export function evaluateOnPlot(plot: PlotBody, plan: PlanBody): StoredEvaluation {
  const { violations, metrics, compliance } = evaluatePlan(plot, plan, packForPlot(plot));
  // A compliance row's violations are those of `violations` with its rule id: stored once, not twice
  // (a crowded plan has tens of thousands).
  const rows = compliance.rows.map((row) => ({ ...row, violations: [] }));
  return { violations, metrics, compliance: { ...compliance, rows }, key: evaluationKey(plot) };
}

/** What the evaluation worker gets (structured-cloned into it). */
export interface EvaluationTask {
  readonly plot: PlotBody;
  readonly plan: PlanBody;
}

/** Evaluates a plan on a plot (on the event loop or a worker thread: see PlanEvaluator). */
export interface Evaluate {
  (plot: PlotBody, plan: PlanBody): Promise<StoredEvaluation>;
}

/** The stored evaluation when it is still the plot's, else a fresh one (`fresh`: store it). */
export async function currentEvaluation(
  stored: StoredEvaluation | null,
  plot: PlotBody,
  plan: PlanBody,
  evaluate: Evaluate,
): Promise<{ readonly evaluation: StoredEvaluation; readonly fresh: boolean }> {
  if (stored !== null && stored.key === evaluationKey(plot)) return { evaluation: stored, fresh: false };
  return { evaluation: await evaluate(plot, plan), fresh: true };
}
