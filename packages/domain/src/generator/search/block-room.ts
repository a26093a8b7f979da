import type { AreaShape } from '../../model/plot.js';
import { makeBody, separation, type Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import type { PlotFrame } from '../core/plot-frame.js';
import { deadGapCost } from '../zones/garden-block.js';
import { blockShapes, layBranch } from './circulation.js';
import type { Branch, Layout } from './layout.js';

// Room for the kitchen-garden block across a branch (issue 25: one block). The branches to the
// toilet, well and greenhouse are laid before the beds; on a narrow, full plot every spot with room
// for the block can cross one of them (the first bed's block cost 60-64: one kept-clear strip), and
// the beds then split. A designer would lead that path round the garden instead: so the branch (and
// those laid after it, which may start from it) is laid anew round the block's room, and the first
// bed takes the spot; where no branch can go round, nothing changes.

/** Spots tried, best first, before the block gives up its room (each re-lays a few branches). */
const TRIES = 3;
/**
 * Margin round the block's room that a re-laid branch keeps off: its kept-clear strip is 1.8 m wide
 * (garden-block.ts PASSAGE_M) on a line kept 0.75 m off obstacles, so 0.15 m of strip would reach
 * in; 0.3 m leaves room for rounding onto the path grid.
 */
const ROOM_MARGIN_M = 0.3;

interface Across {
  readonly body: Body;
  readonly room: Body;
  readonly crossed: ReadonlySet<Branch>;
  /** The gap it leaves too narrow for a path to a building (garden-block.ts deadGapCost). */
  readonly dead: number;
}

/**
 * The block's room with the first bed at `body` when only branches stand in its way: a shape
 * (blockShapes) that breaks no rule, on ground kept clear for branches only (not the spine nor a
 * drive); the one leaving the least gap too narrow for a path to a building (garden-block.ts
 * deadGapCost), then crossing the fewest branches. Undefined otherwise.
 */
function roomAcross(
  layout: Layout,
  item: Item,
  body: Body,
  n: number,
  owner: ReadonlyMap<Body, Branch>,
): Across | undefined {
  let best: Across | undefined;
  for (const room of blockShapes(item, body, n)) {
    if (layout.contribution(item.index, room) > 1e-9) continue;
    const dead = deadGapCost(layout.items, layout.bodies, item, room, separation);
    const crossed = new Set<Branch>();
    let blocked = false;
    for (const strip of layout.keepClear) {
      if (separation(room, strip) >= 0) continue;
      const branch = owner.get(strip);
      if (branch === undefined) blocked = true;
      else crossed.add(branch);
    }
    if (blocked || crossed.size === 0) continue;
    const better =
      best === undefined || dead < best.dead || (dead === best.dead && crossed.size < best.crossed.size);
    if (better) best = { body, room, crossed, dead };
  }
  return best;
}

/**
 * Lays the branches from the first one `crossed` on anew, keeping off `room` (with ROOM_MARGIN_M);
 * true when every one is laid again and none crosses the room, else the skeleton is as it was.
 */
function layRound(
  layout: Layout,
  frame: PlotFrame,
  barriers: readonly AreaShape[],
  room: Body,
  crossed: ReadonlySet<Branch>,
): boolean {
  const from = layout.branches.findIndex((b) => crossed.has(b));
  const saved = { keepClear: layout.keepClear, skeleton: [...layout.skeleton], branches: layout.branches };
  const again = layout.branches.slice(from);
  const gone = new Set<unknown>(again.flatMap((b) => [b.line, ...b.strips]));
  layout.keepClear = layout.keepClear.filter((s) => !gone.has(s));
  const kept = layout.skeleton.filter((l) => !gone.has(l));
  layout.skeleton.splice(0, layout.skeleton.length, ...kept);
  layout.branches = layout.branches.slice(0, from);
  const [w, d] = roomSize(room);
  const reserved = [
    {
      body: makeBody('rect', room.x, room.y, w + 2 * ROOM_MARGIN_M, d + 2 * ROOM_MARGIN_M, room.rotation_deg),
      width: w + 2 * ROOM_MARGIN_M,
      depth: d + 2 * ROOM_MARGIN_M,
    },
  ];
  const laid = again.every((b) => layBranch(layout, frame, layout.items[b.item] as Item, barriers, reserved));
  if (laid && !layout.keepClear.some((s) => separation(room, s) < 0)) return true;
  layout.keepClear = saved.keepClear;
  layout.skeleton.splice(0, layout.skeleton.length, ...saved.skeleton);
  layout.branches = saved.branches;
  return false;
}

/** A rectangle body's width and depth (along its turn), from its corners. */
function roomSize(room: Body): [number, number] {
  if (room.shape.kind !== 'polygon') return [0, 0];
  const r = (room.rotation_deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const ring = room.shape.ring;
  const w = 2 * Math.max(...ring.map((p) => (p[0] - room.x) * ux + (p[1] - room.y) * uy));
  const d = 2 * Math.max(...ring.map((p) => (p[1] - room.y) * ux - (p[0] - room.x) * uy));
  return [w, d];
}

/**
 * The first bed's spot among `candidates` whose block has room once the branches in its way go
 * round it (best first, at most TRIES), with those branches laid anew; undefined when none.
 * For the first bed of a block of `n` only, when no candidate has room as the skeleton stands.
 */
export function blockAcrossBranches(
  layout: Layout,
  frame: PlotFrame,
  item: Item,
  n: number,
  barriers: readonly AreaShape[],
  candidates: readonly { readonly body: Body }[],
  /** A candidate's worth beside its room, lower is better (construct.ts: snugness and zone pull). */
  value: (body: Body) => number,
): Body | undefined {
  if (layout.branches.length === 0) return undefined;
  const owner = new Map<Body, Branch>();
  for (const b of layout.branches) for (const s of b.strips) owner.set(s, b);
  const open = new Map<Body, Across>();
  for (const { body } of candidates) {
    // The bed itself breaks no rule (its room, costed next, holds it).
    if (layout.contribution(item.index, body) > 1e-9) continue;
    const across = roomAcross(layout, item, body, n, owner);
    if (across !== undefined) open.set(body, across);
  }
  // Rooms that leave a path's room to every building first (a bed beside a building leaves it no
  // way round); the others only where there is none (random plot 85: the beds beside the house).
  const clean = [...open.values()].some((a) => a.dead <= 1e-9);
  if (clean) for (const [b, a] of open) if (a.dead > 1e-9) open.delete(b);
  // Fewest branches to lay anew first, then the candidates' own worth (`value`): no random draw, so
  // the run's random stream goes on as it would have (the rest of the layout is not reshuffled).
  const order = [...open.values()].sort(
    (a, b) => a.crossed.size - b.crossed.size || value(a.body) - value(b.body),
  );
  for (const across of order.slice(0, TRIES)) {
    layout.bodies[item.index] = across.body;
    if (layRound(layout, frame, barriers, across.room, across.crossed)) {
      layout.blockRoom = across.room;
      return across.body;
    }
  }
  return undefined;
}

/** Whether `bed` lies within `room` (both rectangles in one turn; a millimetre of slack). */
export function inRoom(room: Body, bed: Body): boolean {
  if (room.shape.kind !== 'polygon' || bed.shape.kind !== 'polygon') return false;
  const [w, d] = roomSize(room);
  const r = (room.rotation_deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  return bed.shape.ring.every((p) => {
    const [dx, dy] = [p[0] - room.x, p[1] - room.y];
    return Math.abs(dx * ux + dy * uy) <= w / 2 + 1e-3 && Math.abs(dy * ux - dx * uy) <= d / 2 + 1e-3;
  });
}
