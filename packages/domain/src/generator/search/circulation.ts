import type { AreaShape } from '../../model/plot.js';
import { makeBody, separation, type Body } from '../core/body.js';
import { BED_AISLE_M, deadGapCost } from '../zones/garden-block.js';
import type { Item } from '../core/item.js';
import { placedObject, type Layout } from './layout.js';
import { BED_AISLE_REACH_M, PATH_TARGET_TAGS, objectDoors, type Door } from '../paths/path-terminals.js';
import type { PlotFrame } from '../core/plot-frame.js';
import { gardenSpine, skeletonBranch, type SkeletonObstacle } from '../skeleton/skeleton.js';

// Circulation first (issue 25), as construction lays it: the garden spine once the car's place and
// the house stand, a branch to each object a path leads to as it is placed, one to each bed block
// once the beds stand; all of it kept clear (Layout.keepClear) of what comes later.

/**
 * Beds of the block the first bed starts: the beds of its size that stay in one turn (0 when a bed
 * is placed already or the item is no such bed).
 */
export function blockBeds(layout: Layout, item: Item): number {
  if (!item.tags.has('bed') || item.rotations.length !== 1) return 0;
  let n = 0;
  for (const it of layout.items) {
    if (!it.tags.has('bed')) continue;
    if (it.index !== item.index && layout.bodies[it.index] !== undefined) return 0;
    if (it.width === item.width && it.depth === item.depth && it.rotations.length === 1) n++;
  }
  return n;
}

/**
 * What the first bed's spot costs as the start of its whole block (issue 25: one kitchen-garden
 * block): the rule cost and passage of the block's rectangle, `n` beds side by side across
 * BED_AISLE_M aisles in one row, or in two rows end to end (a squarer block), starting at the bed and
 * running to either side, the cheapest; doubled, so that the soft goals do not trade the block's
 * room away. So the first bed goes where the block has room, and the beds that follow find their
 * spots beside it. `shapes` 'narrow' costs the narrower shapes of blockRows instead: construction
 * asks for them only where no spot has room for these.
 */
export function blockCost(
  layout: Layout,
  item: Item,
  body: Body,
  n: number,
  shapes: 'block' | 'narrow' = 'block',
): number {
  let best = Infinity;
  for (const whole of blockShapes(item, body, n, shapes)) {
    best = Math.min(best, layout.contribution(item.index, whole) + passage(layout, item, whole));
    if (best <= 1e-9) return 0;
  }
  return 2 * best;
}

/**
 * The rectangles a block of `n` beds may take with the first bed at `body` (see blockCost): each
 * row count of blockRows, running to either side of the bed and, in more rows, to either end.
 */
export function* blockShapes(
  item: Item,
  body: Body,
  n: number,
  shapes: 'block' | 'narrow' = 'block',
): Generator<Body> {
  const longU = item.width >= item.depth;
  const [long, short] = longU ? [item.width, item.depth] : [item.depth, item.width];
  const r = (body.rotation_deg * Math.PI) / 180;
  // The short axis, along which the beds stand side by side, and the long one.
  const [sx, sy] = longU ? [-Math.sin(r), Math.cos(r)] : [Math.cos(r), Math.sin(r)];
  const [lx, ly] = [sy, -sx];
  for (const rows of blockRows(n, shapes)) {
    const across = (short + BED_AISLE_M) * (Math.ceil(n / rows) - 1);
    const along = (long + BED_AISLE_M) * (rows - 1);
    const size = [long + along, short + across];
    const [w, d] = longU ? size : [size[1], size[0]];
    for (const side of [1, -1])
      for (const end of rows > 1 ? [1, -1] : [0]) {
        const cx = body.x + (side * sx * across) / 2 + (end * lx * along) / 2;
        const cy = body.y + (side * sy * across) / 2 + (end * ly * along) / 2;
        yield makeBody('rect', cx, cy, w as number, d as number, body.rotation_deg);
      }
  }
}

/**
 * The rows a block of `n` beds may take: 'block', one row or two rows end to end (more than 3
 * beds); 'narrow', the narrower blocks of more rows beyond those, down to a single file (a strip
 * between the skeleton and a fence), each still one block of 0.55 m aisles. The narrower shapes
 * are a fallback: offered beside the others, they won spots where a row had room too (the e2e
 * gallery plot's 3 beds became an L of 2 + 1 and a single file, h25e/h25f).
 */
function blockRows(n: number, shapes: 'block' | 'narrow'): number[] {
  const block = n > 3 ? [1, 2] : [1];
  if (shapes === 'block') return block;
  const narrow: number[] = [];
  for (let k = block.length + 1, last = Math.ceil(n / block.length); k <= n; k++) {
    // Only a row count that makes the block narrower: 6 beds in 3 rows of 2, not 4 rows of 2 again.
    if (Math.ceil(n / k) < last) narrow.push(k);
    last = Math.min(last, Math.ceil(n / k));
  }
  return narrow;
}

/** Placed before the garden spine: the car's place and the house (circulation first). */
export const beforeSpine = (item: Item): boolean => item.zone === 'parking' || item.tags.has('dwelling');

/** The garden spine among what is placed so far (skeleton.ts), kept clear from now on. */
export function laySpine(layout: Layout, frame: PlotFrame, barriers: readonly AreaShape[]): void {
  const spine = gardenSpine(frame.plot, placedObstacles(layout), barriers);
  if (spine === undefined) return;
  layout.skeleton.push([...spine.line]);
  layout.keepClear.push(...spine.strips);
  // The main path: a branch to the house's door side (and to whatever else stands already).
  for (const it of layout.items) if (!it.tags.has('bed')) layBranch(layout, frame, it, barriers);
}

