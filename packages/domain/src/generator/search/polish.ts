import type { Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import type { Layout } from './layout.js';

export interface PolishOptions {
  readonly timeUp: () => boolean;
}

/**
 * Step lengths, metres, coarse to fine. Annealing ends on a 5 cm grid and at a temperature that still
 * lets small losses through; an objective's optimum sits where objects touch their limits, so the
 * last millimetres come from here (bodies are kept to the millimetre anyway).
 */
const STEPS = [2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001];
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];
/** Sweeps per step length at most: each sweep that improves nothing ends the step. */
const MAX_SWEEPS = 50;
const TOLERANCE = 1e-9;

/**
 * Bodies after moving item `start` by (dx, dy) and pushing along whatever that move crowds (each
 * pushed object moves by the same step), or undefined when a locked object would have to move.
 */
function push(layout: Layout, start: number, dx: number, dy: number): Map<number, Body> | undefined {
  const { items, bodies, penalty } = layout;
  const moved = new Map<number, Body>();
  const queue = [start];
  while (queue.length > 0) {
    const i = queue.pop() as number;
    if (moved.has(i)) continue;
    const item = items[i] as Item;
    const old = bodies[i];
    if (item.locked !== undefined || old === undefined) return undefined;
    const next = layout.bodyFor(i, old.x + dx, old.y + dy, old.rotation_deg);
    moved.set(i, next);
    for (let j = 0; j < items.length; j++) {
      const other = bodies[j];
      if (j === i || moved.has(j) || other === undefined) continue;
      const kj = (items[j] as Item).kind;
      if (penalty.pair(item.kind, next, kj, other) > penalty.pair(item.kind, old, kj, other) + TOLERANCE)
        queue.push(j);
    }
  }
  return moved;
}

/**
 * Greedy local descent on rule cost + goal cost: axis moves of one object (pushing the objects it
 * would crowd along with it) from coarse to fine steps, kept only when the rule cost does not rise
 * and the total falls. Deterministic: no randomness, fixed order.
 */
export function polish(layout: Layout, options: PolishOptions): void {
  if (options.timeUp()) return;
  const movable = layout.items.filter((it) => it.locked === undefined).map((it) => it.index);
  const bodies = layout.bodies;
  let penalty = layout.penaltyTotal();
  let value = penalty + layout.goalCost();
  for (const step of STEPS) {
    for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
      let improved = false;
      for (const i of movable) {
        // A sweep over hundreds of objects is itself long: the clock is read per object.
        if (options.timeUp()) return;
        for (const [ux, uy] of DIRECTIONS) {
          const moved = push(layout, i, ux * step, uy * step);
          if (moved === undefined) continue;
          const saved = [...moved.keys()].map((k) => [k, bodies[k]] as const);
          for (const [k, b] of moved) bodies[k] = b;
          const nextPenalty = layout.penaltyTotal();
          const next = nextPenalty + layout.goalCost();
          if (nextPenalty <= penalty + TOLERANCE && next < value - TOLERANCE) {
            [penalty, value, improved] = [nextPenalty, next, true];
          } else {
            for (const [k, b] of saved) bodies[k] = b;
          }
        }
      }
      if (!improved) break;
    }
  }
}
