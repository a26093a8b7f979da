import type { Point } from '../../geometry/index.js';
import type { AreaShape } from '../../model/plot.js';
import {
  anchorCandidates,
  AxisFrame,
  boundarySetbacks,
  contactShare,
  obstaclesFor,
  type Anchor,
} from './anchors.js';
import type { Body } from '../core/body.js';
import { blockAcrossBranches } from './block-room.js';
import { compostBeside } from './compost-spot.js';
import { pinBeds, rowCandidates } from './bed-row.js';
import {
  beforeSpine,
  blockBeds,
  blockCost,
  isBranchTarget,
  layBedBranches,
  layBranch,
  laySpine,
  KEEP_CLEAR_COST,
  passage,
} from './circulation.js';
import { driveFor, gateSpots } from '../skeleton/gate-parking.js';
import type { Item } from '../core/item.js';
import { SOFT_SCALE, type Layout } from './layout.js';
import { ERROR_COST } from '../goals/penalty.js';
import type { PlotFrame } from '../core/plot-frame.js';
import type { Rng } from './prng.js';
import { wellCost } from './well-spot.js';
import { ZONE_WEIGHT, zonePull } from './zone-pull.js';
import type { Zone } from '../core/item.js';
import { ZoneMap } from '../zones/zones.js';

export interface ConstructOptions {
  /** Points tried per object (each in every allowed turn): snug points and grid points. */
  readonly candidates: number;
  /** Random spread added to each candidate's objective: different seeds, different layouts. */
  readonly noise: number;
  readonly timeUp: () => boolean;
  /**
   * Protected areas a path may not cross: given (with the soft goals), the garden spine is laid
   * after the car's place and the house (skeleton.ts) and kept clear.
   */
  readonly barriers?: readonly AreaShape[];
}

/**
 * Worth of sitting snug (the whole perimeter against objects or the boundary) in the objective on a
 * crowded plot: 0.4 of a soft-goal point, so it wins when the soft goals rate candidates alike.
 * Scaled down with the fill (see `crowding`): on a roomy plot it only settles near-ties.
 */
const CONTACT_WEIGHT = 4;
/** Footprint over plot area at which a selection counts as crowded (snug placement decides). */
const CROWDED_FILL = 0.6;
/** Candidates per object (in each allowed turn) once the budget is spent. */
const HURRY_TRIES = 4;
/**
 * Past the budget with more objects placed than this, an object gets HURRY_POINTS grid points in
 * each turn judged by rule cost alone: snug points and soft goals cost more with every object placed
 * (on hundreds of objects, seconds), so the layout is finished fast, as the best of a quick guess.
 * Below it they stay cheap, and crowded small plots need the snug points (the planted benchmark's
 * instances, up to 40 objects, take the same path as without the limit).
 */
export const HURRY_FULL_LIMIT = 40;
const HURRY_POINTS = 8;

/** 0..1: how much of the plot the selection's footprints take, relative to CROWDED_FILL. */
export function crowding(layout: Layout, frame: PlotFrame): number {
  let area = 0;
  for (const it of layout.items)
    area += it.shape === 'circle' ? (Math.PI * it.width ** 2) / 4 : it.width * it.depth;
  return Math.min(1, area / Math.max(1e-9, frame.area) / CROWDED_FILL);
}

/**
 * Grid points drawn per candidate for an object with a zone: the one that fits the zone best is
 * tried, so candidates lean toward the object's zone while any point stays possible.
 */
const ZONE_DRAWS = 3;

/** A random grid point, the best-fitting of ZONE_DRAWS for a zoned object (undefined: no grid). */
export function gridPoint(
  frame: PlotFrame,
  rng: Rng,
  zones: ZoneMap | undefined,
  zone: Zone | undefined,
): Point | undefined {
  const grid = frame.grid;
  if (grid.length === 0) return undefined;
  let best = grid[rng.int(grid.length)] as Point;
  if (zones === undefined || zone === undefined) return best;
  let fit = zones.fit(zone, best[0], best[1]);
  for (let k = 1; k < ZONE_DRAWS; k++) {
    const p = grid[rng.int(grid.length)] as Point;
    const f = zones.fit(zone, p[0], p[1]);
    if (f > fit) [best, fit] = [p, f];
  }
  return best;
}

interface Scored {
  readonly body: Body;
  readonly cost: number;
}

/**
 * Greedy placement in priority order (houses, then buildings, sanitary, water, trees, beds, small
 * things): each object goes to the best of a random sample of grid points and of the snug points
 * beside what is already placed (anchors.ts), judged by rule cost with what is already placed, then
 * by the soft goals and how snugly it sits.
 */
