import { catalogObjects, objectByCode } from '../../catalog/catalog-objects.js';
import type { Footprint, Point } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import { placedFootprint } from '../../model/placed-footprint.js';
import { planLimits, type Plan, type PlanPath } from '../../model/plan.js';
import type { AreaShape, Plot } from '../../model/plot.js';
import { checkPlan } from '../../rules/check-plan.js';
import { packForPlot } from '../../rules/overrides.js';
import { noOverlapRule } from '../../rules/shared-rules.js';
import type { NoOverlapRule, ProtectedAreaRule, RulePack, Violation } from '../../rules/types.js';
import { mayCross } from '../../rules/check-placement.js';
import { PATH_TAGS, selects, tagsOf } from '../../rules/plan-items.js';
import { PathGrid } from './path-grid.js';
import { plotAxis, squareRuns } from './path-runs.js';
import { TreeSearch } from './path-search.js';
import { entryGates, pathTerminals, plotWicketGate, type Door, type Terminal } from './path-terminals.js';

/**
 * Path widths from rules-research (/work/shared/domain/rules-research.md, "paths / driveway":
 * 0.6-1.2 m): the main path from the gate to the house 1.2 m (two people pass, a wheelbarrow turns),
 * garden paths to the other buildings and the beds 0.8 m (the top of the 0.6-0.8 m garden range).
 */
export const MAIN_PATH_WIDTH = 1.2;
export const BRANCH_PATH_WIDTH = 0.8;
/** A path ends this far off an object's side, so rounding never makes it overlap the object. */
const SIDE_GAP = 0.01;
/** The first point of the network: this far inside the boundary at the gate. */
const GATE_INSET = 0.05;
/** Steps along the entrance's opening when its middle is blocked, metres. */
const GATE_SHIFT = 0.25;

export interface PathNetwork {
  readonly paths: PlanPath[];
  /** Ids of objects the network should reach but cannot (no route without crossing objects). */
  readonly unreachable: string[];
}

interface Branch {
  readonly points: Point[];
  readonly width: number;
  /** The branch it starts from (-1: the root, starting at the gate). */
  readonly parent: number;
  readonly objectId: string | undefined;
}

/** Footprints a path may not overlap: what the pack's no-overlap rules check and do not let paving touch. */
function obstacleFootprints(plan: Plan, catalog: readonly LandscapeObject[], pack: RulePack): Footprint[] {
  const rules = pack.rules.filter((r): r is NoOverlapRule => r.kind === 'no_overlap');
  const used = rules.length > 0 ? rules : [noOverlapRule];
  return plan.objects
    .filter((o) => {
      const tags = tagsOf(objectByCode(o.landscape_object, catalog));
      return used.some((r) => selects(r.applies_to, tags) && !selects(r.flush, tags));
    })
    .map(placedFootprint);
}

/** Protected areas a path may not cross: those a protected-area rule keeps paths off (not a crossing). */
export function pathBarriers(plot: Plot, pack: RulePack): AreaShape[] {
  const rules = pack.rules.filter((r): r is ProtectedAreaRule => r.kind === 'protected_area');
  return plot.protected_areas
    .filter((area) => rules.some((r) => selects(r.applies_to, PATH_TAGS) && !mayCross(r, PATH_TAGS, area)))
    .map((area) => area.shape);
}

const along = (p: Point, n: Point, d: number): Point => [p[0] + n[0] * d, p[1] + n[1] * d];
const dist = (a: Point, b: Point): number => Math.hypot(b[0] - a[0], b[1] - a[1]);

function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const [ux, uy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = ux * ux + uy * uy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * ux + (p[1] - a[1]) * uy) / len2));
  return [a[0] + t * ux, a[1] + t * uy];
}

/** Without the points where the line runs straight on (a stub in line with the route). */
function straighten(points: readonly Point[]): Point[] {
  const out: Point[] = [];
  for (const p of points) {
    const [a, b] = [out[out.length - 2], out[out.length - 1]];
    if (b !== undefined && dist(b, p) < 1e-9) continue;
    if (a !== undefined && b !== undefined) {
      const cross = (b[0] - a[0]) * (p[1] - b[1]) - (b[1] - a[1]) * (p[0] - b[0]);
      const forward = (b[0] - a[0]) * (p[0] - b[0]) + (b[1] - a[1]) * (p[1] - b[1]);
      if (Math.abs(cross) < 1e-6 * dist(a, b) * dist(b, p) + 1e-12 && forward > 0) out.pop();
    }
    out.push(p);
  }
  return out;
}

