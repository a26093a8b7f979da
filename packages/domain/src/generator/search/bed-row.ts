import type { Body } from '../core/body.js';
import type { Item } from '../core/item.js';
import { DEAD_GAP_COST, rowSpots } from '../zones/garden-block.js';
import { inRoom } from './block-room.js';
import { passage } from './circulation.js';
import type { Layout } from './layout.js';

/**
 * The spots beside a placed bed, across the aisle or end to end (garden-block.ts), where a bed
 * breaks no rule: the block grows bed by bed. Empty for other objects and for beds that may turn.
 */
export function rowCandidates(layout: Layout, item: Item): { body: Body; cost: number }[] {
  const rotation = item.rotations[0];
  if (!item.tags.has('bed') || item.rotations.length !== 1 || rotation === undefined) return [];
  const beds: Body[] = [];
  for (const it of layout.items) {
    const b = layout.bodies[it.index];
    if (it.index !== item.index && it.tags.has('bed') && b !== undefined) beds.push(b);
  }
  // Side by side first: a block, not a long row; end to end only where no side is free. Then the
  // same spots where the bed leaves a gap too narrow for a path to a building (garden-block.ts
  // deadGapCost): a bed in the block beside the house beats a bed away from it (h25h).
  const spots = rowSpots(item, rotation, beds);
  for (const slack of [0, DEAD_GAP_COST])
    for (const group of [spots.side, spots.end, spots.loose]) {
      const row: { body: Body; cost: number }[] = [];
      for (const [x, y] of group) {
        const body = layout.bodyFor(item.index, x, y, rotation);
        if (layout.contribution(item.index, body) <= 1e-9 && passage(layout, item, body) <= slack + 1e-9)
          row.push({ body, cost: 0 });
      }
      // The block's room, when the first bed took one across branches (block-room.ts), fills first.
      const room = layout.blockRoom;
      const inside = room === undefined ? [] : row.filter((s) => inRoom(room, s.body));
      if (inside.length > 0) return inside;
      if (row.length > 0) return row;
    }
  return [];
}

/**
 * Beds in a block stay where construction put them: annealing moves one object at a time, and a
 * single bed shifted out of its row is a worse garden for any small gain elsewhere.
 */
export function pinBeds(layout: Layout): void {
  for (const it of layout.items)
    if (it.tags.has('bed') && layout.bodies[it.index] !== undefined) layout.pinned.add(it.index);
}
