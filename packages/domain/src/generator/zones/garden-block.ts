import type { Point } from '../../geometry/index.js';
import type { Plot } from '../../model/plot.js';
import type { Body } from '../core/body.js';
import type { Item } from '../core/item.js';

/**
 * The aisle between beds of the kitchen-garden block: rules-research gives paths between beds of
 * 0.45-0.6 m; 0.55 m keeps the no-overlap rule's 0.5 m maintenance gap with room for rounding.
 */
export const BED_AISLE_M = 0.55;

/**
 * The widest gap between beds of one block when no spot across the usual aisle is free: a garden
 * path's width (0.8 m) with slack, as the benchmark counts a block (beds within 1.2 m).
 */
const LOOSE_AISLE_M = 1.1;

/** Degrees counter-clockwise from +x, reduced to [0, 180). */
const lineDeg = (deg: number): number => ((deg % 180) + 180) % 180;

/**
 * The direction beds' long sides run, degrees counter-clockwise from the plan's +x: north-south
 * (`north_deg` is clockwise from +y), or along a narrow plot's longest edge when the plot is over
 * twice as long as it is wide (rows down a strip, as people plant them).
 */
export function bedAxisDeg(plot: Plot): number {
  const ring = plot.boundary;
  let best = { len: -1, deg: 0 };
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > best.len + 1e-9) best = { len, deg: (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI };
  });
  const r = (best.deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const along = ring.map((p) => p[0] * ux + p[1] * uy);
  const across = ring.map((p) => p[1] * ux - p[0] * uy);
  const length = Math.max(...along) - Math.min(...along);
  const width = Math.max(...across) - Math.min(...across);
  return lineDeg(length > 2 * width ? best.deg : 90 - plot.north_deg);
}

/** The turn that lays a w x d rectangle's long side along `axisDeg` (a square: the axis itself). */
export function rotationAlong(width: number, depth: number, axisDeg: number): number {
  const deg = lineDeg(width >= depth ? axisDeg : axisDeg - 90);
  // The smaller of the two equivalent turns, so plans read 0..90 rather than 170.
  const rounded = Math.round(deg * 1e6) / 1e6;
  return rounded > 90 ? rounded - 180 : rounded;
}

/**
 * Spots for `item` (a bed) beside a bed already placed in the same turn: side by side across the
 * aisle (long sides facing, how a block is laid out), and end to end along the row (a block's next
 * row, or a narrow strip's). Centres.
 */
export function rowSpots(
  item: Item,
  rotation_deg: number,
  placed: readonly Body[],
): { readonly side: Point[]; readonly end: Point[]; readonly loose: Point[] } {
  const r = (rotation_deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const side: Point[] = [];
  const end: Point[] = [];
  const loose: Point[] = [];
  // The item's long axis: u (its width) when wider than deep, else v.
  const longU = item.width >= item.depth;
  for (const b of placed) {
    if (Math.abs(b.rotation_deg - rotation_deg) > 1e-6 || b.shape.kind !== 'polygon') continue;
    // The placed bed's half extent along its width (u) and depth (v) axes, from its corners.
    const ring = b.shape.ring;
    const hu = Math.max(...ring.map((p) => (p[0] - b.x) * ux + (p[1] - b.y) * uy));
    const hv = Math.max(...ring.map((p) => (p[1] - b.y) * ux - (p[0] - b.x) * uy));
    const du = hu + item.width / 2 + BED_AISLE_M;
    const dv = hv + item.depth / 2 + BED_AISLE_M;
    const at = (su: number, sv: number): Point => [b.x + su * ux - sv * uy, b.y + su * uy + sv * ux];
    const across = [at(du, 0), at(-du, 0)];
    const along = [at(0, dv), at(0, -dv)];
    side.push(...(longU ? along : across));
    end.push(...(longU ? across : along));
    // Still in the block (a gap of at most LOOSE_AISLE_M): shifted a quarter or half a bed along
    // the row, or across a wider aisle.
    const long = longU ? hu + item.width / 2 : hv + item.depth / 2;
    const beside = (aisle: number): number => (longU ? hv + item.depth / 2 : hu + item.width / 2) + aisle;
    const tries: [number, number][] = [
      ...[0.25, -0.25, 0.5, -0.5].map((k): [number, number] => [k * long, beside(BED_AISLE_M)]),
      [0, beside(LOOSE_AISLE_M)],
    ];
    for (const [l, c] of tries)
      for (const sign of [1, -1]) loose.push(longU ? at(l, sign * c) : at(sign * c, l));
  }
  return { side, end, loose };
}

/**
 * Between the kitchen-garden block and a building, a gap is either the block's own aisle or wide
 * enough for a garden path (0.8 m) on the path grid (path-grid.ts: the cell centre 0.75 m clear of
 * both sides, on a 0.5 m grid): a gap in between walls the garden off from the paths.
 */
export const PASSAGE_M = 1.8;
/** What a gap too narrow for a path costs a construction candidate: less than any rule's error. */
export const DEAD_GAP_COST = 2;

/**
 * Which side of the block's edge an object stands on: a building (the greenhouse too: its door needs
 * a path, the aisle between beds is not one), a block object (beds, berries, compost), or neither.
 */
function sideOf(it: Item): 'building' | 'block' | undefined {
  if (it.tags.has('greenhouse')) return 'building';
  if (it.zone === 'garden') return it.tags.has('well') ? undefined : 'block';
  return it.tags.has('building') || it.tags.has('outbuilding') ? 'building' : undefined;
}

/**
 * DEAD_GAP_COST when `body` (for `item`) leaves a gap narrower than PASSAGE_M to a placed object on
 * the other side of the block's edge (sideOf): a block object beside a building or the greenhouse,
 * or either of those beside the block.
 */
export function deadGapCost(
  items: readonly Item[],
  bodies: readonly (Body | undefined)[],
  item: Item,
  body: Body,
  gap: (a: Body, b: Body) => number,
): number {
  const mine = sideOf(item);
  if (mine === undefined) return 0;
  for (const other of items) {
    const b = bodies[other.index];
    if (b === undefined || other.index === item.index) continue;
    const theirs = sideOf(other);
    if (theirs === undefined || theirs === mine) continue;
    if (gap(body, b) < PASSAGE_M) return DEAD_GAP_COST;
  }
  return 0;
}
