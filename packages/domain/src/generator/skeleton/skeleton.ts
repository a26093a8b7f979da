import type { Footprint, Point } from '../../geometry/index.js';
import type { AreaShape, Plot } from '../../model/plot.js';
import { makeBody, type Body } from '../core/body.js';
import { PASSAGE_M } from '../zones/garden-block.js';
import { PathGrid } from '../paths/path-grid.js';
import { plotAxis, squareRuns } from '../paths/path-runs.js';
import { TreeSearch } from '../paths/path-search.js';
import { entryGates, plotWicketGate, type Door } from '../paths/path-terminals.js';

/**
 * The garden spine (issue 25: circulation first): laid after the car's place and the house, before
 * everything else, as a designer does. From the wicket (as set, else the part of the gate's opening
 * the car's place leaves free: model/entrances.ts plotWicket) it runs on the path grid to the far
 * part of the plot, in straight runs along the plot's longest edge or square to it, and stops SPINE_BACK_M short of the farthest reachable ground
 * (the back fence keeps its own strip for what stands there). Objects placed afterwards keep off it,
 * so nothing can wall the back of the plot off from the gate, and what stands beside it is reached.
 */
const SPINE_BACK_M = 2;
/** With the house standing, the spine ends this far behind its back (a branch's turn past it). */
const SPINE_PAST_M = 2.5;
/** Grid routes that wander are worth less: the target is the deepest point, less this share of its route. */
const DETOUR_WEIGHT = 0.5;
/** The spine's grid path: a garden path (path-network.ts BRANCH_PATH_WIDTH). */
const SPINE_PATH_M = 0.8;
/** A branch's strip stops this far off the side of the object it leads to. */
const STUB_GAP_M = 0.05;
/** Steps along the opening when its middle is taken (by the car's place), metres. */
const OPENING_STEP = 0.25;

/** A placed object as the path grid sees it. */
export interface SkeletonObstacle {
  readonly body: Body;
  readonly width: number;
  readonly depth: number;
}

function footprintOf({ body, width, depth }: SkeletonObstacle): Footprint {
  return body.shape.kind === 'circle'
    ? { kind: 'circle', cx: body.x, cy: body.y, radius: body.shape.radius }
    : { kind: 'rect', cx: body.x, cy: body.y, width, depth, rotation_deg: body.rotation_deg };
}

/**
 * The first free cell inside the wicket's opening, the middle first, then outwards in OPENING_STEP
 * steps; else, past a wicket set apart, inside the gate's (entryGates).
 */
function startCell(plot: Plot, grid: PathGrid, search: TreeSearch): number {
  for (const entry of entryGates(plot)) {
    const room = Math.max(0, entry(plot).width / 2 - SPINE_PATH_M / 2);
    const shifts = [0];
    for (let d = OPENING_STEP; d <= room + 1e-9; d += OPENING_STEP) shifts.push(d, -d);
    for (const shift of shifts) {
      const gate = entry(plot, SPINE_PATH_M / 2 + 0.1, shift);
      for (let k = 0; k < 5; k++) {
        const d = grid.need(SPINE_PATH_M) + (0.71 + k) * grid.step;
        const cell = grid.cellOf([gate.point[0] + gate.inward[0] * d, gate.point[1] + gate.inward[1] * d]);
        if (search.isFree(cell)) return cell;
      }
    }
  }
  return -1;
}

/** Part of the skeleton: its centre line (straight runs) and the strips kept clear along it. */
export interface SkeletonPart {
  readonly line: readonly Point[];
  readonly strips: readonly Body[];
}

/** Strips PASSAGE_M wide (room for a garden path on the path grid) along each straight run. */
function stripsAlong(runs: readonly Point[]): Body[] {
  const strips: Body[] = [];
  for (let k = 1; k < runs.length; k++) {
    const [a, b] = [runs[k - 1] as Point, runs[k] as Point];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len < 1e-6) continue;
    const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
    // Each run reaches half the strip's width past its ends, so the corners close.
    strips.push(makeBody('rect', (a[0] + b[0]) / 2, (a[1] + b[1]) / 2, len + PASSAGE_M, PASSAGE_M, deg));
  }
  return strips;
}

/** The grid route from `cell` back to the search's sources, in straight runs along or square to the plot. */
function runsFrom(
  plot: Plot,
  grid: PathGrid,
  search: TreeSearch,
  cell: number,
  head: readonly Point[],
): Point[] {
  const chain = [...head, ...search.route(cell).map((c) => grid.centre(c))];
  return squareRuns(grid, chain, SPINE_PATH_M, plotAxis(plot.boundary));
}

/**
 * The spine: from the wicket to the back of the plot, its strips PASSAGE_M wide. Undefined when the
 * gate has no free way in.
 */
