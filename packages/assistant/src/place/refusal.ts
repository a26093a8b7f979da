import { placeRefusal, type PlacedObject, type Point } from '@plotplan/domain';
import type { AssistantContext, Refusal } from '../outcome.js';
import { compassOf } from './compass.js';
import type { FreeObject } from './generator.js';
import { wantedSpot } from './wanted-spot.js';

/** The refusal for the first of `free` among `fixed` (what stays as it is). */
export function refusalFor(
  context: AssistantContext,
  fixed: readonly PlacedObject[],
  free: FreeObject,
  spot?: Point,
): Refusal {
  const [x, y] = spot ?? wantedSpot(context, free.object, free.pull);
  // Against what stays and the plan's paths (which placing keeps clear of).
  const standing = { objects: fixed, paths: context.plan.paths ?? [] };
  const found = placeRefusal(context.plot, standing, { ...free.object, x, y }, context.pack, context.catalog);
  const nearest =
    found.nearest === undefined
      ? undefined
      : {
          distance_m: Math.hypot(found.nearest[0] - x, found.nearest[1] - y),
          direction: compassOf([found.nearest[0] - x, found.nearest[1] - y], context.plot.north_deg),
          at: found.nearest,
        };
  return {
    ...(found.rule === undefined ? {} : { rule: found.rule }),
    ...(nearest === undefined ? {} : { nearest }),
  };
}
