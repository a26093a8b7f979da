import type { Body } from '../core/body.js';
import { onKeepClear } from './circulation.js';
import type { Item } from '../core/item.js';
import type { Layout } from './layout.js';
import type { PlotFrame } from '../core/plot-frame.js';

/**
 * A bounded scan, so that an impossible selection costs little more than before: at most
 * PUT_BACK_SCANS objects are looked for a spot (each at up to PUT_BACK_POINTS grid points); and once
 * one object of a kind finds no spot, the kind's others are not looked for (what is put back only
 * takes room, so they would find none either).
 */
const PUT_BACK_SCANS = 8;
const PUT_BACK_POINTS = 600;

/** Objects of one kind on the same turns are alike to the scan. */
const kindOf = (item: Item): string => `${item.code}@${item.rotations.join(',')}`;

/**
 * Objects settling left out (not-placed.ts), put back where room has appeared (issue 25: removal is
 * no longer final): each, in priority order, at the grid point and turn nearest to where the search
 * had it that breaks no rule with what stands (the rule model's cost is 0) and keeps off the
 * skeleton. However many were left out: on a small plot with far too much chosen, settling can leave
 * out everything, and what fits alone (a bed, a tree) must still be placed (issue 25's regression on
 * an 8 x 10 m plot). Only the bodies of those put back change; the others stay as the search left
 * them. Returns the indices put back.
 */
export function putBack(layout: Layout, frame: PlotFrame, removed: ReadonlySet<number>): Set<number> {
  const back = new Set<number>();
  if (removed.size === 0) return back;
  const order = [...removed].sort(
    (a, b) => (layout.items[a] as Item).priority - (layout.items[b] as Item).priority || a - b,
  );
  const before = order.map((i) => layout.bodies[i]);
  for (const i of order) layout.bodies[i] = undefined;
  // The branches laid to what was left out lead nowhere now: their ground is free to put back on (on
  // an over-full 8 x 10 m plot six to eight such strips covered most of it).
  const kept = layout.keepClear;
  const leadNowhere = new Set(layout.branches.filter((b) => removed.has(b.item)).flatMap((b) => b.strips));
  layout.keepClear = kept.filter((s) => !leadNowhere.has(s));
  const hopeless = new Set<string>();
  let scans = 0;
  for (const [k, i] of order.entries()) {
    const item = layout.items[i] as Item;
    if (hopeless.has(kindOf(item))) continue;
    if (scans >= PUT_BACK_SCANS) break;
    scans++;
    const found = spotFor(layout, frame, i, before[k]);
    if (found === undefined) {
      hopeless.add(kindOf(item));
      continue;
    }
    layout.bodies[i] = found;
    back.add(i);
  }
  layout.keepClear = kept;
  // The ones still left out keep the bodies the search gave them (the plan is built from all).
  order.forEach((i, k) => {
    if (!back.has(i)) layout.bodies[i] = before[k];
  });
  return back;
}

/** The body nearest `was` (or the plot box's corner) that costs no rule and keeps off the skeleton. */
function spotFor(layout: Layout, frame: PlotFrame, i: number, was: Body | undefined): Body | undefined {
  const item = layout.items[i] as Item;
  const [x0, y0] = was === undefined ? [frame.box.minX, frame.box.minY] : [was.x, was.y];
  const sorted = [...frame.grid].sort(
    (p, q) => Math.hypot(p[0] - x0, p[1] - y0) - Math.hypot(q[0] - x0, q[1] - y0),
  );
  // Every point on a small plot; on a big one a spread of PUT_BACK_POINTS, nearest first.
  const stride = Math.max(1, Math.ceil(sorted.length / PUT_BACK_POINTS));
  for (let n = 0; n < sorted.length; n += stride) {
    const [x, y] = sorted[n] as readonly [number, number];
    for (const rot of item.rotations) {
      const body = layout.bodyFor(i, x, y, rot);
      if (layout.contribution(i, body) <= 1e-9 && !onKeepClear(layout, item, body)) return body;
    }
  }
  return undefined;
}
