// Placing objects with the layout generator. Each free object gets a catalog entry of its own (its
// code plus "~n", same tags and fire class, its own size and height), so the generator places it with
// its real size, the rules see it as its real kind, and its result maps back without ambiguity.
import {
  objectByCode,
  generatePlans,
  type SelectionItem,
  type LandscapeObject,
  type PlacedObject,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import type { Pull } from './compass.js';
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

const SYNTH = '~';

const quarterTurn = (deg: number): number | undefined => {
  const q = Math.round(deg / 90);
  return Math.abs(deg - q * 90) < 1e-9 ? (((q % 4) + 4) % 4) * 90 : undefined;
};

/** Whether the generator can place it: a kept turn must be a multiple of 90 degrees. */
export function generatorCanPlace(f: FreeObject): boolean {
  return f.object.shape === 'circle' || !f.keepRotation || quarterTurn(f.object.rotation_deg) !== undefined;
}

function entryFor(f: FreeObject, index: number, catalog: readonly LandscapeObject[]): LandscapeObject {
  const o = f.object;
  const base = objectByCode(o.landscape_object, catalog);
  // A kept quarter turn is placed unturned with width and depth swapped: the same footprint.
  const swap = o.shape === 'rect' && f.keepRotation && (quarterTurn(o.rotation_deg) ?? 0) % 180 === 90;
  const [width, depth] = swap ? [o.depth, o.width] : [o.width, o.depth];
  return {
    id: -1 - index,
    code: `${o.landscape_object}${SYNTH}${index}`,
    name: base?.name ?? o.landscape_object,
    object_type: base?.object_type ?? 0,
    description: '',
    shape: o.shape,
    width,
    depth,
    min_width: width,
    max_width: width,
    min_depth: depth,
    max_depth: depth,
    height_m: o.height_m,
    rotatable: o.shape === 'rect' && !f.keepRotation && (base?.rotatable ?? true),
    sun: base?.sun ?? 'any',
    ...(base?.fire_class === undefined ? {} : { fire_class: base.fire_class }),
    tags: base?.tags ?? [],
    color: base?.color ?? '#888888',
    icon: base?.icon ?? '',
    sources: [],
  };
}

/** The free object at the generator's spot for it, with its own id, size and label. */
function mapBack(f: FreeObject, g: PlacedObject): PlacedObject {
  const o = f.object;
  const rotation_deg = o.shape === 'circle' || f.keepRotation ? o.rotation_deg : g.rotation_deg;
  return { ...o, x: g.x, y: g.y, rotation_deg };
}

/**
 * The free objects placed by generatePlans around the fixed ones (locked), minimising the mean of
 * their pulls, or undefined when some cannot be placed by it (see generatorCanPlace). The result is
 * not checked here: the caller holds it against the rules.
 */
export function placeWithGenerator(
  context: AssistantContext,
  fixed: readonly PlacedObject[],
  free: readonly FreeObject[],
  seed: number,
): PlacedObject[] | undefined {
  if (free.length === 0 || !free.every(generatorCanPlace)) return undefined;
  const entries = free.map((f, i) => entryFor(f, i, context.catalog));
  const selection: SelectionItem[] = entries.map((e) => ({ landscape_object: e.code, count: 1 }));
  // Free object by its synthetic code; the locked objects' codes are not in it.
  const byCode = new Map(entries.map((e, i) => [e.code, i]));
  const pulled = free.some((f) => f.pull !== undefined);
  const tree = free.map((f) => isTreeCode(f.object.landscape_object, context.catalog));
  // Called at every step of the generator's search: a map look-up per object, nothing parsed.
  const objective = (objects: readonly PlacedObject[]): number => {
    let total = 0;
    for (const o of objects) {
      const i = byCode.get(o.landscape_object);
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
  const [best] = generatePlans(context.plot, selection, context.pack, {
    variants: 1,
    seed,
    effort: GENERATOR_EFFORT,
    locked: fixed,
    catalog: [...context.catalog, ...entries],
    ...(pulled ? { objective } : {}),
  });
  if (best === undefined) return undefined;
  const placed: (PlacedObject | undefined)[] = free.map(() => undefined);
  for (const g of best.plan.objects) {
    const i = byCode.get(g.landscape_object);
    const f = i === undefined ? undefined : free[i];
    if (i !== undefined && f !== undefined) placed[i] = mapBack(f, g);
  }
  return placed.every((p) => p !== undefined) ? (placed as PlacedObject[]) : undefined;
}
