import { catalogObjects } from '../catalog/catalog-objects.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { planFindings } from '../rules/check-plan.js';
import { ruleConcernsPlan } from '../rules/plan-items.js';
import { mm } from '../rules/violation-format.js';
import type { Rule, RulePack, Severity, Violation } from '../rules/types.js';

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
 * Probe radii, metres: checking a rule with its value raised to one reports every pair the rule
 * applies to within it, each with its real distance, so the checker itself measures them. The
 * smallest radius that finds a pair finds the closest one; the last (100 km) is beyond any plot.
 */
const PROBE_RADII_M = [10, 100, 100_000] as const;

function groupByRule(violations: readonly Violation[]): Map<string, Violation[]> {
  const byRule = new Map<string, Violation[]>();
  for (const v of violations) {
    const list = byRule.get(v.rule_id);
    if (list === undefined) byRule.set(v.rule_id, [v]);
    else list.push(v);
  }
  return byRule;
}

/**
 * The smallest distance each distance rule in `rules` measures on the plan (absent: the rule
 * applies to no pair), probing with growing radii so that far pairs are measured only when needed.
 */
function worstDistances(
  plot: Plot,
  plan: Plan,
  pack: RulePack,
  rules: readonly Rule[],
  catalog: readonly LandscapeObject[],
): Map<string, number> {
  const worst = new Map<string, number>();
  let open = rules.filter((rule) => rule.kind !== 'inside_plot');
  for (const radius of PROBE_RADII_M) {
    if (open.length === 0) break;
    const probe = open.map((rule) => ({ ...rule, value_m: Math.max(rule.value_m, radius) }));
    const found = new Map<string, number>();
    for (const f of planFindings(plot, plan, { ...pack, rules: probe }, catalog)) {
      found.set(f.rule.id, Math.min(found.get(f.rule.id) ?? Infinity, mm(f.actual)));
    }
    for (const [id, actual] of found) worst.set(id, actual);
    open = open.filter((rule) => !found.has(rule.id));
  }
  return worst;
}

/**
 * The compliance report by rule: every rule of the pack with pass or fail, the required and the
 * worst actual distance and the shortfall, from checkPlan's `violations` (of this plan, plot and
 * pack) grouped by rule. A rule that concerns no object of the plan is "not applicable". The worst
 * distance of a met rule comes from probing it with larger distances (worstDistances).
 */
export function complianceReport(
  plot: Plot,
  plan: Plan,
  pack: RulePack,
  violations: readonly Violation[],
  catalog: readonly LandscapeObject[] = catalogObjects,
): ComplianceReport {
  const byRule = groupByRule(violations);
  const met = pack.rules.filter((rule) => !byRule.has(rule.id));
  const measured = worstDistances(plot, plan, pack, met, catalog);

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
      const applies = ruleConcernsPlan(rule, plan, catalog);
      return {
        ...base,
        status: broken.length > 0 ? 'fail' : applies ? 'pass' : 'not_applicable',
        required_m: null,
        worst_actual_m: null,
        shortfall_m: null,
      };
    }
    const worst =
      broken.length > 0 ? Math.min(...broken.map((v) => v.actual_m)) : (measured.get(rule.id) ?? null);
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
