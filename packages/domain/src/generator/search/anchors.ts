import { circleBox, pointsBox } from '../../geometry/index.js';
import type { Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import type { Layout } from './layout.js';
import type { PlotFrame } from '../core/plot-frame.js';

// Snug candidate positions for the constructive phase. Random grid points almost never land an
// object flush against another or the boundary, so a dense selection ends in slivers of wasted
// ground that nothing fits. These candidates put the object's corner at the "extreme points" of
// what is already placed (Crainic, Perboli & Tadei 2008): beside each placed object at its
// required gap, flush with one of its ends, and that point slid along the axis until it meets the
// next object or the boundary, in all four corner orientations. Everything is worked out in the
// plot's axis frame (x along its longest edge), where the objects the generator turns by axisDeg
// are axis-aligned boxes.

/** A box in the axis frame. */
interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** A candidate centre in the plan frame and the turn it is meant for. */
export interface Anchor {
  readonly x: number;
  readonly y: number;
  readonly rotation_deg: number;
}

/** Contact and overlap tests forgive this much: corners come from rotated, rounded coordinates. */
const EPS = 1e-6;

/** The plan frame <-> the plot's axis frame (a turn by -axisDeg), and axis-frame boxes of bodies. */
export class AxisFrame {
  private readonly cos: number;
  private readonly sin: number;
  /** The plot's box in the axis frame: a rectangle plot is exactly this box. */
  readonly container: Box;

  constructor(readonly frame: PlotFrame) {
    const a = (-frame.axisDeg * Math.PI) / 180;
    [this.cos, this.sin] = frame.axisDeg === 0 ? [1, 0] : [Math.cos(a), Math.sin(a)];
    this.container = this.boxOf(frame.ring);
  }

  toAxis(x: number, y: number): [number, number] {
    return [x * this.cos - y * this.sin, x * this.sin + y * this.cos];
  }

  toPlan(lx: number, ly: number): [number, number] {
    return [lx * this.cos + ly * this.sin, -lx * this.sin + ly * this.cos];
  }

  private boxOf(points: readonly (readonly [number, number])[]): Box {
    return pointsBox(points.map((p) => this.toAxis(p[0], p[1])));
  }

  /** The body's box in the axis frame (a circle's: the square around it). */
  bodyBox(b: Body): Box {
    if (b.shape.kind === 'polygon') return this.boxOf(b.shape.ring);
    const [cx, cy] = this.toAxis(b.x, b.y);
    return circleBox(cx, cy, b.shape.radius);
  }

  /** Half extents of `item` turned by `rot` in the axis frame, or undefined when it is not aligned. */
  halfExtents(item: Item, rot: number): [number, number] | undefined {
    if (item.shape === 'circle') return [item.width / 2, item.width / 2];
    const off = (((rot - this.frame.axisDeg) % 180) + 180) % 180;
    if (Math.abs(off) < 1e-9 || Math.abs(off - 180) < 1e-9) return [item.width / 2, item.depth / 2];
    if (Math.abs(off - 90) < 1e-9) return [item.depth / 2, item.width / 2];
    return undefined;
  }
}

/** The largest error-severity gap the pack asks between two kinds, or undefined when they may overlap. */
export function errorGap(layout: Layout, kindA: number, kindB: number): number | undefined {
  let gap: number | undefined;
  for (const t of layout.penalty.rules.pair(kindA, kindB).terms)
    if (t.error) gap = Math.max(gap ?? 0, t.value);
  return gap;
}

/**
 * What `item` must keep clear of: each placed body's axis-frame box grown by the error gap the
 * pair needs (objects it may overlap, such as a lawn, are left out).
 */
export function obstaclesFor(layout: Layout, axis: AxisFrame, item: Item): Box[] {
  const out: Box[] = [];
  layout.bodies.forEach((b, j) => {
    if (b === undefined || j === item.index) return;
    const gap = errorGap(layout, item.kind, (layout.items[j] as Item).kind);
    if (gap === undefined) return;
    const box = axis.bodyBox(b);
    out.push({ minX: box.minX - gap, minY: box.minY - gap, maxX: box.maxX + gap, maxY: box.maxY + gap });
  });
  return out;
}

/** Mirrors a box so that the corner orientation (sx, sy) becomes "grows right and up". */
function mirror(b: Box, sx: number, sy: number): Box {
  return {
    minX: sx > 0 ? b.minX : -b.maxX,
    maxX: sx > 0 ? b.maxX : -b.minX,
    minY: sy > 0 ? b.minY : -b.maxY,
    maxY: sy > 0 ? b.maxY : -b.minY,
  };
}

/** Slides (x, y) down to the top of the first box (or the floor) under the column just right of x. */
function dropDown(x: number, y: number, boxes: readonly Box[], floor: number): number {
  let best = floor;
  for (const f of boxes)
    if (f.maxY <= y + EPS && f.maxY > best && f.minX <= x + EPS && x < f.maxX - EPS) best = f.maxY;
  return best;
}

/** Slides (x, y) left to the right side of the first box (or the wall) beside the row just above y. */
function slideLeft(x: number, y: number, boxes: readonly Box[], wall: number): number {
  let best = wall;
  for (const f of boxes)
    if (f.maxX <= x + EPS && f.maxX > best && f.minY <= y + EPS && y < f.maxY - EPS) best = f.maxX;
  return best;
}

function overlapsAny(b: Box, boxes: readonly Box[]): boolean {
  for (const f of boxes) {
    if (b.minX < f.maxX - EPS && f.minX < b.maxX - EPS && b.minY < f.maxY - EPS && f.minY < b.maxY - EPS) {
      return true;
    }
  }
  return false;
}

/** Setbacks tried as corner offsets from the plot's box (anchorCandidates), at most this many. */
const MAX_SETBACKS = 4;

/**
 * The distinct error-severity boundary setbacks `item` keeps (footprint-measured), with 0: a plot just
 * wide enough for a house between its side setbacks has one spot, on those setback lines, which the
 * corner points of placed objects never hit.
 */
export function boundarySetbacks(layout: Layout, item: Item): number[] {
  const values = new Set([0]);
  for (const t of layout.penalty.rules.kinds[item.kind]?.segments ?? []) {
    if (t.error && !t.fromCentre && !t.crown && values.size < MAX_SETBACKS) values.add(t.value);
  }
  return [...values];
}

/**
 * Extreme-point candidates for `item`: for each turn that is aligned with the plot's axis, every
 * corner point of the placed objects (at their gaps) and of the plot's box, where the item fits
 * inside the box and clear of every obstacle. Deduplicated; in a fixed order (no randomness).
 */
export function anchorCandidates(
  item: Item,
  axis: AxisFrame,
  obstacles: readonly Box[],
  setbacks: readonly number[] = [0],
): Anchor[] {
  const out: Anchor[] = [];
  const seen = new Set<string>();
  const c = axis.container;
  for (const [sx, sy] of [
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
  ] as const) {
    const boxes = obstacles.map((o) => mirror(o, sx, sy));
    const m = mirror(c, sx, sy);
    // The box's corner moved in by each pair of setbacks (with 0: the corner itself).
    const points: [number, number][] = setbacks.flatMap((sx0) =>
      setbacks.map((sy0): [number, number] => [m.minX + sx0, m.minY + sy0]),
    );
    for (const e of boxes) {
      points.push([e.maxX, e.minY], [e.maxX, dropDown(e.maxX, e.minY, boxes, m.minY)]);
      points.push([e.minX, e.maxY], [slideLeft(e.minX, e.maxY, boxes, m.minX), e.maxY]);
    }
    for (const rot of item.rotations) {
      const half = axis.halfExtents(item, rot);
      if (half === undefined) continue;
      const [w, h] = [2 * half[0], 2 * half[1]];
      for (const [px, py] of points) {
        const b = { minX: px, minY: py, maxX: px + w, maxY: py + h };
        if (b.minX < m.minX - EPS || b.minY < m.minY - EPS || b.maxX > m.maxX + EPS || b.maxY > m.maxY + EPS)
          continue;
        if (overlapsAny(b, boxes)) continue;
        // Back from the mirrored axis frame to the plan frame, centre of the box.
        const [x, y] = axis.toPlan(sx * (px + half[0]), sy * (py + half[1]));
        const key = `${rot}:${Math.round(x * 1000)}:${Math.round(y * 1000)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ x, y, rotation_deg: rot });
      }
    }
  }
  return out;
}

/**
 * How snugly a body sits: the share of its axis-frame box's perimeter that touches an obstacle or
 * the plot's box, 0..1 (0 for a body not aligned with the axis). Objects that sit snug leave the
 * free ground in few, large pieces instead of slivers.
 */
export function contactShare(b: Body, axis: AxisFrame, obstacles: readonly Box[]): number {
  const aligned =
    b.shape.kind === 'circle' ||
    Math.abs((((b.rotation_deg - axis.frame.axisDeg) % 90) + 90) % 90) < 1e-9 ||
    Math.abs(((((b.rotation_deg - axis.frame.axisDeg) % 90) + 90) % 90) - 90) < 1e-9;
  if (!aligned) return 0;
  const box = axis.bodyBox(b);
  const [w, h] = [box.maxX - box.minX, box.maxY - box.minY];
  if (w + h <= 0) return 0;
  const c = axis.container;
  let touch = 0;
  if (Math.abs(box.minX - c.minX) < EPS) touch += h;
  if (Math.abs(box.maxX - c.maxX) < EPS) touch += h;
  if (Math.abs(box.minY - c.minY) < EPS) touch += w;
  if (Math.abs(box.maxY - c.maxY) < EPS) touch += w;
  for (const f of obstacles) {
    const spanY = Math.min(box.maxY, f.maxY) - Math.max(box.minY, f.minY);
    const spanX = Math.min(box.maxX, f.maxX) - Math.max(box.minX, f.minX);
    if (spanY > EPS && (Math.abs(box.minX - f.maxX) < EPS || Math.abs(box.maxX - f.minX) < EPS))
      touch += spanY;
    if (spanX > EPS && (Math.abs(box.minY - f.maxY) < EPS || Math.abs(box.maxY - f.minY) < EPS))
      touch += spanX;
  }
  return Math.min(1, touch / (2 * (w + h)));
}
