import { REPORTED_VIOLATIONS, type ViolationBody } from '@plotplan/contract';
import type { Violation } from '@plotplan/domain';

/**
 * The `limit` most serious violations (errors before warnings, then by shortfall), kept in the
 * checker's order, so a crowded plan's answer stays small.
 */
export function mostSerious(
  violations: readonly Violation[],
  limit: number = REPORTED_VIOLATIONS,
): Violation[] {
  if (violations.length <= limit) return [...violations];
  const rank = (v: Violation) => (v.severity === 'error' ? 0 : 1);
  const chosen = new Set(
    [...violations].sort((a, b) => rank(a) - rank(b) || b.shortfall_m - a.shortfall_m).slice(0, limit),
  );
  return violations.filter((v) => chosen.has(v));
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
