// A Placement made concrete for one object: the pull that scores its spots, and for a shift or
// "north of the house" the exact spot asked for (tried first).
import type { Point, PlacedObject, Plan, Placement } from '@plotplan/domain';
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

export type Target =
  | {
      readonly kind: 'target';
      readonly pull: Pull;
      /** The exact centre asked for, when the placement names one. */
      readonly spot?: Point;
      /** The objects the placement is relative to (near, away from, beside). */
      readonly refs: readonly PlacedObject[];
    }
  | { readonly kind: 'reply'; readonly text: string };

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
