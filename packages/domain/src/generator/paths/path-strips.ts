import type { PlanPath } from '../../model/plan.js';
import { makeBody, type Body } from '../core/body.js';

/**
 * A plan's paths as ground to keep clear (Layout.keepClear): a rectangle along each straight piece,
 * the path's width across and reaching half of it past each end, so that the corners close.
 */
export function pathStrips(paths: readonly PlanPath[]): Body[] {
  const strips: Body[] = [];
  for (const path of paths) {
    for (let k = 1; k < path.points.length; k++) {
      const [a, b] = [path.points[k - 1], path.points[k]];
      if (a === undefined || b === undefined) continue;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      if (len < 1e-6) continue;
      const deg = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
      strips.push(makeBody('rect', mid[0], mid[1], len + path.width_m, path.width_m, deg));
    }
  }
  return strips;
}
