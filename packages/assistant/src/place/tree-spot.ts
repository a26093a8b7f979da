// "Add an apple tree" with no place given (issue 25): a tree goes where its shade falls on no bed,
// greenhouse or house window side (tree-shade.ts), towards the plot's edge (out of the open middle,
// as trees are planted), clear of the gate.
import type { PlacedObject, Point } from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { plotScale } from './compass.js';
import type { SpotCost } from './ranked-spots.js';
import { clearOfGate } from './side-band.js';
import { shadeCost, type TreeShade } from './tree-shade.js';

/** Distance from p to the segment a-b. */
function segmentGap(p: Point, a: Point, b: Point): number {
  const [vx, vy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / len2));
  return Math.hypot(p[0] - a[0] - t * vx, p[1] - a[1] - t * vy);
}

/** The cost of a free tree's spot: its shade first (any spot that shades nothing wins), then nearness to the plot's edge. */
export function freeTreeCost(context: AssistantContext, shade: TreeShade): SpotCost {
  const ring = context.plot.boundary;
  const scale = plotScale(context.plot);
  return (_i, o: PlacedObject) => {
    if (!clearOfGate(context.plot, o)) return undefined;
    const p: Point = [o.x, o.y];
    const edge = Math.min(...ring.map((a, k) => segmentGap(p, a, ring[(k + 1) % ring.length] as Point)));
    return shadeCost(shade, o) + edge / scale;
  };
}