export function construct(layout: Layout, frame: PlotFrame, rng: Rng, options: ConstructOptions): void {
  // Circulation first: the car's place and the house, then the spine (skeleton.ts), then the rest.
  const order = bedsTogether(
    layout.items
      .filter((it) => it.locked === undefined)
      .map((it) => ({ it, key: it.priority + rng.next() * 3, first: beforeSpine(it) ? 0 : 1 }))
      .sort((a, b) => a.first - b.first || a.key - b.key || a.it.index - b.it.index)
      .map((x) => x.it),
  );
  let spineLaid = options.barriers === undefined || layout.objective !== undefined;
  const servedBeds = new Map<number, boolean>();
  const grid = frame.grid;
  const axis = new AxisFrame(frame);
  const crowded = crowding(layout, frame);
  // A caller's objective (GenerateOptions.objective) is the whole goal: snugness stays out of it.
  const contactWeight = layout.objective === undefined ? CONTACT_WEIGHT * crowded : 0;
  // Zones steer the candidates only for the soft goals (a caller's objective decides alone).
  const zones = layout.objective === undefined ? new ZoneMap(frame) : undefined;
  // On a crowded plot fitting everything comes first: the zones pull less (none when full).
  const zoneShare = 1 - crowded * crowded;
  // Objects placed before this one (the locked ones included).
  let placed = layout.items.length - order.length - 1;
  for (const item of order) {
    placed++;
    if (!spineLaid && !beforeSpine(item)) {
      spineLaid = true;
      laySpine(layout, frame, options.barriers ?? []);
    }
    if (spineLaid && options.barriers !== undefined && !item.tags.has('bed'))
      layBedBranches(layout, frame, options.barriers, servedBeds);
    const hurry = options.timeUp();
    if (hurry && placed > HURRY_FULL_LIMIT) {
      layout.bodies[item.index] = hurried(layout, frame, item, rng);
      continue;
    }
    const tries = hurry ? HURRY_TRIES : Math.min(options.candidates, Math.max(1, grid.length));
    const scored: Scored[] = [];
    let least = Infinity;
    const block = zones === undefined ? 0 : blockBeds(layout, item);
    const consider = (x: number, y: number, rot: number): void => {
      const body = layout.bodyFor(item.index, x, y, rot);
      const cost =
        block > 1
          ? blockCost(layout, item, body, block)
          : layout.contribution(item.index, body) +
            passage(layout, item, body) +
            (zones === undefined ? 0 : wellCost(layout, zones, item, body));
      least = Math.min(least, cost);
      scored.push({ body, cost });
    };
    const obstacles = obstaclesFor(layout, axis, item);
    const pull = zones === undefined ? () => 0 : zonePull(layout, zones, item);
    const snug = (b: Body): number => contactWeight * contactShare(b, axis, obstacles) + zoneShare * pull(b);
    // The first car's place goes square behind the vehicle gate, a bed joins the kitchen-garden
    // block beside a placed bed: when either can without breaking a rule, it stays there.
    if (zones !== undefined && !hurry) {
      const row = item.zone === 'parking' ? gateCandidates(layout, frame, item) : rowCandidates(layout, item);
      if (row.length > 0) {
        layout.bodies[item.index] = pickBest(layout, item, row, 0, options.noise, rng, snug);
        if (item.zone === 'parking') {
          layout.pinned.add(item.index);
          const body = layout.bodies[item.index];
          const drive = body === undefined ? undefined : driveFor(frame.plot, item, body);
          if (drive !== undefined) layout.keepClear.push(drive);
        } else pinBeds(layout);
        continue;
      }
    }
    const pick = (from: readonly Scored[]): Body | undefined =>
      pickBest(layout, item, from, least, options.noise, rng, snug);
    const barriers = spineLaid ? options.barriers : undefined;
    const reach =
      barriers === undefined
        ? undefined
        : (from: readonly Scored[]) => reachOrMove(layout, frame, item, barriers, from, pick);
    // The compost beside the bed block (compost-spot.ts), where a spot there is free and reached (its
    // spots all cost 0: `least`, not yet set, leaves every one in the pick's window).
    if (zones !== undefined && !hurry && compostBeside(layout, item, pick, reach)) continue;
    const anchors = anchorCandidates(item, axis, obstacles, boundarySetbacks(layout, item));
    // Snug points get up to half the evaluations on a roomy plot, all of them on a crowded one (a
    // random sample when there are more), grid points the rest: as many evaluations as grid points
    // alone had.
    const budget = tries * item.rotations.length;
    const take = Math.min(anchors.length, Math.ceil(budget * (0.5 + 0.5 * crowded)));
    for (let k = 0; k < take; k++) {
      const pick = k + (anchors.length > take ? rng.int(anchors.length - k) : 0);
      const a = anchors[pick] as Anchor;
      anchors[pick] = anchors[k] as Anchor;
      consider(a.x, a.y, a.rotation_deg);
    }
    const points = Math.max(1, Math.round((budget - take) / item.rotations.length));
    for (let k = 0; k < points; k++) {
      const p = gridPoint(frame, rng, zones, item.zone);
      const [x, y] = p ?? [(frame.box.minX + frame.box.maxX) / 2, (frame.box.minY + frame.box.maxY) / 2];
      for (const rot of item.rotations) consider(x, y, rot);
    }
    // No sampled spot has room for the first bed's whole block: look over the plot for one that has,
    // costing the block only where the bed itself has room (on a full plot most points have none,
    // and the block's cost is many times the bed's). Not in a hurry: the budget is spent.
    if (block > 1 && least > 1e-9 && !hurry) {
      const step = Math.max(1, Math.ceil(grid.length / BLOCK_SCAN_POINTS));
      for (let k = 0; k < grid.length; k += step) {
        const [x, y] = grid[k] as Point;
        for (const rot of item.rotations) {
          const bed = layout.bodyFor(item.index, x, y, rot);
          if (layout.contribution(item.index, bed) + passage(layout, item, bed) <= 1e-9) consider(x, y, rot);
        }
      }
    }
    // Every sampled spot that breaks no rule stands on the skeleton: look over the plot for one clear
    // of both, rather than stand on a path's strip and cut off what lies beyond (the issue plot's
    // gazebo on its spine). Not where every spot breaks a rule: what cannot fit is settled later.
    if (block <= 1 && least >= KEEP_CLEAR_COST && least < ERROR_COST && !hurry) {
      const step = Math.max(1, Math.ceil(grid.length / BLOCK_SCAN_POINTS));
      for (let k = 0; k < grid.length; k += step) {
        const [x, y] = grid[k] as Point;
        for (const rot of item.rotations) consider(x, y, rot);
      }
    }
    // Nor has the scan, and only branches stand in the best spots' way: they go round the block.
    if (block > 1 && least >= ACROSS_FROM && !hurry && options.barriers !== undefined) {
      const across = blockAcrossBranches(
        layout,
        frame,
        item,
        block,
        options.barriers,
        scored,
        (b) => -snug(b),
      );
      if (across !== undefined) {
        layout.bodies[item.index] = across;
        continue;
      }
    }
    // Nor has the scan: score the spots where the bed itself has room again, letting the block take
    // a narrower shape too (the shapes already scored keep their cost).
    if (block > 1 && least > 1e-9 && !hurry) {
      least = Infinity;
      for (const [k, { body, cost }] of scored.entries()) {
        if (layout.contribution(item.index, body) + passage(layout, item, body) > 1e-9) {
          least = Math.min(least, cost);
          continue;
        }
        const either = Math.min(cost, blockCost(layout, item, body, block, 'narrow'));
        least = Math.min(least, either);
        scored[k] = { body, cost: either };
      }
    }
    layout.bodies[item.index] = pick(scored);
    if (spineLaid && options.barriers !== undefined && !item.tags.has('bed'))
      reachOrMove(layout, frame, item, options.barriers, scored, pick);
  }
  if (spineLaid && options.barriers !== undefined)
    layBedBranches(layout, frame, options.barriers, servedBeds);
}

