import type { Body } from './body.js';
import { onKeepClear } from './circulation.js';
import type { Item } from './items.js';
import type { Layout } from './layout.js';
import type { PlotFrame } from './plot-frame.js';

/**
 * At most this many left-out objects are tried (more means the selection does not fit: the fit
 * estimate says so before), each at up to PUT_BACK_POINTS grid points: a bounded scan, so that an
 * impossible selection costs little more than before.
 */
const PUT_BACK_MOST = 3;
const PUT_BACK_POINTS = 600;

/**
 * Objects settling left out (not-placed.ts), put back where room has appeared (issue 25: removal is
 * no longer final): each, in priority order, at the grid point and turn nearest to where the search
 * had it that breaks no rule with what stands (the rule model's cost is 0) and keeps off the
 * skeleton. Only the bodies of those put back change; the others stay as the search left them.
 * Returns the indices put back.
 */
export function putBack(layout: Layout, frame: PlotFrame, removed: ReadonlySet<number>): Set<number> {
  const back = new Set<number>();
  if (removed.size === 0 || removed.size > PUT_BACK_MOST) return back;
  const order = [...removed].sort(
    (a, b) => (layout.items[a] as Item).priority - (layout.items[b] as Item).priority || a - b,
  );
  const before = order.map((i) => layout.bodies[i]);
  for (const i of order) layout.bodies[i] = undefined;
  for (const [k, i] of order.entries()) {
    const item = layout.items[i] as Item;
    const was = before[k];
    const [x0, y0] = was === undefined ? [frame.box.minX, frame.box.minY] : [was.x, was.y];
    const sorted = [...frame.grid].sort(
      (p, q) => Math.hypot(p[0] - x0, p[1] - y0) - Math.hypot(q[0] - x0, q[1] - y0),
    );
    // Every point on a small plot; on a big one a spread of PUT_BACK_POINTS, nearest first.
    const stride = Math.max(1, Math.ceil(sorted.length / PUT_BACK_POINTS));
    const points = sorted.filter((_, n) => n % stride === 0);
    let found: Body | undefined;
    for (const [x, y] of points) {
      for (const rot of item.rotations) {
        const body = layout.bodyFor(i, x, y, rot);
        if (layout.contribution(i, body) <= 1e-9 && !onKeepClear(layout, item, body)) {
          found = body;
          break;
        }
      }
      if (found !== undefined) break;
    }
    if (found === undefined) continue;
    layout.bodies[i] = found;
    back.add(i);
  }
  // The ones still left out keep the bodies the search gave them (the plan is built from all).
  order.forEach((i, k) => {
    if (!back.has(i)) layout.bodies[i] = before[k];
  });
  return back;
}