/** Cells the segments of `points` run through (their centres within 0.75 step of the line). */
function rasterize(grid: PathGrid, points: readonly Point[]): number[] {
  const cells: number[] = [];
  for (let k = 1; k < points.length; k++) {
    const [a, b] = [points[k - 1] as Point, points[k] as Point];
    const lo = grid.cellOf([Math.min(a[0], b[0]), Math.min(a[1], b[1])]);
    const hi = grid.cellOf([Math.max(a[0], b[0]), Math.max(a[1], b[1])]);
    if (lo < 0 || hi < 0) continue;
    for (let iy = Math.floor(lo / grid.nx) - 1; iy <= Math.floor(hi / grid.nx) + 1; iy++) {
      for (let ix = (lo % grid.nx) - 1; ix <= (hi % grid.nx) + 1; ix++) {
        if (ix < 0 || iy < 0 || ix >= grid.nx || iy >= grid.ny) continue;
        const c = iy * grid.nx + ix;
        if (dist(grid.centre(c), closestOnSegment(grid.centre(c), a, b)) <= 0.75 * grid.step) cells.push(c);
      }
    }
  }
  return cells;
}

/** Where a path of `width` to a door leaves the grid: its cell, and the stub to the side. */
interface Approach {
  readonly cell: number;
  readonly stub: readonly [Point, Point];
  readonly cost: number;
}

function approach(
  grid: PathGrid,
  search: TreeSearch,
  t: Terminal,
  door: Door,
  width: number,
): Approach | undefined {
  // Far enough out that the cell centre clears the object by what a free cell needs.
  const p = along(door.mid, door.normal, grid.need(width) + 0.71 * grid.step);
  const m = along(door.mid, door.normal, SIDE_GAP);
  const cell = grid.cellOf(p);
  if (!search.isFree(cell) || !grid.stubClear(m, p, width, door.footprint ?? t.footprint)) return undefined;
  return { cell, stub: [p, m], cost: dist(p, grid.centre(cell)) + dist(p, m) };
}

class NetworkBuilder {
  readonly branches: Branch[] = [];
  readonly unreachable: string[] = [];

  /** Runs go along this (the plot's longest edge) or square to it: path-runs.ts. */
  private readonly axis: Point;

  constructor(
    private readonly grid: PathGrid,
    private readonly plot: Plot,
  ) {
    this.axis = plotAxis(plot.boundary);
  }

  /** The route from a door's stub along `cells` (door first), ending at `tail`: simplified, gate/tree first. */
  private line(a: Approach, cells: readonly number[], tail: readonly Point[], width: number): Point[] {
    const [p, m] = a.stub;
    const chain = [p, ...cells.map((c) => this.grid.centre(c)), ...tail.slice(0, 1)];
    return straighten(
      [...squareRuns(this.grid, chain, width, this.axis), ...tail.slice(1)].reverse().concat([m]),
    );
  }

  /**
   * Where a path of `width` enters: the wicket's point, else the nearest place along its opening (a
   * crown or a well may stand in front of its middle) from which a straight stub runs in; else, past a
   * wicket set apart, the same along the gate's opening (entryGates).
   */
  private start(search: TreeSearch, width: number): { s0: Point; s: Point; cell: number } | undefined {
    for (const entry of entryGates(this.plot)) {
      const room = Math.max(0, entry(this.plot).width / 2 - width / 2);
      const shifts = [0];
      for (let d = GATE_SHIFT; d <= room + 1e-9; d += GATE_SHIFT) shifts.push(d, -d);
      for (const shift of shifts) {
        const gate = entry(this.plot, width / 2 + 0.1, shift);
        const s0 = along(gate.point, gate.inward, GATE_INSET);
        for (let k = 0; k < 5; k++) {
          const s = along(gate.point, gate.inward, this.grid.need(width) + (0.71 + k) * this.grid.step);
          const cell = this.grid.cellOf(s);
          if (search.isFree(cell) && this.grid.stubClear(s0, s, width, undefined)) return { s0, s, cell };
        }
      }
    }
    return undefined;
  }