/**
 * The placing order with every bed right after the first one (issue 25: one kitchen-garden block):
 * the room the first bed reserves for its block (circulation.ts blockCost) stays free for the beds
 * that follow, as no other object, and no branch to it, comes in between.
 */
function bedsTogether(order: readonly Item[]): Item[] {
  // Before the trees too: a tree finds room around the block more easily than the block around it.
  const at = order.findIndex((it) => it.tags.has('bed') || it.tags.has('tree'));
  if (at < 0) return [...order];
  const beds = order.filter((it) => it.tags.has('bed'));
  if (beds.length === 0) return [...order];
  const rest = order.filter((it) => !it.tags.has('bed'));
  return [...rest.slice(0, at), ...beds, ...rest.slice(at)];
}

/**
 * The first bed's least block cost from which the branches in the block's way are laid round it
 * (block-room.ts): 2 x KEEP_CLEAR_COST (circulation.ts), every spot's block crosses kept-clear ground.
 */
const ACROSS_FROM = 60;

/** Grid points at most that the first bed scans when no sampled spot has room for its block. */
const BLOCK_SCAN_POINTS = 800;

/** Candidates tried after the best when no branch of the skeleton reaches an object there. */
const REACH_TRIES = 4;

/**
 * A branch of the skeleton to the object just placed (circulation.ts layBranch); when none reaches
 * it there, the next best of its candidates (at most REACH_TRIES) that one does reach, so the object
 * is reached by construction. An object so reached stays there through annealing (Layout.pinned).
 */
