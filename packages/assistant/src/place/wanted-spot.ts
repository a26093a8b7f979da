import { pointInPolygon, type PlacedObject, type Point } from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import type { Pull } from './compass.js';

/** Grid step (m) over which the best spot of a pull is looked for. */
const WANTED_STEP_M = 0.5;

/**
 * Where an object is wanted: the point of the plot (on a 0.5 m grid) its pull likes best, or where
 * it stands when it has no pull. What the generator leaves out goes to the nearest spot that works
 * from there, and a refusal measures from there.
 */
export function wantedSpot(context: AssistantContext, object: PlacedObject, pull: Pull | undefined): Point {
  if (pull === undefined) return [object.x, object.y];
  const ring = context.plot.boundary;
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  let best: Point = [object.x, object.y];
  let least = Infinity;
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += WANTED_STEP_M) {
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += WANTED_STEP_M) {
      if (pointInPolygon([x, y], ring) !== 'inside') continue;
      const cost = pull({ ...object, x, y });
      if (cost < least) [best, least] = [[x, y], cost];
    }
  }
  return best;
}
