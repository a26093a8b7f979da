import { catalogObjects } from '../../catalog/catalog-objects.js';
import type { Point } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import { placedFootprint } from '../../model/placed-footprint.js';
import type { Plan, PlanPath } from '../../model/plan.js';
import type { Plot } from '../../model/plot.js';
import { pointFootprintDistance } from './path-grid.js';
import { isPathTarget, plotGate, plotWicketGate } from './path-terminals.js';

/** A path reaches an object (or the gate) when one of its points lies this close to it. */
export const REACH_M = 0.3;

function pointSegment(p: Point, a: Point, b: Point): number {
  const [ux, uy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = ux * ux + uy * uy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * ux + (p[1] - a[1]) * uy) / len2));
  return Math.hypot(p[0] - a[0] - t * ux, p[1] - a[1] - t * uy);
}

const orient = (a: Point, b: Point, c: Point): number =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

function segmentGap(a: Point, b: Point, c: Point, d: Point): number {
  const crosses = orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
  if (crosses) return 0;
  return Math.min(pointSegment(a, c, d), pointSegment(b, c, d), pointSegment(c, a, b), pointSegment(d, a, b));
}

const segments = (path: PlanPath): [Point, Point][] =>
  path.points.slice(1).map((p, k): [Point, Point] => [path.points[k] as Point, p as Point]);

/** Whether two paths' paved strips touch: their centrelines come within half their widths. */
function touch(x: PlanPath, y: PlanPath): boolean {
  const reach = (x.width_m + y.width_m) / 2 + 1e-6;
  const sx = x.points.length === 1 ? [[x.points[0], x.points[0]] as [Point, Point]] : segments(x);
  const sy = y.points.length === 1 ? [[y.points[0], y.points[0]] as [Point, Point]] : segments(y);
  return sx.some(([a, b]) => sy.some(([c, d]) => segmentGap(a, b, c, d) <= reach));
}

/**
 * The plan's paths connected, through paths that touch, to one that starts at the wicket or the gate
 * (a wicket set apart from the gate is an opening of its own; unset, it is the gate's).
 */
export function gatePaths(plot: Plot, paths: readonly PlanPath[]): PlanPath[] {
  const openings = [plotWicketGate(plot).opening, plotGate(plot).opening];
  const starts = (q: Point) => openings.some(([a, b]) => pointSegment(q, a, b) <= REACH_M);
  const linked = paths.map((p) => p.points.some((q) => starts(q as Point)));
  const queue = paths.flatMap((_, i) => (linked[i] === true ? [i] : []));
  while (queue.length > 0) {
    const i = queue.pop() as number;
    paths.forEach((p, j) => {
      if (linked[j] !== true && touch(paths[i] as PlanPath, p)) {
        linked[j] = true;
        queue.push(j);
      }
    });
  }
  return paths.filter((_, i) => linked[i] === true);
}

/**
 * Ids of the plan's building-like objects (see PATH_TARGET_TAGS; the house too) that its paths connect
 * to the gate: some point of a path within REACH_M of the object, and that path linked to the gate's
 * opening through paths that touch. Works on any plan's paths.
 */
export function reachedObjects(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[] = catalogObjects,
): string[] {
  const linked = gatePaths(plot, plan.paths ?? []);
  return plan.objects
    .filter((o) => isPathTarget(o, catalog))
    .filter((o) => {
      const fp = placedFootprint(o);
      return linked.some((p) => p.points.some((q) => pointFootprintDistance(q as Point, fp) <= REACH_M));
    })
    .map((o) => o.id);
}

/** Share of the plan's building-like objects its paths connect to the gate (1 when it has none). */
export function reachableShare(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[] = catalogObjects,
): number {
  const targets = plan.objects.filter((o) => isPathTarget(o, catalog)).length;
  return targets === 0 ? 1 : reachedObjects(plot, plan, catalog).length / targets;
}
