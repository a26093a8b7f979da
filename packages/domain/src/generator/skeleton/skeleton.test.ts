import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../../geometry/index.js';
import { makeBody, separation } from '../core/body.js';
import { gardenSpine, skeletonBranch, type SkeletonObstacle } from './skeleton.js';
import { objectDoors } from '../paths/path-terminals.js';
import { rectPlot } from '../test-fixtures.js';

// Issue 25, circulation first: the garden spine from the wicket past the house, branches to objects.
const plot = rectPlot(20, 30);
const house = (x: number, y: number): SkeletonObstacle => ({
  body: makeBody('rect', x, y, 8, 8, 0),
  width: 8,
  depth: 8,
});
const straight = (line: readonly Point[]): boolean =>
  line.slice(1).every((q, k) => {
    const p = line[k] as Point;
    return Math.min(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1])) < 1e-6;
  });

describe('gardenSpine', () => {
  it('runs from the gate past the house in straight runs, clear of the house (hand-checked)', () => {
    const spine = gardenSpine(plot, [house(10, 9)], []);
    if (spine === undefined) throw new Error('no spine');
    const ys = spine.line.map((p) => p[1]);
    // From the gate (y = 0) to 2.5 m past the house's back (y = 13 + 2.5), not beyond.
    expect(Math.min(...ys)).toBeLessThan(2);
    expect(Math.max(...ys)).toBeGreaterThan(13);
    expect(Math.max(...ys)).toBeLessThanOrEqual(15.5 + 1e-9);
    expect(straight(spine.line)).toBe(true);
    expect(spine.strips.length).toBeGreaterThan(0);
  });

  it('keeps a path clear of any house it can get past, in straight runs (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 7, max: 13, noNaN: true }),
        fc.double({ min: 8, max: 20, noNaN: true }),
        (x, y) => {
          const h = house(x, y);
          const spine = gardenSpine(plot, [h], []);
          if (spine === undefined) return;
          expect(straight(spine.line)).toBe(true);
          // The centre line keeps a garden path's half width and margin off the house.
          for (let k = 1; k < spine.line.length; k++) {
            const [a, b] = [spine.line[k - 1] as Point, spine.line[k] as Point];
            const seg = makeBody(
              'rect',
              (a[0] + b[0]) / 2,
              (a[1] + b[1]) / 2,
              Math.hypot(b[0] - a[0], b[1] - a[1]),
              0.8,
              (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI,
            );
            expect(separation(seg, h.body)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('skeletonBranch', () => {
  it('reaches a bathhouse behind the house from the spine; none to an object walled in', () => {
    const h = house(10, 9);
    const spine = gardenSpine(plot, [h], []);
    if (spine === undefined) throw new Error('no spine');
    const bath = { body: makeBody('rect', 10, 25, 4, 4, 0), width: 4, depth: 4 };
    const doors = objectDoors({
      id: 'b',
      landscape_object: 'bathhouse',
      shape: 'rect',
      x: 10,
      y: 25,
      rotation_deg: 0,
      width: 4,
      depth: 4,
      height_m: 3,
      locked: false,
    });
    const branch = skeletonBranch(plot, [h, bath], [], [spine.line], doors);
    expect(branch).toBeDefined();
    expect(branch?.strips.every((s) => separation(s, bath.body) >= -1e-9)).toBe(true);
    // A wall across the plot below it: no way there.
    const wall = { body: makeBody('rect', 10, 20, 20, 1, 0), width: 20, depth: 1 };
    expect(skeletonBranch(plot, [h, bath, wall], [], [spine.line], doors)).toBeUndefined();
  });
});
