import type { Body } from '../core/body.js';
import { onKeepClear } from './circulation.js';
import { crowding, gridPoint } from './construct.js';
import type { Item } from '../core/item.js';
import type { Layout } from './layout.js';
import type { PlotFrame } from '../core/plot-frame.js';
import type { Rng } from './prng.js';
import { ZoneMap } from '../zones/zones.js';

export interface SearchOptions {
  readonly iterations: number;
  readonly timeUp: () => boolean;
  /**
   * The share of this run's time slice spent, 0..1 (read every 64 steps). When given, cooling follows
   * the larger of it and the share of iterations done, and the run ends at 1: a run cut by its clock
   * still cools down instead of stopping hot.
   */
  readonly elapsed?: () => number;
  /**
   * Start and end temperature of the geometric cooling, in value units (default 0.25, warming to 3
   * on a crowded plot, and 0.01).
   */
  readonly temperatures?: readonly [number, number];
}

/**
 * Start temperature on a roomy plot and on a crowded one (construct.ts `crowding`), and the end.
 * Construction already zones a roomy plot (zone-pull.ts) and annealing refines it: a hot start
 * traded the whole garden block for small gains elsewhere and never found the way back. On a
 * crowded plot fitting everything is the hard part, and a hot start escapes jams.
 */
const COOL_START = 0.25;
const HOT_START = 3;
/** Crowding (0..1) above which the start warms, linearly up to HOT_START on a full plot. */
const HOT_FROM = 0.6;
const END_TEMPERATURE = 0.01;

/** Whether item i at `body` would stand on ground kept clear (Layout.keepClear; paving may). */
function onDrive(layout: Layout, i: number, body: Body): boolean {
  return onKeepClear(layout, layout.items[i] as Item, body);
}

/**
 * Simulated annealing over shift, turn, swap and re-place moves on rule cost + soft goals (or the
 * caller's objective: Layout.goalCost). Only the
 * moved objects' rule costs are recomputed per move; the best layout seen is kept.
 */
export function anneal(layout: Layout, frame: PlotFrame, rng: Rng, options: SearchOptions): void {
  const movable = layout.items
    .filter((it) => it.locked === undefined && !layout.pinned.has(it.index))
    .map((it) => it.index);
  // Past the budget already: not even the start value (a full evaluation of a big layout).
  if (movable.length === 0 || options.iterations <= 0 || options.timeUp()) return;
  const bodies = layout.bodies;
  let penalty = layout.penaltyTotal();
  let current = penalty + layout.goalCost();
  let best = { value: current, bodies: [...bodies] };
  const span = Math.sqrt(frame.area);
  // With the soft goals, re-placing draws toward the object's zone, as construction does.
  const zones = layout.objective === undefined ? new ZoneMap(frame) : undefined;
  const hot = Math.max(0, (crowding(layout, frame) - HOT_FROM) / (1 - HOT_FROM));
  const [tStart, tEnd] = options.temperatures ?? [
    COOL_START + (HOT_START - COOL_START) * hot,
    END_TEMPERATURE,
  ];
  let timeShare = 0;
  for (let step = 0; step < options.iterations; step++) {
    if ((step & 63) === 0) {
      if (options.timeUp()) break;
      if (options.elapsed !== undefined) timeShare = options.elapsed();
      if (timeShare >= 1) break;
    }
    const progress = Math.max(step / options.iterations, timeShare);
    const temperature = tStart * (tEnd / tStart) ** progress;
    const i = movable[rng.int(movable.length)] as number;
    const item = layout.items[i] as Item;
    const old = bodies[i] as Body;
    const roll = rng.next();
    let j = -1;
    let moved: Body;
    if (roll < 0.5) {
      const reach = Math.max(0.1, 0.25 * span * (1 - progress));
      const dx = Math.round((rng.next() * 2 - 1) * reach * 20) / 20;
      const dy = Math.round((rng.next() * 2 - 1) * reach * 20) / 20;
      moved = layout.bodyFor(i, old.x + dx, old.y + dy, old.rotation_deg);
    } else if (roll < 0.65 && item.rotations.length > 1) {
      const rot = item.rotations[rng.int(item.rotations.length)] as number;
      moved = layout.bodyFor(i, old.x, old.y, rot);
    } else if (roll < 0.8 && movable.length > 1) {
      j = movable[rng.int(movable.length)] as number;
      const other = bodies[j] as Body;
      const otherItem = layout.items[j] as Item;
      if (j === i || otherItem.code === item.code) continue;
      // With the soft goals, objects trade places only within a zone (a bed with a bed...).
      if (zones !== undefined && otherItem.zone !== item.zone) continue;
      moved = layout.bodyFor(i, other.x, other.y, old.rotation_deg);
    } else {
      const p = gridPoint(frame, rng, zones, item.zone);
      if (p === undefined) continue;
      const rot = item.rotations[rng.int(item.rotations.length)] as number;
      moved = layout.bodyFor(i, p[0], p[1], rot);
    }
    // The drive to a set-back car's place and the spine stay clear (construct.ts keeps them so too).
    if (
      onDrive(layout, i, moved) ||
      (j >= 0 && onDrive(layout, j, layout.bodyFor(j, old.x, old.y, (bodies[j] as Body).rotation_deg)))
    )
      continue;
    let before = layout.contribution(i, old);
    let after: number;
    const oldJ = j >= 0 ? (bodies[j] as Body) : undefined;
    if (oldJ !== undefined) {
      const movedJ = layout.bodyFor(j, old.x, old.y, oldJ.rotation_deg);
      before += layout.contribution(j, oldJ, i);
      bodies[j] = movedJ;
      after = layout.contribution(i, moved) + layout.contribution(j, movedJ, i);
    } else {
      after = layout.contribution(i, moved);
    }
    bodies[i] = moved;
    const nextPenalty = penalty - before + after;
    const value = nextPenalty + layout.goalCost();
    const delta = value - current;
    if (delta <= 0 || rng.next() < Math.exp(-delta / temperature)) {
      [penalty, current] = [nextPenalty, value];
      if (value < best.value - 1e-12) best = { value, bodies: [...bodies] };
    } else {
      bodies[i] = old;
      if (oldJ !== undefined) bodies[j] = oldJ;
    }
  }
  best.bodies.forEach((b, k) => (bodies[k] = b));
}
