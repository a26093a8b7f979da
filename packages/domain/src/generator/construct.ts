import type { Body } from './body.js';
import type { Item } from './items.js';
import { SOFT_SCALE, type Layout } from './layout.js';
import type { PlotFrame } from './plot-frame.js';
import type { Rng } from './prng.js';

export interface ConstructOptions {
  /** Grid points tried per object (each in every allowed turn). */
  readonly candidates: number;
  /** Random spread added to each candidate's objective: different seeds, different layouts. */
  readonly noise: number;
  readonly timeUp: () => boolean;
}

/**
 * Greedy placement in priority order (houses, then buildings, sanitary, water, trees, beds, small
 * things): each object goes to the best of a random sample of grid points, judged by rule cost with
 * what is already placed, then by the soft goals.
 */
export function construct(layout: Layout, frame: PlotFrame, rng: Rng, options: ConstructOptions): void {
  const order = layout.items
    .filter((it) => it.locked === undefined)
    .map((it) => ({ it, key: it.priority + rng.next() * 3 }))
    .sort((a, b) => a.key - b.key || a.it.index - b.it.index)
    .map((x) => x.it);
  const grid = frame.grid;
  for (const item of order) {
    const tries = options.timeUp() ? 4 : Math.min(options.candidates, Math.max(1, grid.length));
    const scored: { body: Body; cost: number }[] = [];
    let least = Infinity;
    for (let k = 0; k < tries; k++) {
      const p = grid.length > 0 ? grid[rng.int(grid.length)] : undefined;
      const [x, y] = p ?? [(frame.box.minX + frame.box.maxX) / 2, (frame.box.minY + frame.box.maxY) / 2];
      for (const rot of item.rotations) {
        const body = layout.bodyFor(item.index, x, y, rot);
        const cost = layout.contribution(item.index, body);
        least = Math.min(least, cost);
        scored.push({ body, cost });
      }
    }
    layout.bodies[item.index] = pickBest(layout, item, scored, least, options.noise, rng);
  }
}

function pickBest(
  layout: Layout,
  item: Item,
  scored: readonly { body: Body; cost: number }[],
  least: number,
  noise: number,
  rng: Rng,
): Body | undefined {
  let best: { body: Body; value: number } | undefined;
  for (const s of scored) {
    // The soft part is worth at most SOFT_SCALE: costlier candidates cannot win, skip scoring them.
    if (s.cost > least + SOFT_SCALE) continue;
    layout.bodies[item.index] = s.body;
    const value = s.cost + SOFT_SCALE * (1 - layout.softTotal(false)) + noise * rng.next();
    if (best === undefined || value < best.value) best = { body: s.body, value };
  }
  return best?.body;
}
