import { catalogObjects } from '../catalog/catalog-objects.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { CheckContext } from './check-context.js';
import { checkEdgeSetback, checkNeighborBuilding } from './check-edges.js';
import { checkNoOverlap, checkPairDistance } from './check-pairs.js';
import { checkInsidePlot, checkProtectedAreas } from './check-placement.js';
import { planItems } from './plan-items.js';
import type { RulePack, Violation } from './types.js';
import { toViolation, type Finding } from './violation-format.js';

const SEP = '\u0000';

function findingKey(f: Finding): string {
  return [f.rule.id, ...f.objectIds, f.edge ?? ''].join(SEP);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * What a plan breaks, unordered and without words: one finding per rule, objects and edge (a path
 * has one piece per segment: the worst piece counts). checkPlan turns them into violations; the
 * compliance report reads only their distances.
 */
export function planFindings(
  plot: Plot,
  plan: Plan,
  pack: RulePack,
  catalog: readonly LandscapeObject[] = catalogObjects,
): Finding[] {
  const ctx = new CheckContext(plot, planItems(plan, catalog));
  const findings: Finding[] = [];
  for (const rule of pack.rules) {
    switch (rule.kind) {
      case 'inside_plot':
        checkInsidePlot(rule, ctx, findings);
        break;
      case 'no_overlap':
        checkNoOverlap(rule, ctx, findings);
        break;
      case 'protected_area':
        checkProtectedAreas(rule, ctx, plot.protected_areas, findings);
        break;
      case 'edge_setback':
        checkEdgeSetback(rule, ctx, findings);
        break;
      case 'pair_distance':
        checkPairDistance(rule, ctx, findings);
        break;
      case 'neighbor_building':
        checkNeighborBuilding(rule, ctx, findings);
        break;
    }
  }
  const worst = new Map<string, Finding>();
  for (const f of findings) {
    const key = findingKey(f);
    const seen = worst.get(key);
    if (seen === undefined || f.required - f.actual > seen.required - seen.actual) worst.set(key, f);
  }
  return [...worst.values()];
}

/**
 * Checks a plan against a rule pack and lists what it breaks: errors first,
 * then by the rule's place in the pack, the object ids and the edge. Pure and deterministic; the
 * order of objects in the plan does not matter. Use packForPlot(plot) for the plot's pack with its
 * overrides. Invalid geometry (non-finite numbers, negative sizes) throws a RangeError.
 */
export function checkPlan(
  plot: Plot,
  plan: Plan,
  pack: RulePack,
  catalog: readonly LandscapeObject[] = catalogObjects,
): Violation[] {
  const order = new Map(pack.rules.map((r, i) => [r.id, i]));
  const rank = (f: Finding): number => (f.rule.severity === 'error' ? 0 : 1);
  return planFindings(plot, plan, pack, catalog)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        (order.get(a.rule.id) ?? 0) - (order.get(b.rule.id) ?? 0) ||
        compare(a.objectIds.join(SEP), b.objectIds.join(SEP)) ||
        (a.edge ?? -1) - (b.edge ?? -1),
    )
    .map(toViolation);
}
