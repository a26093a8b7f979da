import { DISTANCE_EPS, type CheckContext } from './check-context.js';
import { selects, type PlanItem } from './plan-items.js';
import { closestPoints } from './separation.js';
import { boxGap, boxMiddle } from './spatial-grid.js';
import type { NoOverlapRule, PairDistanceRule, Rule } from './types.js';
import {
  demand,
  midpoint,
  object,
  relation,
  subject,
  type Finding,
  type LengthWords,
} from './violation-format.js';

function pairFinding(
  rule: Rule,
  subj: PlanItem,
  other: PlanItem,
  actual: number,
  required: number,
  say: LengthWords,
): Finding {
  const describe = () => {
    const message = `${subject(subj)} ${relation(actual, object(other), say)}; ${demand(rule, required, actual, say)}`;
    if (actual <= 0) return { message, at: boxMiddle(subj.box, other.box) };
    const line = closestPoints(subj.shape, other.shape);
    return { message, at: midpoint(...line), line };
  };
  return { rule, objectIds: [subj.id, other.id], required, actual, describe };
}

/**
 * Objects matching `to` closer than value_m to objects matching `applies_to`. Only pairs whose
 * boxes are within reach are measured: a direct scan when both sides are few (a house and a
 * sauna), the spatial grid otherwise. Each unordered pair is measured once.
 */
export function checkPairDistance(rule: PairDistanceRule, ctx: CheckContext, out: Finding[]): void {
  const { items } = ctx;
  const from = items.filter((it) => selects(rule.applies_to, it.tags));
  const to = items.filter((it) => selects(rule.to, it.tags));
  if (from.length === 0 || to.length === 0) return;
  const isTo = new Uint8Array(items.length);
  for (const b of to) isTo[b.index] = 1;
  const seen = new Set<number>();
  const visit = (a: PlanItem, b: PlanItem): void => {
    // Pieces of one path share its id and never count against each other.
    if (b.id === a.id) return;
    const key = Math.min(a.index, b.index) * items.length + Math.max(a.index, b.index);
    if (seen.has(key)) return;
    seen.add(key);
    const actual = ctx.separationBelow(a.index, b.index, rule.value_m - DISTANCE_EPS);
    if (actual !== undefined) out.push(pairFinding(rule, b, a, actual, rule.value_m, ctx.say));
  };
  const direct = from.length * to.length <= 4 * items.length;
  for (const a of from) {
    if (direct) {
      for (const b of to) if (boxGap(a.box, b.box) <= rule.value_m) visit(a, b);
    } else {
      ctx.grid.near(a.box, rule.value_m, (j) => {
        if (isTo[j] === 1) visit(a, ctx.item(j));
      });
    }
  }
}

/**
 * Overlaps and gaps under value_m between matching objects. Flush objects (paving) need no gap
 * and may overlap each other; the subject of a finding is the pair's smaller id, for stable output.
 */
export function checkNoOverlap(rule: NoOverlapRule, ctx: CheckContext, out: Finding[]): void {
  const { items } = ctx;
  const inRule = items.map((it) => selects(rule.applies_to, it.tags));
  const flush = items.map((it) => selects(rule.flush, it.tags));
  for (const a of items) {
    if (!inRule[a.index]) continue;
    ctx.grid.near(a.box, rule.value_m, (j) => {
      const b = ctx.item(j);
      if (j <= a.index || !inRule[j] || b.id === a.id || (flush[a.index] && flush[j])) return;
      const required = flush[a.index] || flush[j] ? 0 : rule.value_m;
      const actual = ctx.separationBelow(a.index, j, required - DISTANCE_EPS);
      if (actual === undefined) return;
      const [s, o] = a.id <= b.id ? [a, b] : [b, a];
      out.push(pairFinding(rule, s, o, actual, required, ctx.say));
    });
  }
}
