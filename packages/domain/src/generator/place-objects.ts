import { catalogObjects } from '../catalog/catalog-objects.js';
import type { Point } from '../geometry/index.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { PlacedObject, Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { checkPlan } from '../rules/check-plan.js';
import type { RulePack, Violation } from '../rules/types.js';
import { generatePlans } from './generate-plans.js';
import { onKeepClear } from './search/circulation.js';
import type { Item } from './core/item.js';
import { buildItems } from './zones/items.js';
import { Layout } from './search/layout.js';
import { ERROR_COST, PenaltyModel } from './goals/penalty.js';
import { pathStrips } from './paths/path-strips.js';
import { plotFrame } from './core/plot-frame.js';
import { compileRules } from './core/rule-model.js';
import { SoftGoals } from './goals/soft-goals.js';
import type { Objective, ToPlace } from './core/types.js';

export interface PlaceOptions {
  readonly pack: RulePack;
  readonly catalog?: readonly LandscapeObject[];
  /** Integer seed (default 1): the same inputs and seed give the same answer. */
  readonly seed?: number;
  /** Search effort multiplier (default 1). */
  readonly effort?: number;
  /**
   * A cost of the placed objects (all of the plan's, the placed ones by their ids) to minimise, about
   * 0..1: where the objects should go (near the south fence, in the sun). Without it the generator's
   * own soft goals decide.
   */
  readonly objective?: Objective;
  /** Work out the refusal's rule and nearest spot (default true); false: only the object. */
  readonly explain?: boolean;
}

/** Why an object could not be placed: the rule that blocks it where it was wanted, and the nearest spot that works. */
export interface PlaceRefusal {
  /** The object that found no spot (the first such, in the order given). */
  readonly object_id: string;
  /** The error rule it breaks at the spot it was wanted at (its given x, y); undefined when none there. */
  readonly rule?: { readonly id: string; readonly title: string };
  /** The nearest centre to the wanted spot where it breaks no error rule with the plan as it stands. */
  readonly nearest?: Point;
}

export type PlaceResult =
  | {
      readonly kind: 'placed';
      /** The plan with the objects placed: moved ones in their place in the list, new ones after. */
      readonly plan: Plan;
      /** The objects as placed (ids, sizes and labels as given), in the order given. */
      readonly placed: readonly PlacedObject[];
    }
  | { readonly kind: 'refused'; readonly refusal: PlaceRefusal };

/** Grid points looked at for the nearest spot that works. */
const NEAREST_POINTS = 2000;

const errorsOf = (violations: readonly Violation[], id: string): Violation[] =>
  violations.filter((v) => v.severity === 'error' && v.object_ids.includes(id));

/**
 * Some objects placed on a plan through the generator's own engine (issue 25: the assistant places
 * as generating does): the plan's other objects stay exactly where they are (locked), and each of
 * `objects` (a new one, or one of the plan's by its id, moved) gets a spot where it breaks no error
 * rule, keeping its id, code, size and label. When some object cannot be placed, the refusal names
 * the rule that blocks it at the spot it was wanted at (its given centre) and the nearest spot that
 * works. Pure and deterministic for the same inputs and seed.
 */
