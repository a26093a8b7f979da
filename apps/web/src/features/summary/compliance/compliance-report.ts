import {
  catalogObjects,
  checkPlan,
  ruleConcernsPlan,
  packForPlot,
  resolvePack,
  type Plan,
  type Plot,
  type RulePack,
  type Severity,
  type Violation,
} from '@plotplan/domain';

export type RuleStatus = 'pass' | 'fail' | 'not_applicable';

/** One rule of the plot's pack and how the plan stands against it. */
export interface ComplianceRow {
  readonly rule_id: string;
  readonly title: string;
  readonly source: string;
  readonly severity: Severity;
  readonly status: RuleStatus;
  /** The required distance, metres; null for a rule with no distance (inside the plot). */
  readonly required_m: number | null;
  /** The smallest distance among the pairs the rule applies to (negative: overlapping). */
  readonly worst_actual_m: number | null;
  /** How far short the worst pair falls; 0 when the rule is met. */
  readonly shortfall_m: number | null;
  readonly violations: readonly Violation[];
}

export interface ComplianceReport {
  readonly pack_id: string;
  readonly pack_name: string;
  readonly rows: readonly ComplianceRow[];
  readonly failed: number;
  readonly passed: number;
  readonly not_applicable: number;
}

/**
 * A distance far beyond any plot (100 km): checking a rule with it as its value reports every pair
 * the rule applies to, each with its real distance, so the domain's own checker measures them.
 */
const PROBE_M = 100_000;

/** The plot's pack with its overrides, or the bare pack when the overrides are unusable. */
export function rulePackFor(plot: Plot): RulePack {
  try {
    return packForPlot(plot);
  } catch {
    return resolvePack(plot.rule_pack);
  }
}

function minActual(violations: readonly Violation[]): number | null {
  if (violations.length === 0) return null;
  return Math.min(...violations.map((v) => v.actual_m));
}

/**
 * The compliance report by rule (product.md section 5, summary): every rule of the plot's pack with
 * pass or fail, the required and the worst actual distance and the shortfall, from checkPlan's
 * violations grouped by rule. A rule that concerns no object of the plan is "not applicable".
 */
export function complianceReport(
  plot: Plot,
  plan: Plan,
  pack: RulePack = rulePackFor(plot),
): ComplianceReport {
  const violations = checkPlan(plot, plan, pack);
  const byRule = new Map<string, Violation[]>();
  for (const v of violations) byRule.set(v.rule_id, [...(byRule.get(v.rule_id) ?? []), v]);

  const rows = pack.rules.map((rule): ComplianceRow => {
    const broken = byRule.get(rule.id) ?? [];
    const base = {
      rule_id: rule.id,
      title: rule.title,
      source: rule.source,
      severity: rule.severity,
      violations: broken,
    };
    if (rule.kind === 'inside_plot') {
      const applies = ruleConcernsPlan(rule, plan, catalogObjects);
      return {
        ...base,
        status: broken.length > 0 ? 'fail' : applies ? 'pass' : 'not_applicable',
        required_m: null,
        worst_actual_m: null,
        shortfall_m: null,
      };
    }
    const probe = checkPlan(plot, plan, { ...pack, rules: [{ ...rule, value_m: PROBE_M }] });
    const worst = minActual(broken) ?? minActual(probe);
    if (worst === null)
      return {
        ...base,
        status: 'not_applicable',
        required_m: rule.value_m,
        worst_actual_m: null,
        shortfall_m: null,
      };
    return {
      ...base,
      status: broken.length > 0 ? 'fail' : 'pass',
      required_m: rule.value_m,
      worst_actual_m: worst,
      shortfall_m: Math.max(0, Math.round((rule.value_m - worst) * 1000) / 1000),
    };
  });
  return {
    pack_id: pack.id,
    pack_name: pack.name,
    rows,
    failed: rows.filter((r) => r.status === 'fail').length,
    passed: rows.filter((r) => r.status === 'pass').length,
    not_applicable: rows.filter((r) => r.status === 'not_applicable').length,
  };
}
