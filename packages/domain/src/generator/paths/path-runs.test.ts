import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint, Point } from '../../geometry/index.js';
import { PathGrid } from './path-grid.js';
import { plotAxis, squareRuns } from './path-runs.js';

const ring: Point[] = [
  [0, 0],
  [20, 0],
  [20, 30],
  [0, 30],
];

/** An 8-connected staircase of cell centres from a to b, as the grid search returns one. */
function staircase(a: Point, b: Point, step: number): Point[] {
  const out: Point[] = [a];
  let [x, y] = a;
  while (Math.abs(x - b[0]) > 1e-9 || Math.abs(y - b[1]) > 1e-9) {
    x += Math.sign(b[0] - x) * Math.min(step, Math.abs(b[0] - x));
    y += Math.sign(b[1] - y) * Math.min(step, Math.abs(b[1] - y));
    out.push([x, y]);
  }
  return out;
}

const squareOrAlong = (points: readonly Point[]): boolean =>
  points.slice(1).every((q, k) => {
    const p = points[k] as Point;
    return Math.abs(q[0] - p[0]) < 1e-9 || Math.abs(q[1] - p[1]) < 1e-9;
  });

describe('squareRuns: paths in straight runs along and square to the plot', () => {
  it('takes the longest edge as the axis', () => {
    expect(plotAxis(ring)).toEqual([0, 1]);
    expect(
      plotAxis([
        [0, 0],
        [40, 0],
        [40, 10],
        [0, 10],
      ]),
    ).toEqual([1, 0]);
  });

  it('turns a diagonal over open ground into one L (hand-checked)', () => {
    const grid = new PathGrid(ring, [], []);
    const chain = staircase([3.25, 2.25], [13.25, 20.25], grid.step);
    const runs = squareRuns(grid, chain, 0.8, plotAxis(ring));
    // Along the axis (+y) first, then across: the corner at (3.25, 20.25).
    expect(runs).toEqual([
      [3.25, 2.25],
      [3.25, 20.25],
      [13.25, 20.25],
    ]);
  });

  it('goes around an object in square runs, clear of it (property)', () => {
    const house: Footprint = { kind: 'rect', cx: 10, cy: 15, width: 6, depth: 6, rotation_deg: 0 };
    const grid = new PathGrid(ring, [house], []);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 14, max: 17 }), (ax, bx) => {
        // From below-left of the house to above-right of it: an L one way round is clear.
        const a: Point = [ax + 0.25, 4.25];
        const b: Point = [bx + 0.25, 26.25];
        const chain = staircase(a, b, grid.step);
        const runs = squareRuns(grid, chain, 0.8, [0, 1]);
        expect(runs[0]).toEqual(a);
        expect(runs.at(-1)).toEqual(b);
        if (chain.every((p, k) => k === 0 || grid.segmentClear(chain[k - 1] as Point, p, 0.8))) {
          expect(squareOrAlong(runs)).toBe(true);
          for (let k = 1; k < runs.length; k++) {
            expect(grid.segmentClear(runs[k - 1] as Point, runs[k] as Point, 0.8)).toBe(true);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
