// The fallback placement: one object at a time, candidate spots on a grid over the plot in order of
// how well they sit (the object's pull, else nearness to where it was), each tried with the checker;
// a tree's spots are only those where its crown fits (tree-crown.ts).
// Slower per spot than the generator but exact, and it keeps any turn (the generator only quarter turns).
import {
  boundingBox,
  ringContainsPoint,
  type Point,
  type PlacedObject,
  type Plan,
  type Violation,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import type { FreeObject } from './generator.js';
import { keepsRules } from './guard.js';
import { crownFits } from './tree-crown.js';

/** Grid step of the candidate spots, metres. */
export const SPOT_STEP_M = 0.5;
/** Spots tried per object at most (the checker takes well under a millisecond on a garden plan). */
export const MAX_SPOT_TRIES = 400;

const mm = (v: number): number => Math.round(v * 1000) / 1000;

function candidates(context: AssistantContext, f: FreeObject): PlacedObject[] {
  const o = f.object;
  const box = boundingBox(context.plot.boundary);
  const turns =
    o.shape === 'circle' || f.keepRotation ? [o.rotation_deg] : [o.rotation_deg, (o.rotation_deg + 90) % 360];
  const spots: { o: PlacedObject; cost: number }[] = [];
  const cost = (c: PlacedObject): number =>
    f.pull === undefined
      ? Math.hypot(c.x - o.x, c.y - o.y)
      : f.pull(c) + 1e-6 * Math.hypot(c.x - o.x, c.y - o.y);
  for (let y = box.minY + SPOT_STEP_M / 2; y < box.maxY; y += SPOT_STEP_M) {
    for (let x = box.minX + SPOT_STEP_M / 2; x < box.maxX; x += SPOT_STEP_M) {
      const p: Point = [mm(x), mm(y)];
      if (!ringContainsPoint(p, context.plot.boundary)) continue;
      for (const rotation_deg of turns) {
        const c = { ...o, x: p[0], y: p[1], rotation_deg };
        // A tree whose crown would hang over a fence or the entrance is no candidate at all.
        if (crownFits(context.plot, c, context.catalog)) spots.push({ o: c, cost: cost(c) });
      }
    }
  }
  // Stable sort: ties keep grid order, so the search is deterministic.
  spots.sort((a, b) => a.cost - b.cost);
  return spots.slice(0, MAX_SPOT_TRIES).map((s) => s.o);
}

/**
 * The free objects placed one by one, each at the best-scoring spot that brings no new error with
 * the fixed objects and those placed before it; undefined when one finds none among its tries.
 */
export function placeOnSpots(
  context: AssistantContext,
  before: readonly Violation[],
  fixed: readonly PlacedObject[],
  free: readonly FreeObject[],
): PlacedObject[] | undefined {
  const placed: PlacedObject[] = [];
  for (const f of free) {
    const base = [...fixed, ...placed];
    const spot = candidates(context, f).find((c) => {
      const trial: Plan = { ...context.plan, objects: [...base, c] };
      return keepsRules(context, before, trial);
    });
    if (spot === undefined) return undefined;
    placed.push(spot);
  }
  return placed;
}
