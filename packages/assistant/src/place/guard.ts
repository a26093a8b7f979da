// The assistant's promise: a change never brings a new error. An error is "the same" when
// its rule, objects and edge are: one the plan already had may stay, any other is new.
import { type Plan, checkPlan, type Violation } from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';

/** An error's identity: rule id, sorted object ids and edge. */
export function errorKey(v: Violation): string {
  return [v.rule_id, [...v.object_ids].sort().join('+'), v.edge ?? ''].join('|');
}

export function errorsOf(violations: readonly Violation[]): Violation[] {
  return violations.filter((v) => v.severity === 'error');
}

/** The errors of `after` that `before` did not have. */
export function newErrors(before: readonly Violation[], after: readonly Violation[]): Violation[] {
  const known = new Set(errorsOf(before).map(errorKey));
  return errorsOf(after).filter((v) => !known.has(errorKey(v)));
}

export function checkContextPlan(context: AssistantContext, plan: Plan): Violation[] {
  return checkPlan(context.plot, plan, context.pack, context.catalog);
}

/** Whether `plan` keeps the promise against the errors the plan had before. */
export function keepsRules(context: AssistantContext, before: readonly Violation[], plan: Plan): boolean {
  return newErrors(before, checkContextPlan(context, plan)).length === 0;
}
