// Placing objects with the layout generator's own engine: the domain's placeObjects (issue 25),
// which places each object with its own id, code and size, the rest of the plan locked.
import {
  placeObjects as placeInDomain,
  type PlacedObject,
  type PlaceRefusal,
  type ToPlace,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import type { Pull } from './compass.js';
import { wantedSpot } from './wanted-spot.js';
import { crownExcess, crownOf, isTreeCode } from './tree-crown.js';

/** An object to place: as it will be saved (id, size, label...), its spot being a starting point. */
export interface FreeObject {
  readonly object: PlacedObject;
  /** Keep object.rotation_deg; otherwise the usual turns of its kind (0 and 90 degrees...) are tried. */
  readonly keepRotation: boolean;
  /** Where it should go (0 best); without one the generator's own soft goals decide. */
  readonly pull?: Pull;
}

/** Search effort per generator call: modest, so that a command stays well under a second. */
export const GENERATOR_EFFORT = 0.25;

/**
 * Cost per metre a tree's crown reaches past its limits (tree-crown.ts), added to the pulls: well
 * above a pull's 0..1, well below a rule error's 10, so the search steers crowns back over the plot.
 */
export const CROWN_PENALTY_PER_M = 2;

const quarterTurn = (deg: number): number | undefined => {
  const q = Math.round(deg / 90);
  return Math.abs(deg - q * 90) < 1e-9 ? (((q % 4) + 4) % 4) * 90 : undefined;
};

/** Whether the generator can place it: a kept turn must be a multiple of 90 degrees. */
export function generatorCanPlace(f: FreeObject): boolean {
  return f.object.shape === 'circle' || !f.keepRotation || quarterTurn(f.object.rotation_deg) !== undefined;
}

/** The objective of the free objects' pulls and tree crowns, by id: the mean over them. */
function objectiveFor(context: AssistantContext, free: readonly FreeObject[]) {
  const byId = new Map(free.map((f, i) => [f.object.id, i]));
  const tree = free.map((f) => isTreeCode(f.object.landscape_object, context.catalog));
  // Called at every step of the generator's search: a map look-up per object, nothing parsed.
  return (objects: readonly PlacedObject[]): number => {
    let total = 0;
    for (const o of objects) {
      const i = byId.get(o.id);
      if (i === undefined) continue;
      const pull = free[i]?.pull;
      if (pull !== undefined) total += pull(o);
      if (tree[i] === true) {
        const { centre, radius } = crownOf(o);
        total += CROWN_PENALTY_PER_M * crownExcess(context.plot, centre, radius);
      }
    }
    return total / free.length;
  };
}

/** What the generator's engine made of the free objects: all placed, or why not. */
export type GeneratorPlacing =
  | { readonly kind: 'placed'; readonly placed: PlacedObject[] }
  | { readonly kind: 'refused'; readonly refusal: PlaceRefusal };

/**
 * The free objects placed by the domain's placeObjects around the fixed ones (locked), minimising
 * the mean of their pulls (and crowns past their limits); undefined when some cannot be placed by it
 * (see generatorCanPlace). The result is not checked here: the caller holds it against the rules.
 */
export function placeWithGenerator(
  context: AssistantContext,
  fixed: readonly PlacedObject[],
  free: readonly FreeObject[],
  seed: number,
): PlacedObject[] | undefined {
  const placing = placeByGenerator(context, fixed, free, seed);
  return placing?.kind === 'placed' ? placing.placed : undefined;
}

/** placeWithGenerator, with the domain's refusal (the blocking rule, the nearest spot) when it fails. */
export function placeByGenerator(
  context: AssistantContext,
  fixed: readonly PlacedObject[],
  free: readonly FreeObject[],
  seed: number,
): GeneratorPlacing | undefined {
  if (free.length === 0 || !free.every(generatorCanPlace)) return undefined;
  const pulled = free.some((f) => f.pull !== undefined);
  // Each where its pull likes best: what the search leaves out goes to the nearest spot that works.
  const objects: ToPlace[] = free.map((f) => {
    const [x, y] = wantedSpot(context, f.object, f.pull);
    return { object: { ...f.object, x, y }, keepRotation: f.keepRotation };
  });
  const result = placeInDomain(context.plot, { objects: [...fixed] }, objects, {
    pack: context.pack,
    catalog: context.catalog,
    seed,
    effort: GENERATOR_EFFORT,
    // The caller words a refusal itself (place/refusal.ts), once all ways of placing have failed.
    explain: false,
    ...(pulled ? { objective: objectiveFor(context, free) } : {}),
  });
  if (result.kind === 'refused') return result;
  // The free objects in `free` order, each as given but for its spot (and turn, when not kept).
  const spots = new Map(result.placed.map((o) => [o.id, o]));
  const placed = free.map((f) => {
    const g = spots.get(f.object.id);
    if (g === undefined) return undefined;
    const o = f.object;
    const rotation_deg = o.shape === 'circle' || f.keepRotation ? o.rotation_deg : g.rotation_deg;
    return { ...o, x: g.x, y: g.y, rotation_deg };
  });
  return placed.every((p) => p !== undefined)
    ? { kind: 'placed', placed: placed as PlacedObject[] }
    : undefined;
}
