import { catalogObjects, objectByCode } from '../../catalog/catalog-objects.js';
import type { Footprint, Point } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import { placedFootprint } from '../../model/placed-footprint.js';
import type { PlacedObject, Plan } from '../../model/plan.js';
import type { Plot } from '../../model/plot.js';
import { pointFootprintDistance } from './path-grid.js';
import { gatePaths, REACH_M } from './path-reach.js';
import { bedClusters, isPathTarget } from './path-terminals.js';

/** What the access goal counts (issue 25): every building-like object, plus the bed block as one. */
export interface AccessReach {
  /** Path targets (buildings, well, greenhouse, compost, toilet...) plus 1 when there are beds. */
  readonly targets: number;
  readonly reached: number;
  /** Ids of the targets not reached, and of every bed no path or aisle leads to. */
  readonly missing: readonly string[];
}

/** accessReach and, from the same clustering, how many groups the beds stand in (1: one block, 0: none). */
export interface ReachAndBeds extends AccessReach {
  readonly bedGroups: number;
}

const isBed = (o: PlacedObject, catalog: readonly LandscapeObject[]): boolean =>
  objectByCode(o.landscape_object, catalog)?.tags.includes('bed') === true;

/**
 * Which of the plan's targets its paths connect to the gate (path-reach.ts: a path point within
 * REACH_M of the object, that path linked to the gate). The bed block counts as reached only when
 * every bed is: touched by a linked path, or chained to one that is by aisles of at most
 * BED_AISLE_REACH_M.
 */
export function reachAndBeds(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[] = catalogObjects,
): ReachAndBeds {
  const points: Point[] = gatePaths(plot, plan.paths ?? []).flatMap((p) => p.points.map((q) => q as Point));
  const touched = (fp: Footprint): boolean => points.some((q) => pointFootprintDistance(q, fp) <= REACH_M);
  const missing: string[] = [];
  let targets = 0;
  let reached = 0;
  for (const o of plan.objects) {
    if (!isPathTarget(o, catalog)) continue;
    targets++;
    if (touched(placedFootprint(o))) reached++;
    else missing.push(o.id);
  }
  const beds = plan.objects.filter((o) => isBed(o, catalog));
  if (beds.length === 0) return { targets, reached, missing, bedGroups: 0 };
  // A cluster (beds chained by aisles) is reached when a path touches any of its beds.
  const clusters = bedClusters(beds);
  const lost = clusters
    .filter((cluster) => !cluster.some((b) => touched(placedFootprint(b))))
    .flatMap((cluster) => cluster.map((b) => b.id));
  return {
    targets: targets + 1,
    reached: reached + (lost.length === 0 ? 1 : 0),
    missing: [...missing, ...lost],
    bedGroups: clusters.length,
  };
}

/** reachAndBeds without the bed groups. */
export function accessReach(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[] = catalogObjects,
): AccessReach {
  const { bedGroups: _groups, ...reach } = reachAndBeds(plot, plan, catalog);
  return reach;
}

/** The access goal: the share of accessReach's targets reached (1 when there are none). */
export function accessShare(reach: AccessReach): number {
  return reach.targets === 0 ? 1 : reach.reached / reach.targets;
}
