import {
  centroid,
  checkPlan,
  type LandscapeObject,
  type PlacedObject,
  type Plan,
  type Plot,
  type Point,
  type RulePack,
} from '@plotplan/domain';
import type { PlanEditorOptions } from './editor-state';
import { newObjectId, objectFromCatalog } from './plan-operations';

/** Candidates tried before giving up and dropping the object where it was asked for. */
const MAX_TRIES = 64;

/**
 * Where a newly added object can go without breaking an error rule: the first of a square spiral of
 * spots around `near` (steps of half the object's larger side) where the checker finds no error
 * involving it; `near` itself when none is found, so the user sees the problem and moves it.
 */
function freeSpot(
  plot: Plot,
  plan: Plan,
  object: PlacedObject,
  pack: RulePack,
  catalog: readonly LandscapeObject[],
  near: Point,
): Point {
  const step = Math.max(0.5, Math.max(object.width, object.depth) / 2);
  const fits = (p: Point): boolean => {
    const trial: Plan = { ...plan, objects: [...plan.objects, { ...object, x: p[0], y: p[1] }] };
    return !checkPlan(plot, trial, pack, catalog).some(
      (v) => v.severity === 'error' && v.object_ids.includes(object.id),
    );
  };
  let [x, y] = [0, 0];
  let [dx, dy] = [1, 0];
  let leg = 1;
  for (let tried = 0; tried < MAX_TRIES;) {
    for (let k = 0; k < leg && tried < MAX_TRIES; k++, tried++) {
      const p: Point = [
        Math.round((near[0] + x * step) * 1000) / 1000,
        Math.round((near[1] + y * step) * 1000) / 1000,
      ];
      if (fits(p)) return p;
      [x, y] = [x + dx, y + dy];
    }
    [dx, dy] = [-dy, dx];
    if (dy === 0) leg++;
  }
  return near;
}

/** The direction of the plot's first edge, in whole degrees: new objects line up with the plot. */
function plotAxisDeg(plot: Plot): number {
  const [a, b] = plot.boundary;
  return a === undefined || b === undefined
    ? 0
    : Math.round((Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI);
}

/**
 * A new object of `entry` for `plan`: a fresh id, turned along the plot's first edge, at the free
 * spot nearest `near` (default: the plot's centre).
 */
export function placeNewObject(
  { plot, pack, catalog }: Pick<PlanEditorOptions, 'plot' | 'pack' | 'catalog'>,
  plan: Plan,
  entry: LandscapeObject,
  near?: Point,
): PlacedObject {
  const at = near ?? (plot.boundary.length >= 3 ? centroid(plot.boundary) : ([0, 0] as Point));
  const draft = objectFromCatalog(entry, newObjectId(plan, entry.code), at[0], at[1], plotAxisDeg(plot));
  const [x, y] = freeSpot(plot, plan, draft, pack, catalog, at);
  return { ...draft, x, y };
}
