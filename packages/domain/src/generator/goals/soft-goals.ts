import { boxGap } from '../../rules/spatial-grid.js';
import type { Body } from '../core/body.js';
import { meanOverPlaced } from './goal-mean.js';
import { inGardenBlock } from '../zones/zones.js';
import { DesignGoals, noonShade } from './design-goals.js';
import { FreeAreaGrid } from './free-area.js';
import type { Item } from '../core/item.js';
import type { PlotFrame } from '../core/plot-frame.js';
import { softGoals, type GoalWeights, type SoftGoal } from '../core/types.js';

// Each soft goal scores 0..1 with a simple, explainable heuristic; the weighted mean is the score.
// Roles are worked out once per item, so scoring a layout allocates next to nothing.

const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);

const LIVING = ['dwelling', 'recreation', 'play', 'terrace'];
const SANITARY = ['toilet', 'septic', 'compost'];
const LEISURE = ['recreation', 'play'];
/**
 * How much each goal counts at weight 1: the zoning and the garden block are what a designer reads a
 * plan by first (and with eleven goals averaged, they would otherwise barely move the search).
 */
export const GOAL_IMPORTANCE: Readonly<Record<SoftGoal, number>> = {
  zones: 4,
  access: 1,
  sun: 2,
  garden: 3,
  shade: 2,
  privacy: 1,
  entrance: 1,
  sanitary: 1,
  recreation: 1,
  free_area: 1,
  alignment: 1,
};

/** Recreation this close to the house is in plain sight. */
const SIGHT_M = 12;

type Bodies = readonly (Body | undefined)[];

function radius(b: Body): number {
  return Math.max(b.box.maxX - b.box.minX, b.box.maxY - b.box.minY) / 2;
}

function withTags(items: readonly Item[], tags: readonly string[]): number[] {
  return items.filter((it) => tags.some((t) => it.tags.has(t))).map((it) => it.index);
}

/** The least box gap from body `b` to any placed body of `others` (Infinity when none is placed). */
function nearest(b: Body, self: number, others: readonly number[], bodies: Bodies): number {
  let near = Infinity;
  for (const o of others) {
    const other = bodies[o];
    if (o !== self && other !== undefined) near = Math.min(near, boxGap(b.box, other.box));
  }
  return near;
}

export class SoftGoals {
  private readonly freeArea: FreeAreaGrid;
  private readonly design: DesignGoals;
  private readonly weights: Readonly<Record<SoftGoal, number>>;
  private readonly weightSum: number;
  private readonly southMin: number;
  private readonly southSpan: number;
  private readonly houses: number[];
  private readonly living: number[];
  private readonly sanitary: number[];
  private readonly garden: number[];
  private readonly leisure: number[];
  private readonly sunny: number[];
  private readonly rects: number[];
  private readonly ground: number[];
  private readonly scratch: Body[] = [];

  constructor(
    private readonly frame: PlotFrame,
    private readonly items: readonly Item[],
    weights: GoalWeights,
  ) {
    this.freeArea = new FreeAreaGrid(frame);
    this.design = new DesignGoals(frame, items);
    const w = Object.fromEntries(
      softGoals.map((g) => [g, clamp01(weights[g] ?? 1) * GOAL_IMPORTANCE[g]]),
    ) as Record<SoftGoal, number>;
    const sum = softGoals.reduce((s, g) => s + w[g], 0);
    // All weights zero: no preference, so every goal counts as much as it does by default.
    this.weights = sum > 0 ? w : GOAL_IMPORTANCE;
    this.weightSum = sum > 0 ? sum : softGoals.reduce((s, g) => s + GOAL_IMPORTANCE[g], 0);
    const proj = frame.ring.map((p) => p[0] * frame.south[0] + p[1] * frame.south[1]);
    this.southMin = Math.min(...proj);
    this.southSpan = Math.max(1e-9, Math.max(...proj) - this.southMin);
    this.houses = withTags(items, ['dwelling']);
    this.living = withTags(items, LIVING);
    this.sanitary = withTags(items, SANITARY);
    this.garden = items.filter(inGardenBlock).map((it) => it.index);
    this.leisure = withTags(items, LEISURE);
    this.sunny = items.filter((it) => it.sun === 'full' || it.sun === 'partial').map((it) => it.index);
    // Beds run north-south (garden-block.ts), not with the fence: the alignment goal leaves them out.
    this.rects = items
      .filter((it) => it.shape === 'rect' && it.locked === undefined && !it.tags.has('bed'))
      .map((it) => it.index);
    this.ground = items.filter((it) => !it.tags.has('ground_cover')).map((it) => it.index);
  }

  total(breakdown: Readonly<Record<SoftGoal, number>>): number {
    let s = 0;
    for (const g of softGoals) s += this.weights[g] * breakdown[g];
    return s / this.weightSum;
  }

