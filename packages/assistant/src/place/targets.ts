// A Placement made concrete for one object: the pull that scores its spots, and for a shift or
// "north of the house" the exact spot asked for (tried first).
import type { Point, PlacedObject, Plan } from '@plotplan/domain';
import type { Placement } from '../commands/index.js';
import type { AssistantContext } from '../outcome.js';
import {
  awayPull,
  besideTarget,
  compassVector,
  nearPull,
  plotScale,
  pointPull,
  sidePull,
  type Pull,
} from './compass.js';
import { resolveRef } from './resolve-refs.js';
import { sunniestArea, type SunArea } from './sunniest.js';

export type Target =
  | {
      readonly kind: 'target';
      readonly pull: Pull;
      /** The exact centre asked for, when the placement names one. */
      readonly spot?: Point;
      /** The objects the placement is relative to (near, away from, beside). */
      readonly refs: readonly PlacedObject[];
      /** The sunniest area aimed at (a sunniest placement on a plot with a location). */
      readonly sun?: SunArea;
      /** What the reply should say about how the target was chosen (a fallback). */
      readonly note?: string;
    }
  | { readonly kind: 'reply'; readonly text: string };

/** A target found (not a reply). */
export type Aim = Extract<Target, { kind: 'target' }>;

/**
 * The target of `placement` for object `o` (its current or starting spot) on the context's plan;
 * `movingIds`: the objects being placed, which cannot be their own reference.
 */
export function placementTarget(
  placement: Placement,
  o: PlacedObject,
  context: AssistantContext,
  movingIds: ReadonlySet<string> = new Set(),
): Target {
  const { plot } = context;
  const scale = plotScale(plot);
  switch (placement.kind) {
    case 'side':
      return { kind: 'target', pull: sidePull(plot, placement.side), refs: [] };
    case 'sunniest':
      return sunniestTarget(context, [o], movingIds);
    case 'shift': {
      const [ux, uy] = compassVector(placement.direction, plot.north_deg);
      const d = placement.distance_m;
      const spot: Point = [o.x + ux * d, o.y + uy * d];
      return { kind: 'target', pull: pointPull(spot, scale), spot, refs: [] };
    }
    case 'near':
    case 'away_from':
    case 'beside': {
      const plan: Plan = { objects: context.plan.objects.filter((x) => !movingIds.has(x.id)) };
      const found = resolveRef(placement.ref, plan);
      if (found.kind === 'none') {
        const itself = resolveRef(placement.ref, context.plan).kind === 'found';
        return {
          kind: 'reply',
          text: itself
            ? `I can't place the ${placement.ref.noun} relative to itself.`
            : `There is no ${placement.ref.noun} on the plan to go by.`,
        };
      }
      const refs = placement.ref.quantity === 1 ? found.objects.slice(0, 1) : found.objects;
      if (placement.kind === 'near') return { kind: 'target', pull: nearPull(refs, scale), refs };
      if (placement.kind === 'away_from') return { kind: 'target', pull: awayPull(refs, scale), refs };
      const ref = refs[0] as PlacedObject;
      const spot = besideTarget(ref, o, placement.direction, plot);
      return { kind: 'target', pull: pointPull(spot, scale), spot, refs: [ref] };
    }
  }
}

/** Said when a sunniest placement falls back to the south side. */
export const NO_LOCATION_NOTE =
  "The plot has no location, so I can't work out the sun: I used the south side instead, the sunniest " +
  'in the northern hemisphere. Set the location in the plot settings for a real sun map.';

/** The sunniest area for the group, or the south side when the plot has no location. */
function sunniestTarget(
  context: AssistantContext,
  group: readonly PlacedObject[],
  movingIds: ReadonlySet<string>,
): Aim {
  if (context.plot.location === undefined) {
    return { kind: 'target', pull: sidePull(context.plot, 'south'), refs: [], note: NO_LOCATION_NOTE };
  }
  const sun = sunniestArea(context, group, movingIds);
  return { kind: 'target', pull: sun.pull, refs: [], sun };
}

/**
 * The targets of `placement` for a group placed together (in its order), or the reply of the first
 * that has none. A sunniest placement aims the whole group at one area, worked out once.
 */
export function placementTargets(
  placement: Placement,
  group: readonly PlacedObject[],
  context: AssistantContext,
  movingIds: ReadonlySet<string> = new Set(),
): Aim[] | { readonly kind: 'reply'; readonly text: string } {
  if (placement.kind === 'sunniest') {
    const target = sunniestTarget(context, group, movingIds);
    return group.map(() => target);
  }
  const targets: Aim[] = [];
  for (const o of group) {
    const target = placementTarget(placement, o, context, movingIds);
    if (target.kind === 'reply') return target;
    targets.push(target);
  }
  return targets;
}