export function placeObjects(
  plot: Plot,
  plan: Plan,
  objects: readonly ToPlace[],
  options: PlaceOptions,
): PlaceResult {
  const catalog = options.catalog ?? catalogObjects;
  const moving = new Set(objects.map((o) => o.object.id));
  const fixed = plan.objects.filter((o) => !moving.has(o.id));
  const [best] = generatePlans(plot, [], options.pack, {
    variants: 1,
    seed: options.seed ?? 1,
    effort: options.effort ?? 1,
    locked: fixed,
    place: objects,
    clearOf: plan.paths ?? [],
    catalog,
    ...(options.objective === undefined ? {} : { objective: options.objective }),
  });
  const paths = plan.paths ?? [];
  const spots = new Map((best?.plan.objects ?? []).map((o) => [o.id, o]));
  const found = objects.flatMap(({ object }) => {
    const at = spots.get(object.id);
    return at === undefined ? [] : [{ ...object, x: at.x, y: at.y, rotation_deg: at.rotation_deg }];
  });
  // Checked with the plan's own paths, which the search kept clear of (polishing may not have).
  const errors = checkPlan(plot, { objects: [...fixed, ...found], paths }, options.pack, catalog).filter(
    (v) => v.severity === 'error',
  );
  const placed: (PlacedObject | undefined)[] = objects.map(({ object }) => {
    const at = found.find((o) => o.id === object.id);
    return at !== undefined && !errors.some((v) => v.object_ids.includes(object.id)) ? at : undefined;
  });
  // What the search left out goes to the spot nearest where it was wanted (its given centre) that
  // breaks no error rule with what stands, one by one in the order given: the same rule model and
  // checker, a greedy step the search's settling does not take.
  objects.forEach(({ object }, i) => {
    if (placed[i] !== undefined) return;
    const standing = [...fixed, ...placed.filter((o): o is PlacedObject => o !== undefined)];
    const at = nearestSpot(plot, { objects: standing, paths }, object, options.pack, catalog);
    if (at !== undefined) placed[i] = { ...object, x: at[0], y: at[1] };
  });
  const missing = objects.findIndex((_, i) => placed[i] === undefined);
  if (missing < 0) {
    const byId = new Map((placed as PlacedObject[]).map((o) => [o.id, o]));
    const added = (placed as PlacedObject[]).filter((o) => !plan.objects.some((p) => p.id === o.id));
    const next = { ...plan, objects: [...plan.objects.map((o) => byId.get(o.id) ?? o), ...added] };
    return { kind: 'placed', plan: next, placed: placed as PlacedObject[] };
  }
  const lacking = (objects[missing] as ToPlace).object;
  // Against the plan as it stands with what did find a spot: the others that found none left out.
  const standing = [...fixed, ...placed.filter((o): o is PlacedObject => o !== undefined)];
  if (options.explain === false) return { kind: 'refused', refusal: { object_id: lacking.id } };
  return {
    kind: 'refused',
    refusal: placeRefusal(plot, { objects: standing, paths }, lacking, options.pack, catalog),
  };
}

/** The rule that blocks `object` at its own centre among `standing`, and the nearest spot that works (the grid point nearest it where it breaks no error rule). */
export function placeRefusal(
  plot: Plot,
  standing: Plan,
  object: PlacedObject,
  pack: RulePack,
  catalog: readonly LandscapeObject[],
): PlaceRefusal {
  const there = errorsOf(
    checkPlan(plot, { ...standing, objects: [...standing.objects, object] }, pack, catalog),
    object.id,
  );
  const rule = pack.rules.find((r) => r.id === there[0]?.rule_id);
  const nearest = nearestSpot(plot, standing, object, pack, catalog);
  return {
    object_id: object.id,
    ...(rule === undefined ? {} : { rule: { id: rule.id, title: rule.title } }),
    ...(nearest === undefined ? {} : { nearest }),
  };
}

/**
 * The grid point nearest the object's centre (in its own turn, or a quarter turn) where the rule
 * model sees no error with what stands, confirmed by checkPlan; undefined when none of the
 * NEAREST_POINTS nearest grid points is such.
 */
function nearestSpot(
  plot: Plot,
  standing: Plan,
  object: PlacedObject,
  pack: RulePack,
  catalog: readonly LandscapeObject[],
): Point | undefined {
  const frame = plotFrame(plot);
  const { items, subjects } = buildItems([], standing.objects, catalog, frame.axisDeg, undefined, [
    { object, keepRotation: true },
  ]);
  const penalty = new PenaltyModel(frame, compileRules(pack, plot, frame.edges, subjects));
  const layout = new Layout(items, penalty, new SoftGoals(frame, items, {}));
  layout.keepClear.push(...pathStrips(standing.paths ?? []));
  const i = items.length - 1;
  const item = items[i] as Item;
  const sorted = [...frame.grid].sort(
    (p, q) => Math.hypot(p[0] - object.x, p[1] - object.y) - Math.hypot(q[0] - object.x, q[1] - object.y),
  );
  for (const [x, y] of sorted.slice(0, NEAREST_POINTS)) {
    const body = layout.bodyFor(i, x, y, object.rotation_deg);
    if (layout.contribution(i, body) >= ERROR_COST || onKeepClear(layout, item, body)) continue;
    const moved = { ...object, x: body.x, y: body.y };
    const plan = { ...standing, objects: [...standing.objects, moved] };
    if (errorsOf(checkPlan(plot, plan, pack, catalog), object.id).length === 0) return [body.x, body.y];
  }
  return undefined;
}