function reachOrMove(
  layout: Layout,
  frame: PlotFrame,
  item: Item,
  barriers: readonly AreaShape[],
  scored: readonly Scored[],
  pick: (from: readonly Scored[]) => Body | undefined,
): void {
  const first = layout.bodies[item.index];
  let left = scored;
  for (let k = 0; k <= REACH_TRIES; k++) {
    const at = layout.bodies[item.index];
    if (at === undefined) break;
    if (layBranch(layout, frame, item, barriers)) {
      layout.pinned.add(item.index);
      return;
    }
    if (!isBranchTarget(item)) return;
    left = left.filter((s) => s.body !== at);
    const next = pick(left);
    if (next === undefined) break;
    layout.bodies[item.index] = next;
  }
  layout.bodies[item.index] = first;
}

/**
 * The first set-back behind the vehicle gate (gate-parking.ts, in its order) where the item breaks
 * no rule, its spots there; only for the first car's place (one stands in the gate).
 */
function gateCandidates(layout: Layout, frame: PlotFrame, item: Item): Scored[] {
  for (const it of layout.items) if (it.zone === 'parking' && layout.pinned.has(it.index)) return [];
  let found: Scored[] = [];
  let at = Infinity;
  for (const spot of gateSpots(frame.plot, item)) {
    if (at !== Infinity && spot.setback !== at) break;
    const body = layout.bodyFor(item.index, spot.x, spot.y, spot.rotation_deg);
    if (layout.contribution(item.index, body) > 1e-9) continue;
    at = spot.setback;
    found = [...found, { body, cost: 0 }];
  }
  return found;
}

/**
 * Placement after the budget: the least rule cost (with what is placed) of HURRY_POINTS random grid
 * points in each turn, ties to the first. Linear in the objects placed, so a late layout still ends.
 */
function hurried(layout: Layout, frame: PlotFrame, item: Item, rng: Rng): Body {
  const grid = frame.grid;
  let best: Scored | undefined;
  for (let k = 0; k < HURRY_POINTS; k++) {
    const p = grid.length > 0 ? grid[rng.int(grid.length)] : undefined;
    const [x, y] = p ?? [(frame.box.minX + frame.box.maxX) / 2, (frame.box.minY + frame.box.maxY) / 2];
    for (const rot of item.rotations) {
      const body = layout.bodyFor(item.index, x, y, rot);
      const cost = layout.contribution(item.index, body);
      if (best === undefined || cost < best.cost) best = { body, cost };
      if (cost === 0) return body;
    }
  }
  return (best as Scored).body;
}

/**
 * The candidate with the least cost + soft-goal shortfall - snugness - zone pull + noise. The soft goals are the
 * costly part, so candidates go in order of the rest (a lower bound of their value, the soft part
 * being >= 0) and the scan stops at the first that cannot beat the best so far: the same choice as
 * scoring them all, for a fraction of the soft-goal evaluations.
 */
function pickBest(
  layout: Layout,
  item: Item,
  scored: readonly Scored[],
  least: number,
  noise: number,
  rng: Rng,
  /** The weighted snugness bonus and the zone pull (zone-pull.ts). */
  snug: (b: Body) => number,
): Body | undefined {
  const open: { body: Body; base: number }[] = [];
  for (const s of scored) {
    // The soft part, snugness and zone pull (-ZONE_WEIGHT..ZONE_WEIGHT) are worth at most
    // SOFT_SCALE + CONTACT_WEIGHT + 2 ZONE_WEIGHT: costlier candidates cannot win.
    if (s.cost > least + SOFT_SCALE + CONTACT_WEIGHT + 2 * ZONE_WEIGHT) continue;
    open.push({ body: s.body, base: s.cost - snug(s.body) + noise * rng.next() });
  }
  open.sort((a, b) => a.base - b.base);
  let best: { body: Body; value: number } | undefined;
  for (const o of open) {
    if (best !== undefined && o.base >= best.value) break;
    layout.bodies[item.index] = o.body;
    const value = o.base + SOFT_SCALE * (1 - layout.softTotal(false));
    if (best === undefined || value < best.value) best = { body: o.body, value };
  }
  return best?.body;
}
