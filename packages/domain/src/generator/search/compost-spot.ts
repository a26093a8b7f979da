import type { Point } from '../../geometry/index.js';
import { separation, type Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import { BED_AISLE_M } from '../zones/garden-block.js';
import { errorGap } from './anchors.js';
import { passage } from './circulation.js';
import type { Layout } from './layout.js';

// The compost beside the bed block (issue 25: "compost beside it"). Sampled spots and snug spots
// beside what stands rarely fall within a barrow's few steps of the block, and a stronger zone pull
// moved the compost there at the cost of the rest of the layout (objects left out, something
// unreached): so the compost first tries a ring of spots round the block, at its ends and sides,
// and takes one only where it breaks no rule (a well's 8 m among them), stands off the skeleton and
// leaves every building a path's room. It keeps its place in the placing order, after the trees:
// placed right after the beds it took the room later objects needed (more of them left out).

/**
 * How far from the block's beds the compost stands to count as beside it, footprint to footprint:
 * the benchmark's convention (circulation-metrics.ts COMPOST_BESIDE_M, a barrow's few steps).
 */
export const COMPOST_BESIDE_M = 3;
/**
 * Gaps from the block's outline tried beyond the least the rules ask (the aisle's, at least), in
 * tiers, nearest first: up to a garden path's width (0.8 m) and the room to tip a barrow, then
 * across such a path (the block's own branch often runs along its free side), still within
 * COMPOST_BESIDE_M.
 */
const RING_TIERS_M = [
  [0, 0.5, 1.2],
  [1.8, 2.3],
];
/** Spacing of the spots along each side of the block. */
const RING_STEP_M = 1;

/** A construction candidate (construct.ts): a body and its cost, 0 for every spot here. */
interface Spot {
  readonly body: Body;
  readonly cost: number;
}

/**
 * Rule-free spots for a compost within COMPOST_BESIDE_M of a placed bed, on a ring round the beds'
 * outline (their rectangle in the beds' turn), in every turn the compost may take: none for other
 * objects or before the beds stand. In a fixed order, no random draw.
 */
export function compostSpots(layout: Layout, item: Item, gaps: readonly number[]): Spot[] {
  if (!item.tags.has('compost')) return [];
  const beds = layout.items.filter((it) => it.tags.has('bed') && layout.bodies[it.index] !== undefined);
  const first = beds[0];
  if (first === undefined) return [];
  const bodies = beds.map((it) => layout.bodies[it.index] as Body);
  const r = ((bodies[0] as Body).rotation_deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const uOf = (p: Point): number => p[0] * ux + p[1] * uy;
  const vOf = (p: Point): number => p[1] * ux - p[0] * uy;
  const corners = bodies.flatMap((b): Point[] =>
    b.shape.kind === 'polygon' ? [...b.shape.ring] : [[b.x, b.y]],
  );
  const [u0, u1] = [Math.min(...corners.map(uOf)), Math.max(...corners.map(uOf))];
  const [v0, v1] = [Math.min(...corners.map(vOf)), Math.max(...corners.map(vOf))];
  const least = Math.max(BED_AISLE_M, errorGap(layout, item.kind, first.kind) ?? 0) + 0.05;
  const out: Spot[] = [];
  for (const rot of item.rotations) {
    // The compost's half extents along the block's axes in this turn.
    const probe = layout.bodyFor(item.index, 0, 0, rot);
    const ring: readonly Point[] = probe.shape.kind === 'polygon' ? probe.shape.ring : [[0, 0]];
    const hu = Math.max(...ring.map(uOf));
    const hv = Math.max(...ring.map(vOf));
    for (const extra of gaps) {
      const g = least + extra;
      const spots: [number, number][] = [];
      // Along the sides (v fixed), then along the ends (u fixed), corners included.
      for (const u of steps(u0 - g - hu, u1 + g + hu)) spots.push([u, v1 + g + hv], [u, v0 - g - hv]);
      for (const v of steps(v0 + hv, v1 - hv)) spots.push([u1 + g + hu, v], [u0 - g - hu, v]);
      for (const [u, v] of spots) {
        const body = layout.bodyFor(item.index, u * ux - v * uy, u * uy + v * ux, rot);
        if (!bodies.some((b) => separation(body, b) <= COMPOST_BESIDE_M - 0.05)) continue;
        if (layout.contribution(item.index, body) + passage(layout, item, body) <= 1e-9)
          out.push({ body, cost: 0 });
      }
    }
  }
  return out;
}

/**
 * Places the compost at the best of its spots beside the block (compostSpots), tier by tier of
 * RING_TIERS_M, by `pick`, the pick of any object's candidates; `reach` lays its branch there or
 * moves it to the next best spot that one reaches (construct.ts reachOrMove; undefined: no
 * skeleton). True when it stands there; false, with the compost unplaced, when no spot is free or
 * reached: then it takes a spot like any object's rather than stand unreached beside the beds.
 */
export function compostBeside(
  layout: Layout,
  item: Item,
  pick: (from: readonly Spot[]) => Body | undefined,
  reach: ((from: readonly Spot[]) => void) | undefined,
): boolean {
  for (const gaps of RING_TIERS_M) {
    const spots = compostSpots(layout, item, gaps);
    if (spots.length === 0) continue;
    layout.bodies[item.index] = pick(spots);
    if (reach === undefined) return true;
    reach(spots);
    if (layout.pinned.has(item.index)) return true;
    layout.bodies[item.index] = undefined;
  }
  return false;
}

/** Points from `a` to `b` about RING_STEP_M apart, both ends included (the middle when b < a). */
function steps(a: number, b: number): number[] {
  if (b <= a) return [(a + b) / 2];
  const n = Math.max(1, Math.ceil((b - a) / RING_STEP_M));
  return Array.from({ length: n + 1 }, (_, k) => a + ((b - a) * k) / n);
}
