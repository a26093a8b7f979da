import type { PlanBody, PlanMetrics, PlotBody, ViolationBody } from '@plotplan/contract';
import { checkPlan, packForPlot, type Violation } from '@plotplan/domain';
import { planMetrics } from './plan-metrics.js';

/** A plan with what the rules and the metrics say about it on one plot. */
export interface EvaluatedPlan {
  readonly plan: PlanBody;
  readonly violations: Violation[];
  readonly metrics: PlanMetrics;
}

/** Checks the plan against the plot's rule pack (with its overrides) and measures it. */
export function evaluatePlan(plot: PlotBody, plan: PlanBody): EvaluatedPlan {
  return { plan, violations: checkPlan(plot, plan, packForPlot(plot)), metrics: planMetrics(plot, plan) };
}

/** A domain violation as the API describes it (the drawing hint `line` stays in the database). */
export function toViolationBody(violation: Violation): ViolationBody {
  return {
    rule_id: violation.rule_id,
    severity: violation.severity,
    message: violation.message,
    object_ids: [...violation.object_ids],
    ...(violation.edge === undefined ? {} : { edge: violation.edge }),
    required_m: violation.required_m,
    actual_m: violation.actual_m,
    shortfall_m: violation.shortfall_m,
    at: { x: violation.at.x, y: violation.at.y },
    ...(violation.line === undefined
      ? {}
      : {
          line: {
            from: { x: violation.line.from.x, y: violation.line.from.y },
            to: { x: violation.line.to.x, y: violation.line.to.y },
          },
        }),
  };
}
