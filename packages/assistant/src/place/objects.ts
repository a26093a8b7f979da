import { accessReach, withPathNetwork, type PlacedObject, type Plan, type Violation } from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { plotScale, pointPull } from './compass.js';
import { placeWithGenerator, type FreeObject } from './generator.js';
import { checkContextPlan, keepsRules } from './guard.js';
import { placeOnSpots } from './spots.js';
import { crownFits } from './tree-crown.js';

export interface PlaceRequest {
  readonly context: AssistantContext;
  /** checkPlan of the plan before the command: its errors may stay, no other may appear. */
  readonly before: readonly Violation[];
  /** The objects that stay exactly as they are. */
  readonly fixed: readonly PlacedObject[];
  readonly free: readonly FreeObject[];
  /** The whole plan with the free objects placed (in `free` order). */
  readonly compose: (placed: readonly PlacedObject[]) => Plan;
  /** Try the free objects exactly as given first (a shift's target, a swap's exchanged spots). */
  readonly tryAsIs?: boolean;
}

export interface Placed {
  readonly plan: Plan;
  /** The free objects as placed, in `free` order. */
  readonly placed: readonly PlacedObject[];
}

/** Generator attempts (seed, seed + 1000...) before the spot search takes over. */
const GENERATOR_ATTEMPTS = 2;

/**
 * The generator's layout with each tree whose crown does not fit moved by the spot search to the
 * nearest spot where it does (or its pull's best), the rest kept: the generator without an objective
 * does not know the crown limits, and a nudge is cheaper than a new search. Undefined when one of
 * them finds no spot.
 */
function fitCrowns(
  req: PlaceRequest,
  placed: readonly PlacedObject[] | undefined,
): readonly PlacedObject[] | undefined {
  const { context, before, fixed, free } = req;
  if (placed === undefined) return undefined;
  const fits = placed.map((o) => crownFits(context.plot, o, context.catalog));
  if (fits.every(Boolean)) return placed;
  const kept = placed.filter((_, i) => fits[i]);
  const misfits = free.flatMap((f, i) =>
    fits[i] === false ? [{ ...f, object: placed[i] ?? f.object }] : [],
  );
  const moved = placeOnSpots(context, before, [...fixed, ...kept], misfits);
  if (moved === undefined) return undefined;
  let next = 0;
  return placed.map((o, i) => (fits[i] === true ? o : (moved[next++] ?? o)));
}

/**
 * The free objects placed so that the plan gains no error and every free tree's crown fits
 * (tree-crown.ts): as given (when asked), else by the generator pulled where they should go (a tree
 * whose crown does not fit there nudged, see fitCrowns), else spot by spot with the checker.
 * Undefined when none of these finds such a layout. Deterministic for the same request and context
 * seed.
 */
export function placeObjects(req: PlaceRequest): Placed | undefined {
  const { context, before, fixed, free } = req;
  const accept = (placed: readonly PlacedObject[] | undefined): Placed | undefined =>
    placed === undefined ? undefined : settlePlaced(req, placed);
  if (req.tryAsIs === true) {
    const asIs = accept(free.map((f) => f.object));
    if (asIs !== undefined) return asIs;
  }
  for (let a = 0; a < GENERATOR_ATTEMPTS; a++) {
    const result = accept(fitCrowns(req, placeWithGenerator(context, fixed, free, context.seed + 1000 * a)));
    if (result !== undefined) return result;
  }
  return accept(placeOnSpots(context, before, fixed, free));
}

/**
 * The free objects as placed (in `free` order) made into the whole plan, when every tree's crown fits
 * and the plan gains no error: the old paths kept when they still keep the rules and reach all they
 * reached, else laid anew around the objects. Undefined when neither keeps the rules.
 */
export function settlePlaced(req: PlaceRequest, placed: readonly PlacedObject[]): Placed | undefined {
  const { context, before, compose } = req;
  if (!placed.every((o) => crownFits(context.plot, o, context.catalog))) return undefined;
  const plan = compose(placed);
  const keeps = keepsRules(context, before, plan);
  // Old paths that still keep the rules and still reach all they reached stay as they are.
  if (keeps && !losesReach(context, plan)) return { plan, placed };
  const relaid = withPathsFollowing(context, plan);
  if (relaid !== undefined && keepsRules(context, before, relaid)) return { plan: relaid, placed };
  return keeps ? { plan, placed } : undefined;
}

/**
 * The plan's paths laid anew around its objects (the generator's path network, as a new layout gets
 * it), when the plan has paths: they led to where things were, and a placed object may stand on
 * one. Undefined when the plan has none, or when the new network reaches less than the old one did
 * (an object it reached is left without a path).
 */
function withPathsFollowing(context: AssistantContext, plan: Plan): Plan | undefined {
  if ((context.plan.paths ?? []).length === 0) return undefined;
  const { plot, pack, catalog } = context;
  const relaid = withPathNetwork(plot, { objects: plan.objects }, pack, catalog).plan;
  return losesReach(context, relaid) ? undefined : relaid;
}

/**
 * Whether the plan's paths leave an object of the current plan without a path that the current
 * plan's paths reached (path-reach as the generator's access goal counts it). False without paths.
 */
function losesReach(context: AssistantContext, plan: Plan): boolean {
  if ((context.plan.paths ?? []).length === 0) return false;
  const { plot, catalog } = context;
  const was = new Set(accessReach(plot, context.plan, catalog).missing);
  const ids = new Set(context.plan.objects.map((o) => o.id));
  return accessReach(plot, plan, catalog).missing.some((id) => ids.has(id) && !was.has(id));
}

/**
 * Some of the plan's own objects (the free ones, matched by id) placed anew, every other object staying
 * exactly as it is; see placeObjects.
 */
export function placeAnew(
  context: AssistantContext,
  free: readonly FreeObject[],
  tryAsIs: boolean,
): Placed | undefined {
  const ids = new Set(free.map((f) => f.object.id));
  return placeObjects({
    context,
    before: checkContextPlan(context, context.plan),
    fixed: context.plan.objects.filter((o) => !ids.has(o.id)),
    free,
    compose: (placed) => replaceObjects(context.plan, placed),
    tryAsIs,
  });
}

/**
 * Changed plan objects (turned, resized, swapped) exactly as given, else each nudged as little as the
 * rules allow, keeping its turn; undefined when no such spot is found.
 */
export function settleObjects(
  context: AssistantContext,
  changed: readonly PlacedObject[],
): Placed | undefined {
  const scale = plotScale(context.plot);
  const free = changed.map((o) => ({ object: o, keepRotation: true, pull: pointPull([o.x, o.y], scale) }));
  return placeAnew(context, free, true);
}

/** The plan with some objects replaced (by id, keeping their place in the list) and others added. */
export function replaceObjects(
  plan: Plan,
  replaced: readonly PlacedObject[],
  added: readonly PlacedObject[] = [],
): Plan {
  const byId = new Map(replaced.map((o) => [o.id, o]));
  return { ...plan, objects: [...plan.objects.map((o) => byId.get(o.id) ?? o), ...added] };
}
