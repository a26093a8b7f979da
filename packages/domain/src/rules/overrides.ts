import type { Plot, RulePackId } from '../model/plot.js';
import { rulePacks } from './rule-packs.js';
import type { Rule, RulePack } from './types.js';

/** Largest override accepted, metres: beyond any real plot, so a typo cannot pass as a rule. */
export const MAX_RULE_VALUE_M = 1000;

export interface OverrideProblem {
  readonly rule_id: string;
  readonly message: string;
}

/** Thrown by resolvePack; `problems` lists every bad override (for a field error). */
export class RuleOverrideError extends RangeError {
  readonly problems: readonly OverrideProblem[];

  constructor(problems: readonly OverrideProblem[]) {
    super(problems.map((p) => `${p.rule_id}: ${p.message}`).join('; '));
    this.name = 'RuleOverrideError';
    this.problems = problems;
  }
}

export function isRulePackId(id: string): id is RulePackId {
  return Object.hasOwn(rulePacks, id);
}

/** What is wrong with these overrides for this pack (empty when they are fine), in key order. */
export function overrideProblems(
  pack: RulePack,
  overrides: Readonly<Record<string, number>>,
): OverrideProblem[] {
  const ids = new Set(pack.rules.map((r) => r.id));
  const problems: OverrideProblem[] = [];
  for (const [rule_id, value] of Object.entries(overrides).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!ids.has(rule_id)) {
      problems.push({ rule_id, message: `no rule "${rule_id}" in pack ${pack.id}` });
    } else if (typeof value !== 'number' || !Number.isFinite(value)) {
      problems.push({ rule_id, message: `must be a number of metres, got ${String(value)}` });
    } else if (value < 0) {
      problems.push({ rule_id, message: `must not be negative, got ${value}` });
    } else if (value > MAX_RULE_VALUE_M) {
      problems.push({ rule_id, message: `must be at most ${MAX_RULE_VALUE_M} m, got ${value}` });
    }
  }
  return problems;
}

/**
 * The pack with project overrides applied: each overridden rule gets the new value_m and keeps its
 * own in default_value_m. Throws a RangeError for an unknown pack and a RuleOverrideError for unknown
 * rule ids or values that are negative, not finite or absurdly large.
 */
export function resolvePack(packId: string, overrides: Readonly<Record<string, number>> = {}): RulePack {
  if (!isRulePackId(packId)) throw new RangeError(`unknown rule pack "${packId}"`);
  const pack = rulePacks[packId];
  const problems = overrideProblems(pack, overrides);
  if (problems.length > 0) throw new RuleOverrideError(problems);
  if (Object.keys(overrides).length === 0) return pack;
  const rules = pack.rules.map((rule): Rule => {
    if (!Object.hasOwn(overrides, rule.id)) return rule;
    const value = overrides[rule.id] as number;
    return { ...rule, value_m: value, default_value_m: rule.default_value_m ?? rule.value_m };
  });
  return { ...pack, rules };
}

/** The pack a plot asks for, with its overrides. */
export function packForPlot(plot: Plot): RulePack {
  return resolvePack(plot.rule_pack, plot.rule_overrides ?? {});
}