export function gardenSpine(
  plot: Plot,
  obstacles: readonly SkeletonObstacle[],
  barriers: readonly AreaShape[],
): SkeletonPart | undefined {
  const grid = new PathGrid(plot.boundary, obstacles.map(footprintOf), barriers);
  const search = new TreeSearch(grid, SPINE_PATH_M);
  const start = startCell(plot, grid, search);
  if (start < 0) return undefined;
  search.addSources([start]);
  search.propagate();
  const gate = plotWicketGate(plot);
  const depth = (p: Point): number =>
    (p[0] - gate.point[0]) * gate.inward[0] + (p[1] - gate.point[1]) * gate.inward[1];
  let deepest = -Infinity;
  for (let c = 0; c < search.dist.length; c++)
    if (Number.isFinite(search.dist[c] as number)) deepest = Math.max(deepest, depth(grid.centre(c)));
  // Past what stands (the house) by SPINE_PAST_M; the branches of what comes later go on from there.
  let behind = -Infinity;
  for (const { body } of obstacles)
    for (const p of body.shape.kind === 'circle' ? [[body.x, body.y] as Point] : body.shape.ring)
      behind = Math.max(behind, depth(p) + (body.shape.kind === 'circle' ? body.shape.radius : 0));
  const limit = Math.min(deepest - SPINE_BACK_M, behind + SPINE_PAST_M);
  let target = -1;
  let best = -Infinity;
  for (let c = 0; c < search.dist.length; c++) {
    const d = search.dist[c] as number;
    if (!Number.isFinite(d)) continue;
    const z = depth(grid.centre(c));
    if (z > limit) continue;
    const value = z - DETOUR_WEIGHT * Math.max(0, d - z);
    if (value > best) [best, target] = [value, c];
  }
  if (target < 0) return undefined;
  const line = runsFrom(plot, grid, search, target, []);
  return { line, strips: stripsAlong(line) };
}

/**
 * A branch from the skeleton's lines to one of `doors` (an object's sides, path-terminals.ts): the
 * shortest grid route among `obstacles` (the object's own footprint among them), in straight runs,
 * with its strips. Undefined when no door can be reached.
 */
export function skeletonBranch(
  plot: Plot,
  obstacles: readonly SkeletonObstacle[],
  barriers: readonly AreaShape[],
  lines: readonly (readonly Point[])[],
  doors: readonly Door[],
): SkeletonPart | undefined {
  const grid = new PathGrid(plot.boundary, obstacles.map(footprintOf), barriers);
  const search = new TreeSearch(grid, SPINE_PATH_M);
  const sources: number[] = [];
  for (const line of lines) {
    for (let k = 1; k < line.length; k++) {
      const [a, b] = [line[k - 1] as Point, line[k] as Point];
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / (grid.step / 2)));
      for (let i = 0; i <= n; i++) {
        const cell = grid.cellOf([a[0] + ((b[0] - a[0]) * i) / n, a[1] + ((b[1] - a[1]) * i) / n]);
        if (search.isFree(cell)) sources.push(cell);
      }
    }
  }
  if (sources.length === 0) return undefined;
  search.addSources(sources);
  // Each door's approach cell (a garden path's clearance off its side), and the stub to it.
  const stubs = new Map<number, Point[]>();
  for (const door of doors) {
    const out = grid.need(SPINE_PATH_M) + 0.71 * grid.step;
    const p: Point = [door.mid[0] + door.normal[0] * out, door.mid[1] + door.normal[1] * out];
    const cell = grid.cellOf(p);
    if (search.isFree(cell) && !stubs.has(cell)) stubs.set(cell, [door.mid, p]);
  }
  // The nearest approach: the search stops there instead of settling the whole plot.
  const cell = search.propagateUntil(new Set(stubs.keys()));
  const stub = stubs.get(cell);
  if (stub === undefined) return undefined;
  const best = { cell, stub };
  const line = runsFrom(plot, grid, search, best.cell, best.stub);
  // The stub to the door gets a strip of its own that stops STUB_GAP_M short of the object's side
  // (the runs' strips reach half their width past their ends, onto the object).
  const [mid, p] = stub as [Point, Point];
  const len = Math.hypot(p[0] - mid[0], p[1] - mid[1]);
  const [ux, uy] = len > 1e-9 ? [(p[0] - mid[0]) / len, (p[1] - mid[1]) / len] : [0, 0];
  const from: Point = [mid[0] + ux * STUB_GAP_M, mid[1] + uy * STUB_GAP_M];
  const reach = len - STUB_GAP_M;
  const strips = stripsAlong(line.slice(1));
  if (reach > 1e-6) {
    const deg = (Math.atan2(uy, ux) * 180) / Math.PI;
    strips.push(
      makeBody('rect', from[0] + (ux * reach) / 2, from[1] + (uy * reach) / 2, reach, PASSAGE_M, deg),
    );
  }
  return { line, strips };
}