  /**
   * Each goal's score. `full` false, while constructing, scores 1 for the costliest goal (free area)
   * and for those construction's zone pull already steers by (zones, access, privacy: zone-pull.ts).
   */
  breakdown(bodies: Bodies, full = true): Record<SoftGoal, number> {
    return {
      zones: full ? this.design.zoneScore(bodies) : 1,
      access: full ? this.design.access(bodies) : 1,
      shade: this.design.shade(bodies),
      privacy: full ? this.design.privacy(bodies) : 1,
      sun: this.sun(bodies),
      entrance: this.entrance(bodies),
      sanitary: this.mean(this.sanitary, bodies, (b, i) => {
        const near = nearest(b, i, this.living, bodies);
        return near === Infinity ? 1 : clamp01(near / Math.min(15, this.frame.diagonal / 2));
      }),
      garden: this.gardenScore(bodies),
      recreation: this.mean(this.leisure, bodies, (b, i) => {
        const near = nearest(b, i, this.houses, bodies);
        return near === Infinity ? 1 : 1 - clamp01((near - SIGHT_M) / 25);
      }),
      free_area: full ? this.free(bodies) : 1,
      alignment: this.mean(this.rects, bodies, (b) => {
        const off = (((b.rotation_deg - this.frame.axisDeg) % 90) + 90) % 90;
        return off < 0.01 || off > 89.99 ? 1 : 0;
      }),
    };
  }

  /** Mean of `score` over the placed bodies of `which`; 1 when none is placed. */
  private mean(which: readonly number[], bodies: Bodies, score: (b: Body, i: number) => number): number {
    return meanOverPlaced(which, bodies, score);
  }

  private free(bodies: Bodies): number {
    const list = this.scratch;
    list.length = 0;
    for (const i of this.ground) {
      const b = bodies[i];
      if (b !== undefined) list.push(b);
    }
    return this.freeArea.score(list);
  }

  /** Sun lovers toward the south side, out of the north shadow of taller objects. */
  private sun(bodies: Bodies): number {
    const [sx, sy] = this.frame.south;
    let [sum, weight] = [0, 0];
    for (const i of this.sunny) {
      const p = bodies[i];
      const item = this.items[i] as Item;
      if (p === undefined) continue;
      const w = item.sun === 'full' ? 1 : 0.5;
      const southness = (p.x * sx + p.y * sy - this.southMin) / this.southSpan;
      let shade = 0;
      for (let t = 0; t < bodies.length; t++) {
        const caster = bodies[t];
        const height = (this.items[t] as Item).height_m;
        if (t === i || caster === undefined || height < item.height_m + 1) continue;
        shade = Math.max(shade, noonShade(p, caster, height, this.frame.south));
      }
      sum += w * (0.4 * clamp01(southness) + 0.6 * (1 - shade));
      weight += w;
    }
    return weight === 0 ? 1 : sum / weight;
  }

  /** Houses near the entrance (street side). */
  private entrance(bodies: Bodies): number {
    const front = this.frame.front;
    if (front === undefined) return 1;
    return this.mean(this.houses, bodies, (h) => {
      const d = Math.hypot(h.x - front[0], h.y - front[1]) - radius(h);
      return 1 - clamp01(d / (0.5 * this.frame.diagonal));
    });
  }

  /**
   * The kitchen garden as one compact block: each object near the block's middle, the block's box
   * well filled (so no object strays), long sides north-south (or along a narrow plot).
   */
  private gardenScore(bodies: Bodies): number {
    let [cx, cy, n, area] = [0, 0, 0, 0];
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const i of this.garden) {
      const b = bodies[i];
      if (b === undefined) continue;
      [cx, cy, n] = [cx + b.x, cy + b.y, n + 1];
      const it = this.items[i] as Item;
      area += it.shape === 'circle' ? (Math.PI * it.width ** 2) / 4 : it.width * it.depth;
      [minX, minY] = [Math.min(minX, b.box.minX), Math.min(minY, b.box.minY)];
      [maxX, maxY] = [Math.max(maxX, b.box.maxX), Math.max(maxY, b.box.maxY)];
    }
    const oriented = this.mean(this.garden, bodies, (b, i) => {
      const it = this.items[i] as Item;
      return it.shape === 'circle' ? 1 : this.design.zones.rowFit(it.width, it.depth, b.rotation_deg);
    });
    if (n < 2) return oriented;
    [cx, cy] = [cx / n, cy / n];
    // A block spreads over a few metres, whatever the plot: 10 m from its middle is out of it.
    const scale = Math.min(10, 0.35 * this.frame.diagonal);
    const near = this.mean(this.garden, bodies, (b) => 1 - clamp01(Math.hypot(b.x - cx, b.y - cy) / scale));
    // Beds 1.2 m wide with 0.5-0.8 m walks between them fill about 0.6 of their box.
    const fill = clamp01(area / Math.max(1e-9, (maxX - minX) * (maxY - minY)) / 0.6);
    return 0.4 * near + 0.35 * fill + 0.25 * oriented;
  }
}