  /**
   * The main path: wicket to the house's door side (its side facing the wicket first), 1.2 m wide,
   * else 0.8 m; without a reachable house the network starts at the gate alone. False: no way in at all.
   */
  root(house: Terminal | undefined): boolean {
    let gateOnly: Branch | undefined;
    for (const width of [MAIN_PATH_WIDTH, BRANCH_PATH_WIDTH]) {
      const search = new TreeSearch(this.grid, width);
      const start = this.start(search, width);
      if (start === undefined) continue;
      const { s0 } = start;
      gateOnly ??= { points: [s0, start.s], width, parent: -1, objectId: undefined };
      if (house === undefined) break;
      search.addSources([start.cell]);
      search.propagate();
      for (const door of house.doors) {
        const a = approach(this.grid, search, house, door, width);
        if (a === undefined || !Number.isFinite(search.dist[a.cell] as number)) continue;
        const points = this.line(a, search.route(a.cell), [start.s, s0], width);
        this.branches.push({ points, width, parent: -1, objectId: house.objectId });
        return true;
      }
    }
    if (house !== undefined) this.unreachable.push(house.objectId);
    if (gateOnly === undefined) return false;
    this.branches.push(gateOnly);
    return true;
  }

  /** The nearest point of the network to p, and the branch it lies on. */
  private nearest(p: Point): { at: Point; branch: number } {
    let best = { at: p, branch: 0, d: Infinity };
    this.branches.forEach((b, i) => {
      for (let k = 1; k < b.points.length; k++) {
        const at = closestOnSegment(p, b.points[k - 1] as Point, b.points[k] as Point);
        const d = dist(p, at);
        if (d < best.d) best = { at, branch: i, d };
      }
    });
    return { at: best.at, branch: best.branch };
  }

  /** Branches to the other terminals, nearest first, each from the tree built so far. */
  grow(terminals: readonly Terminal[], pointBudget: number): void {
    const search = new TreeSearch(this.grid, BRANCH_PATH_WIDTH);
    search.addSources(rasterize(this.grid, (this.branches[0] as Branch).points));
    search.propagate();
    let points = (this.branches[0] as Branch).points.length;
    const pending = terminals.map((t) => ({
      t,
      doors: t.doors.flatMap((d) => approach(this.grid, search, t, d, BRANCH_PATH_WIDTH) ?? []),
    }));
    while (pending.length > 0) {
      let best: { index: number; a: Approach; cost: number } | undefined;
      pending.forEach(({ doors }, index) => {
        for (const a of doors) {
          const cost = (search.dist[a.cell] as number) + a.cost;
          if (Number.isFinite(cost) && (best === undefined || cost < best.cost - 1e-9))
            best = { index, a, cost };
        }
      });
      if (best === undefined) break;
      const { t } = pending.splice(best.index, 1)[0] as (typeof pending)[number];
      const cells = search.route(best.a.cell);
      const { at, branch } = this.nearest(this.grid.centre(cells[cells.length - 1] as number));
      const line = this.line(best.a, cells, [at], BRANCH_PATH_WIDTH);
      if (points + line.length > pointBudget) {
        this.unreachable.push(t.objectId);
        continue;
      }
      points += line.length;
      this.branches.push({ points: line, width: BRANCH_PATH_WIDTH, parent: branch, objectId: t.objectId });
      search.addSources(rasterize(this.grid, line));
      search.propagate();
    }
    for (const { t } of pending) this.unreachable.push(t.objectId);
  }
}

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

function toPaths(branches: readonly Branch[], plan: Plan, keep: readonly boolean[]): PlanPath[] {
  const taken = new Set(plan.objects.map((o) => o.id));
  let n = 0;
  const nextId = (): string => {
    do n++;
    while (taken.has(`path-${n}`));
    return `path-${n}`;
  };
  return branches.flatMap((b, i) =>
    keep[i] === true
      ? [
          {
            id: nextId(),
            points: b.points.map((p): [number, number] => [round3(p[0]), round3(p[1])]),
            width_m: b.width,
          },
        ]
      : [],
  );
}

