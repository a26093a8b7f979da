import { catalogObjects } from '../catalog/catalog-objects.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { checkPlan } from '../rules/check-plan.js';
import type { RulePack, Violation } from '../rules/types.js';
import { complianceReport, type ComplianceReport } from './compliance-report.js';
import { planMetrics, type PlanMetrics } from './plan-metrics.js';

/** What the rules and the measures say about one plan on one plot. */
export interface PlanEvaluation {
  /** checkPlan's findings: errors first, then in the pack's rule order. */
  readonly violations: Violation[];
  readonly metrics: PlanMetrics;
  readonly compliance: ComplianceReport;
}

export interface EvaluateOptions {
  readonly catalog?: readonly LandscapeObject[];
  /** checkPlan(plot, plan, pack, catalog) when the caller already has it (a generated variant). */
  readonly violations?: readonly Violation[];
}

/**
 * The one way to judge a plan: the violations of the pack (checkPlan), the areas (planMetrics) and
 * the compliance report by rule. Pass `violations` when the same plan was just checked with the
 * same plot, pack and catalog, so it is not checked twice.
 */
export function evaluatePlan(
  plot: Plot,
  plan: Plan,
  pack: RulePack,
  options: EvaluateOptions = {},
): PlanEvaluation {
  const catalog = options.catalog ?? catalogObjects;
  const violations =
    options.violations === undefined ? checkPlan(plot, plan, pack, catalog) : [...options.violations];
  return {
    violations,
    metrics: planMetrics(plot, plan, catalog),
    compliance: complianceReport(plot, plan, pack, violations, catalog),
  };
}
