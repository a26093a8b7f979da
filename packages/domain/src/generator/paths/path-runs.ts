import type { Point } from '../../geometry/index.js';
import type { PathGrid } from './path-grid.js';

/**
 * The plot's main direction: the unit vector of its longest edge. Paths run along it or square to
 * it (issue 25: straight runs parallel or square to the plot's edges, not diagonals across open
 * ground), as a designer lays them.
 */
export function plotAxis(ring: readonly Point[]): Point {
  let best: Point = [1, 0];
  let longest = -1;
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > longest + 1e-9) [best, longest] = [[(b[0] - a[0]) / len, (b[1] - a[1]) / len], len];
  });
  return best;
}

/** Along the axis within this share of the length (about 0.06°): counts as one straight run. */
const ALIGNED = 1e-3;

/** A way from one point to another: straight (no corner), or through a corner. */
interface Run {
  readonly via: Point | undefined;
}

/**
 * Ways from a to b in runs along the axis u and square to it: straight when a and b line up, else
 * the two L-shapes (along first, or across first).
 */
function runsBetween(a: Point, b: Point, u: Point): Run[] {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const s = dx * u[0] + dy * u[1];
  const t = dy * u[0] - dx * u[1];
  const len = Math.hypot(dx, dy);
  if (Math.abs(t) <= ALIGNED * len || Math.abs(s) <= ALIGNED * len) return [{ via: undefined }];
  return [{ via: [a[0] + s * u[0], a[1] + s * u[1]] }, { via: [a[0] - t * u[1], a[1] + t * u[0]] }];
}

/** Chain points tried past an unreachable next point before giving up on square runs there. */
const LOOK_AHEAD = 3;

/**
 * Greedy string pulling in square runs: from each kept point, as far along the chain as a straight
 * run, or an L of two runs along and square to the axis, stays clear for a path of `width`. Where
 * none of the next few points is reachable so (a diagonal squeeze between objects), the straight step
 * to the next point is kept, as plain string pulling would.
 */
export function squareRuns(grid: PathGrid, chain: readonly Point[], width: number, u: Point): Point[] {
  const out: Point[] = [chain[0] as Point];
  const clear = (a: Point, b: Point, via: Point | undefined): boolean =>
    via === undefined
      ? grid.segmentClear(a, b, width)
      : grid.segmentClear(a, via, width) && grid.segmentClear(via, b, width);
  for (let i = 0; i < chain.length - 1;) {
    const a = chain[i] as Point;
    let found: { j: number; via: Point | undefined } | undefined;
    for (let j = i + 1; j < chain.length; j++) {
      const b = chain[j] as Point;
      const run = runsBetween(a, b, u).find((r) => clear(a, b, r.via));
      if (run !== undefined) found = { j, via: run.via };
      else if (found !== undefined || j >= i + LOOK_AHEAD) break;
    }
    if (found === undefined) {
      out.push(chain[i + 1] as Point);
      i++;
      continue;
    }
    if (found.via !== undefined) out.push(found.via);
    out.push(chain[found.j] as Point);
    i = found.j;
  }
  return out;
}