/** What the path grid keeps paths off: every placed object but paving (paths run over it). */
function placedObstacles(layout: Layout): SkeletonObstacle[] {
  return layout.items.flatMap((it) => {
    const body = layout.bodies[it.index];
    return body === undefined || it.tags.has('hardscape') ? [] : [{ body, width: it.width, depth: it.depth }];
  });
}

/** Objects a path leads to (path-terminals.ts), and beds (layBedBranches). */
export const isBranchTarget = (item: Item): boolean =>
  item.tags.has('bed') ||
  (PATH_TARGET_TAGS.some((t) => item.tags.has(t)) &&
    !item.tags.has('underground') &&
    !item.tags.has('hardscape'));

/**
 * A bed or greenhouse is reached at an end (its short side): its long sides stay free for the beds
 * that join it across an aisle.
 */
function endDoors(item: Item, doors: Door[]): Door[] {
  if (item.shape !== 'rect' || !(item.tags.has('bed') || item.tags.has('greenhouse'))) return doors;
  if (item.width === item.depth) return doors;
  // objectDoors: the first and third doors face along the width, the others along the depth.
  const ends = item.width > item.depth ? [0, 2] : [1, 3];
  return doors.filter((_, k) => ends.includes(k));
}

/**
 * A branch of the skeleton to the object just placed (skeleton.ts), kept clear from now on, so what
 * is placed later cannot wall it off. Nothing when there is no skeleton yet or no way to it.
 */
export function layBranch(
  layout: Layout,
  frame: PlotFrame,
  item: Item,
  barriers: readonly AreaShape[],
  /** Ground the branch keeps off besides what stands (block-room.ts: the block's room). */
  reserved: readonly SkeletonObstacle[] = [],
): boolean {
  const body = layout.bodies[item.index];
  if (layout.skeleton.length === 0 || body === undefined || !isBranchTarget(item)) return false;
  const doors = endDoors(item, objectDoors(placedObject(item, body)));
  const obstacles = [...placedObstacles(layout), ...reserved];
  const branch = skeletonBranch(frame.plot, obstacles, barriers, layout.skeleton, doors);
  if (branch === undefined) return false;
  const line = [...branch.line];
  layout.skeleton.push(line);
  layout.keepClear.push(...branch.strips);
  layout.branches.push({ item: item.index, line, strips: branch.strips });
  return true;
}

/**
 * What standing on ground kept clear costs a candidate: the drive to a set-back car's place
 * (gate-parking.ts driveFor) or the skeleton (skeleton.ts). More than the soft goals, snugness and
 * zone pull can win back (SOFT_SCALE + CONTACT_WEIGHT + 2 ZONE_WEIGHT = 22), less than an error
 * (penalty.ts ERROR_COST): only a spot that breaks no rule anywhere else stands on it.
 */
export const KEEP_CLEAR_COST = 30;

/**
 * A garden path's room between the kitchen-garden block and the buildings (garden-block.ts): with
 * the soft goals only (a caller's objective decides alone).
 */
export function passage(layout: Layout, item: Item, body: Body): number {
  const blocking = onKeepClear(layout, item, body) ? KEEP_CLEAR_COST : 0;
  // With a caller's objective only ground kept clear counts (a plan's own paths, placeObjects).
  if (layout.objective !== undefined) return blocking;
  return deadGapCost(layout.items, layout.bodies, item, body, separation) + blocking;
}

/**
 * Whether `item` at `body` stands on ground kept clear (Layout.keepClear; paving may). Boxes first:
 * the exact measure of a crown against a turned strip is the costly part, and most strips are far.
 */
export function onKeepClear(layout: Layout, item: Item, body: Body): boolean {
  if (item.tags.has('hardscape')) return false;
  const a = body.box;
  for (const clear of layout.keepClear) {
    const b = clear.box;
    if (a.minX >= b.maxX || b.minX >= a.maxX || a.minY >= b.maxY || b.minY >= a.maxY) continue;
    if (separation(body, clear) < 0) return true;
  }
  return false;
}

/** Beds this far apart count as one block (path-terminals.ts bedClusters). */
const near = (a: Body, b: Body): boolean => separation(a, b) <= BED_AISLE_REACH_M;

/**
 * A branch to each block of beds placed so far that has none, to a bed's end: laid once the block is
 * whole, so that no branch takes the side a later bed would join on. `served` holds each bed tried:
 * true when it has a branch or stands in a block whose bed has one, false when no branch reaches it.
 * Every bed of a block is tried until one is reached (the first may stand against a fence, its
 * neighbour's end open); a bed tried in vain is not tried again at every later object.
 */
export function layBedBranches(
  layout: Layout,
  frame: PlotFrame,
  barriers: readonly AreaShape[],
  served: Map<number, boolean>,
): void {
  const beds = layout.items.filter((it) => it.tags.has('bed') && layout.bodies[it.index] !== undefined);
  for (let changed = true; changed;) {
    changed = false;
    for (const bed of beds) {
      if (served.get(bed.index) === true) continue;
      const body = layout.bodies[bed.index] as Body;
      if (beds.some((o) => served.get(o.index) === true && near(body, layout.bodies[o.index] as Body))) {
        served.set(bed.index, true);
        changed = true;
        continue;
      }
      if (served.has(bed.index)) continue;
      const laid = layBranch(layout, frame, bed, barriers);
      served.set(bed.index, laid);
      changed ||= laid;
    }
  }
}
