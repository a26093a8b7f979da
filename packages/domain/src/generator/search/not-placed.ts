import { objectByCode } from '../../catalog/catalog-objects.js';
import type { LandscapeObject } from '../../model/catalog.js';
import type { Plan } from '../../model/plan.js';
import type { EdgeKind, Plot } from '../../model/plot.js';
import { selects } from '../../rules/plan-items.js';
import { metres } from '../../rules/violation-format.js';
import type { RulePack, Violation } from '../../rules/types.js';
import type { Item } from '../core/item.js';
import type { NotPlacedReason, ReasonNeed, ReasonObject, ReasonTarget } from '../core/reason-codes.js';
import type { NotPlaced } from '../core/types.js';

/** The most characters a not-placed reason takes in words (in any language). */
export const NOT_PLACED_REASON_MAX = 200;
/** The most a variant that still breaks an error rule (e.g. between locked objects) may score. */
export const ERROR_SCORE_CAP = 0.3;

/**
 * The score a user sees: the soft-goal score times the share of the selection that was placed, and
 * at most ERROR_SCORE_CAP while an error rule is broken, so an incomplete or unlawful plan never
 * looks like a good one.
 */
export function honestScore(soft: number, placed: number, selected: number, errors: number): number {
  const share = selected === 0 ? 1 : placed / selected;
  const score = soft * share;
  return errors > 0 ? Math.min(score, ERROR_SCORE_CAP) : score;
}

export interface Settled {
  readonly plan: Plan;
  readonly violations: Violation[];
  readonly notPlaced: NotPlaced[];
  /** Indices (into the items) of the objects left out. */
  readonly removed: ReadonlySet<number>;
}

interface Context {
  readonly plot: Plot;
  readonly pack: RulePack;
  readonly catalog: readonly LandscapeObject[];
  /** checkPlan on the plot, pack and catalog. */
  readonly check: (plan: Plan) => Violation[];
}

const isError = (v: Violation): boolean => v.severity === 'error';

/**
 * Leaves out objects until no error rule is broken: each time the movable object whose removal
 * clears the most errors (ties: the one placed last, i.e. the least important and smallest; then
 * the id), never a locked one. Every rule is about one object or a pair, so removing an object
 * clears exactly the violations naming it. `plan.objects[i]` is item i.
 */
export function settle(plan: Plan, violations: Violation[], items: readonly Item[], ctx: Context): Settled {
  let errors = violations.filter(isError);
  if (errors.length === 0) return { plan, violations, notPlaced: [], removed: new Set() };
  const indexOf = new Map(items.map((it) => [it.id, it.index]));
  const codes = new Map(plan.objects.map((o) => [o.id, o.landscape_object]));
  const codeOf = (id: string): string | undefined => codes.get(id);
  const removed = new Set<number>();
  const notPlaced: NotPlaced[] = [];
  for (;;) {
    const cleared = new Map<number, number>();
    for (const v of errors) {
      for (const id of new Set(v.object_ids)) {
        const i = indexOf.get(id);
        if (i === undefined || (items[i] as Item).locked !== undefined || removed.has(i)) continue;
        cleared.set(i, (cleared.get(i) ?? 0) + 1);
      }
    }
    let pick: Item | undefined;
    let most = 0;
    for (const [i, n] of cleared) {
      const it = items[i] as Item;
      const wins =
        pick === undefined ||
        n > most ||
        (n === most && (it.priority > pick.priority || (it.priority === pick.priority && it.id > pick.id)));
      if (wins) [pick, most] = [it, n];
    }
    if (pick === undefined) break;
    const gone = pick;
    const own = errors.filter((v) => v.object_ids.includes(gone.id));
    removed.add(gone.index);
    notPlaced.push({ id: gone.id, landscape_object: gone.code, because: reasonFor(gone, own, ctx, codeOf) });
    errors = errors.filter((v) => !v.object_ids.includes(gone.id));
  }
  const kept = { ...plan, objects: plan.objects.filter((_, i) => !removed.has(i)) };
  return { plan: kept, violations: ctx.check(kept), notPlaced, removed };
}

function objectOf(code: string, catalog: readonly LandscapeObject[]): ReasonObject {
  return { code, name: objectByCode(code, catalog)?.name ?? code.replaceAll('_', ' ') };
}

/** Centimetres, as the reason says them. */
const cm = (m: number): number => Number(metres(m));

/** The object's error setbacks from the kinds of edge this plot has, largest per kind: "5 m from the street". */
function setbacksOf(item: Item, ctx: Context): ReasonNeed[] {
  const kinds = new Set(ctx.plot.edges.map((e) => e.kind));
  const most = new Map<EdgeKind, number>();
  for (const rule of ctx.pack.rules) {
    if (rule.kind !== 'edge_setback' || rule.severity !== 'error' || rule.value_m <= 0) continue;
    if (!selects(rule.applies_to, item.tags)) continue;
    for (const kind of rule.edge_kinds) {
      if (kinds.has(kind)) most.set(kind, Math.max(most.get(kind) ?? 0, rule.value_m));
    }
  }
  return [...most].map(([edge, m]) => ({ code: 'distance', m: cm(m), from: { kind: 'edge', edge } }));
}

/** What the object needed that a violation says it did not get, e.g. "3 m from the house". */
function need(
  item: Item,
  v: Violation,
  ctx: Context,
  codeOf: (id: string) => string | undefined,
): ReasonNeed | ReasonNeed[] {
  const rule = ctx.pack.rules.find((r) => r.id === v.rule_id);
  const distance = (target: ReasonTarget): ReasonNeed =>
    v.required_m > 0
      ? { code: 'distance', m: cm(v.required_m), from: target }
      : { code: 'clear_of', of: target };
  if (rule?.kind === 'inside_plot') {
    // Left outside: what kept it from every spot inside is its setbacks from the plot's edges.
    const setbacks = setbacksOf(item, ctx);
    return setbacks.length === 0 ? [{ code: 'room_inside' }] : setbacks;
  }
  if (rule?.kind === 'protected_area') return distance({ kind: 'protected_area' });
  if (rule?.kind === 'neighbor_building') return distance({ kind: 'neighbour_building' });
  if (v.edge !== undefined)
    return distance({ kind: 'edge', edge: ctx.plot.edges[v.edge]?.kind ?? 'unknown' });
  const other = v.object_ids.find((id) => id !== item.id);
  const code = other === undefined ? undefined : codeOf(other);
  if (code === undefined)
    return rule === undefined ? { code: 'room' } : { code: 'rule', rule_id: rule.id, title: rule.title };
  return distance({ kind: 'object', object: objectOf(code, ctx.catalog), same: code === item.code });
}

/**
 * "The swimming pool needs 3 m from the neighbour boundary and 2 m from the house: there was no
 * such spot left.", as a code: each need once, in the order the violations give them.
 */
function reasonFor(
  item: Item,
  own: readonly Violation[],
  ctx: Context,
  codeOf: (id: string) => string | undefined,
): NotPlacedReason {
  const seen = new Map<string, ReasonNeed>();
  for (const n of own.flatMap((v) => need(item, v, ctx, codeOf))) {
    const key = JSON.stringify(n);
    if (!seen.has(key)) seen.set(key, n);
  }
  return { code: 'needs', object: objectOf(item.code, ctx.catalog), needs: [...seen.values()] };
}