/**
 * The plan's path network (its own `paths` are ignored): a main path from the gate to the house's door
 * side, then branches to every building-like object and to the kitchen garden, each from the nearest
 * point of the tree built so far, so branches share the trunk (a Steiner-like tree). Routes run on a
 * grid of cells clear of the boundary, protected areas and the objects the no-overlap rule keeps
 * apart from paving, and are straightened into few segments. Pure and deterministic.
 */
export function pathNetwork(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[] = catalogObjects,
  pack: RulePack = packForPlot(plot),
): PathNetwork {
  return buildNetwork(plot, plan, catalog, pack).network;
}

function buildNetwork(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[],
  pack: RulePack,
): { network: PathNetwork; violations: Violation[] } {
  const bare: Plan = { objects: plan.objects };
  const grid = new PathGrid(plot.boundary, obstacleFootprints(bare, catalog, pack), pathBarriers(plot, pack));
  const gate = plotWicketGate(plot);
  const { house, others } = pathTerminals(bare, catalog, gate.point);
  const builder = new NetworkBuilder(grid, plot);
  if (!builder.root(house)) {
    const unreachable = [...(house === undefined ? [] : [house.objectId]), ...others.map((t) => t.objectId)];
    return {
      network: { paths: [], unreachable: [...new Set(unreachable)] },
      violations: checkPlan(plot, bare, pack, catalog),
    };
  }
  builder.grow(others, planLimits.maxPathPoints);
  return prune(plot, bare, catalog, pack, builder);
}

/**
 * Drops every branch that breaks an error rule, with the branches that start from it, until the
 * paths add no error; the gate-only root is kept only when a branch starts from it.
 */
function prune(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[],
  pack: RulePack,
  builder: NetworkBuilder,
): { network: PathNetwork; violations: Violation[] } {
  const { branches } = builder;
  const keep = branches.map(() => true);
  const unreachable = [...builder.unreachable];
  for (;;) {
    // A root without an object of its own is only worth keeping with something hanging from it.
    const root = branches[0] as Branch;
    if (root.objectId === undefined)
      keep[0] = branches.some((b, i) => i > 0 && keep[i] === true && b.parent === 0);
    const paths = toPaths(branches, plan, keep);
    const withPaths: Plan = paths.length === 0 ? plan : { ...plan, paths };
    const violations = checkPlan(plot, withPaths, pack, catalog);
    const ids = new Map<string, number>();
    let n = 0;
    branches.forEach((_, i) => {
      if (keep[i] === true) ids.set((paths[n++] as PlanPath).id, i);
    });
    const bad = new Set<number>();
    for (const v of violations) {
      if (v.severity !== 'error') continue;
      for (const id of v.object_ids) {
        const i = ids.get(id);
        if (i !== undefined) bad.add(i);
      }
    }
    if (bad.size === 0) {
      const seen = new Set(unreachable);
      return { network: { paths, unreachable: [...seen] }, violations };
    }
    branches.forEach((b, i) => {
      if (bad.has(i) || (b.parent >= 0 && keep[b.parent] !== true && i > 0)) {
        keep[i] = false;
        if (b.objectId !== undefined && !unreachable.includes(b.objectId)) unreachable.push(b.objectId);
      }
    });
  }
}

/**
 * The plan with its path network and checkPlan of that plan (the generator's variants carry both);
 * `unreachable`: the objects the network could not reach.
 */
export function withPathNetwork(
  plot: Plot,
  plan: Plan,
  pack: RulePack,
  catalog: readonly LandscapeObject[] = catalogObjects,
): { plan: Plan; violations: Violation[]; unreachable: string[] } {
  const { network, violations } = buildNetwork(plot, plan, catalog, pack);
  const out: Plan =
    network.paths.length === 0 ? { objects: plan.objects } : { objects: plan.objects, paths: network.paths };
  return { plan: out, violations, unreachable: network.unreachable };
}
