// Objects placed one by one on ranked spots: every 0.5 m grid point of the plot (in the object's
// turns) that a cost admits, best first, the first that keeps every rule (paths included) wins. An
// object that finds none is left out, with the rule that blocked its best spot.
import {
  boundingBox,
  ringContainsPoint,
  type PlacedObject,
  type Point,
  type Violation,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { halfExtent } from './compass.js';
import { firstKeeping } from './ranked.js';
import { footprintGap } from './tree-shade.js';

/** Grid step of the candidate spots, metres. */
const STEP_M = 0.5;

/** How well object `i` sits at a candidate (lower better); undefined: not a candidate at all. */
export type SpotCost = (i: number, o: PlacedObject) => number | undefined;

export interface RankedPlacing {
  /** Each object as placed, or undefined when it found no spot (in the given order). */
  readonly placed: readonly (PlacedObject | undefined)[];
  /** For each object left out, the first error its best spots broke (undefined: no candidate was allowed at all). */
  readonly blocking: readonly (Violation | undefined)[];
}

/** Whether two footprints overlap: exact for a circle against anything, by bounding boxes otherwise. */
function overlaps(a: PlacedObject, b: PlacedObject): boolean {
  if (a.shape === 'circle') return footprintGap(b, [a.x, a.y]) < a.width / 2;
  if (b.shape === 'circle') return footprintGap(a, [b.x, b.y]) < b.width / 2;
  const dx = Math.abs(a.x - b.x) - halfExtent(a, [1, 0]) - halfExtent(b, [1, 0]);
  const dy = Math.abs(a.y - b.y) - halfExtent(a, [0, 1]) - halfExtent(b, [0, 1]);
  return dx < 0 && dy < 0;
}

const mm = (v: number): number => Math.round(v * 1000) / 1000;

/** The plot's grid points, row by row. */
export function plotGrid(context: AssistantContext): Point[] {
  const box = boundingBox(context.plot.boundary);
  const points: Point[] = [];
  for (let y = box.minY + STEP_M / 2; y < box.maxY; y += STEP_M) {
    for (let x = box.minX + STEP_M / 2; x < box.maxX; x += STEP_M) {
      const p: Point = [mm(x), mm(y)];
      if (ringContainsPoint(p, context.plot.boundary)) points.push(p);
    }
  }
  return points;
}

/**
 * The objects placed in order, each at its cheapest grid spot (turned a quarter more too unless
 * `keepRotation` or round) that keeps the rules with `fixed`, those placed before it and (when
 * `withPaths`) the plan's paths.
 */
export function placeRanked(
  context: AssistantContext,
  before: readonly Violation[],
  fixed: readonly PlacedObject[],
  objects: readonly PlacedObject[],
  cost: SpotCost,
  keepRotation: boolean,
  /** Keep off the plan's paths (else the caller lays them anew around the result). */
  withPaths: boolean,
): RankedPlacing {
  const grid = plotGrid(context);
  const placed: (PlacedObject | undefined)[] = [];
  const blocking: (Violation | undefined)[] = [];
  objects.forEach((o, i) => {
    const turns =
      o.shape === 'circle' || keepRotation ? [o.rotation_deg] : [o.rotation_deg, (o.rotation_deg + 90) % 360];
    const ranked: { o: PlacedObject; cost: number }[] = [];
    for (const [x, y] of grid) {
      for (const rotation_deg of turns) {
        const c = { ...o, x, y, rotation_deg };
        const k = cost(i, c);
        if (k !== undefined) ranked.push({ o: c, cost: k });
      }
    }
    // Stable sort: ties keep grid order, so the choice is repeatable.
    ranked.sort((a, b) => a.cost - b.cost);
    const standing = [...fixed, ...placed.filter((p): p is PlacedObject => p !== undefined)];
    // Spots on another object are out before the checker sees them: the most common failure, and cheap.
    const clear = ranked.filter((r) => !standing.some((s) => overlaps(r.o, s)));
    const found = firstKeeping(
      context,
      before,
      standing,
      clear.map((r) => [r.o]),
      (layout) => layout[0],
      undefined,
      withPaths,
    );
    placed.push(found.found);
    blocking.push(found.found === undefined ? found.blocking : undefined);
  });
  return { placed, blocking };
}
