import { objectByCode } from '../catalog/catalog-objects.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { selects } from '../rules/plan-items.js';
import { metres } from '../rules/violation-format.js';
import type { RulePack, Violation } from '../rules/types.js';
import type { Item } from './items.js';

/** A selected object the generator left out because no spot kept the rules, and why in words. */
export interface NotPlaced {
  readonly id: string;
  readonly landscape_object: string;
  /** One sentence, at most NOT_PLACED_REASON_MAX characters. */
  readonly reason: string;
}

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
    notPlaced.push({ id: gone.id, landscape_object: gone.code, reason: reasonFor(gone, own, ctx, codeOf) });
    errors = errors.filter((v) => !v.object_ids.includes(gone.id));
  }
  const kept = { ...plan, objects: plan.objects.filter((_, i) => !removed.has(i)) };
  return { plan: kept, violations: ctx.check(kept), notPlaced, removed };
}

const EDGE_WORDS: Readonly<Record<string, string>> = {
  neighbor: 'the neighbour boundary',
  street: 'the street',
  driveway: 'the driveway',
  forest: 'the forest edge',
  water: 'the water',
  field: 'the field side',
  unknown: 'the boundary',
};

function nameOf(code: string, catalog: readonly LandscapeObject[]): string {
  const name = objectByCode(code, catalog)?.name ?? code.replaceAll('_', ' ');
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The object's error setbacks from the kinds of edge this plot has, largest per kind: "5 m from the street". */
function setbacksOf(item: Item, ctx: Context): string[] {
  const kinds = new Set(ctx.plot.edges.map((e) => e.kind));
  const most = new Map<string, number>();
  for (const rule of ctx.pack.rules) {
    if (rule.kind !== 'edge_setback' || rule.severity !== 'error' || rule.value_m <= 0) continue;
    if (!selects(rule.applies_to, item.tags)) continue;
    for (const kind of rule.edge_kinds) {
      if (kinds.has(kind)) most.set(kind, Math.max(most.get(kind) ?? 0, rule.value_m));
    }
  }
  return [...most].map(([kind, m]) => `${metres(m)} m from ${EDGE_WORDS[kind] ?? 'the boundary'}`);
}

/** What the object needed that a violation says it did not get, e.g. "3 m from the house". */
function need(
  item: Item,
  v: Violation,
  ctx: Context,
  codeOf: (id: string) => string | undefined,
): string | string[] {
  const rule = ctx.pack.rules.find((r) => r.id === v.rule_id);
  const distance = (what: string): string =>
    v.required_m > 0 ? `${metres(v.required_m)} m from ${what}` : `a spot clear of ${what}`;
  if (rule?.kind === 'inside_plot') {
    // Left outside: what kept it from every spot inside is its setbacks from the plot's edges.
    const setbacks = setbacksOf(item, ctx);
    return setbacks.length === 0 ? ['room inside the plot'] : setbacks;
  }
  if (rule?.kind === 'protected_area') return distance('a protected area');
  if (rule?.kind === 'neighbor_building') return distance("the neighbour's building");
  if (v.edge !== undefined)
    return distance(EDGE_WORDS[ctx.plot.edges[v.edge]?.kind ?? 'unknown'] ?? 'the boundary');
  const other = v.object_ids.find((id) => id !== item.id);
  const code = other === undefined ? undefined : codeOf(other);
  if (code === undefined) return rule === undefined ? 'room' : rule.title.toLowerCase();
  return distance(
    code === item.code ? `another ${nameOf(code, ctx.catalog)}` : `the ${nameOf(code, ctx.catalog)}`,
  );
}

/**
 * "The swimming pool needs 3 m from the neighbour boundary and 2 m from the house: there was no
 * such spot left." Needs are listed once each and cut (with "and more") to keep the sentence short.
 */
function reasonFor(
  item: Item,
  own: readonly Violation[],
  ctx: Context,
  codeOf: (id: string) => string | undefined,
): string {
  const needs = [...new Set(own.flatMap((v) => need(item, v, ctx, codeOf)))];
  const head = `The ${nameOf(item.code, ctx.catalog)} needs `;
  const tail = ': there was no such spot left.';
  for (let n = needs.length; n >= 1; n--) {
    const listed = needs.slice(0, n);
    const more = n < needs.length;
    const list = more
      ? `${listed.join(', ')} and more`
      : listed.length === 1
        ? (listed[0] as string)
        : `${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1] as string}`;
    const sentence = `${head}${list}${tail}`;
    if (sentence.length <= NOT_PLACED_REASON_MAX) return sentence;
  }
  return `The ${nameOf(item.code, ctx.catalog)} did not fit anywhere the rules allow.`.slice(
    0,
    NOT_PLACED_REASON_MAX,
  );
}
