import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogObjects, type Plot } from '@plotplan/domain';
import {
  circleOverhangs,
  crownExcess,
  crownFits,
  crownProblem,
  entranceSegment,
  isTreeCode,
} from './tree-crown.js';
import { crownFitsSomewhere, crownRoomText } from './crown-room.js';
import { fixturePlan, fixturePlot, objectIn } from '../test-fixtures.js';

// The fixture plot: 30 x 40 m, edge 0 (y = 0) the street with a 4 m entrance at x 13-17, the other
// three edges neighbours.
const plot = fixturePlot();
const overhangs = (x: number, y: number, r: number): number[] =>
  circleOverhangs(plot, [x, y], r).map((o) => o.overhang_m);

describe('circleOverhangs', () => {
  it('measures how far a circle reaches past each edge, by hand', () => {
    // r 2 at (1, 10): 1 m past the west edge (edge 3), inside the others.
    expect(overhangs(1, 10, 2)).toEqual([0, 0, 0, 1]);
    // Trunk on the street fence: the whole radius hangs over it.
    expect(overhangs(5, 0, 3.5)[0]).toBeCloseTo(3.5);
    // A centre outside the plot: radius plus the distance outside.
    expect(overhangs(5, -1, 2)).toEqual([3, 0, 0, 0]);
    // In a corner both edges count.
    expect(overhangs(29, 39, 2)).toEqual([0, 1, 1, 0]);
  });

  it('measures to the segment on a concave plot: the notch of an L counts, its line does not', () => {
    // L-shape: the 10 x 10 m top-right square is missing.
    const l: Plot = {
      ...plot,
      boundary: [
        [0, 0],
        [20, 0],
        [20, 10],
        [10, 10],
        [10, 20],
        [0, 20],
      ],
      edges: Array.from({ length: 6 }, () => ({ kind: 'neighbor' as const })),
      entrance: undefined,
    };
    // (15, 5) is 5 m below edge 2 (y = 10, x 10-20) and far from edge 3's segment (x = 10, y 10-20).
    const at = circleOverhangs(l, [15, 5], 4).map((o) => o.overhang_m);
    expect(at).toEqual([0, 0, 0, 0, 0, 0]);
    // Near the inner corner (10, 10): 1.41 m away, so a 2 m crown reaches 0.59 m into the notch.
    const near = circleOverhangs(l, [9, 9], 2);
    expect(near[2]?.overhang_m).toBeCloseTo(2 - Math.SQRT2, 6);
    expect(near[3]?.overhang_m).toBeCloseTo(2 - Math.SQRT2, 6);
  });
});

describe('crownProblem', () => {
  it('allows nothing over a neighbour, 1 m over the street, nothing over the entrance', () => {
    expect(crownProblem(plot, [2, 20], 2)).toBeUndefined();
    expect(crownProblem(plot, [1.9, 20], 2)).toEqual({
      kind: 'edge',
      edge: 3,
      edgeKind: 'neighbor',
      overhang_m: expect.closeTo(0.1, 6) as number,
    });
    // 1 m over the street at x 5, far from the gate: fine; 1.5 m is not.
    expect(crownProblem(plot, [5, 1], 2)).toBeUndefined();
    expect(crownProblem(plot, [5, 0.5], 2)).toMatchObject({ kind: 'edge', edgeKind: 'street' });
    // Right inside the gate (x 13-17): over the entrance even though the street allows 1 m.
    expect(crownProblem(plot, [15, 1.5], 2)).toEqual({ kind: 'entrance' });
    expect(crownProblem(plot, [15, 2], 2)).toBeUndefined();
    // Beside the gate: the crown's reach to the gate post (13, 0) counts (1.8 m away, then 3.2 m).
    expect(crownProblem(plot, [11.5, 1], 2)).toEqual({ kind: 'entrance' });
    expect(crownProblem(plot, [10, 1], 2)).toBeUndefined();
  });

  it('sums the excess for the generator: 0 exactly where there is no problem', () => {
    expect(crownExcess(plot, [2, 20], 2)).toBe(0);
    expect(crownExcess(plot, [1, 20], 2)).toBeCloseTo(1);
    expect(crownExcess(plot, [5, 0], 2)).toBeCloseTo(1);
    // 1 m over the street is allowed; 1 m over the gate is not.
    expect(crownExcess(plot, [15, 1], 2)).toBeCloseTo(1);
  });

  it('places the entrance on its edge', () => {
    expect(entranceSegment(plot)).toEqual([
      [13, 0],
      [17, 0],
    ]);
    expect(entranceSegment({ ...plot, entrance: undefined })).toBeUndefined();
  });

  it('never finds a problem with a crown that keeps its radius from every edge and the gate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (r, u, v) => {
          const x = r + u * Math.max(0, 30 - 2 * r);
          const y = r + v * Math.max(0, 40 - 2 * r);
          if (2 * r > 30) return;
          expect(crownProblem(plot, [x, y], r)).toBeUndefined();
          expect(crownExcess(plot, [x, y], r)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('finds a problem for any crown reaching past a neighbour edge by more than 1 cm', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 5, noNaN: true }),
        fc.double({ min: 0.02, max: 3, noNaN: true }),
        fc.double({ min: 6, max: 34, noNaN: true }),
        (r, over, y) => {
          // Past the east fence (a neighbour) by `over`.
          const x = 30 - r + over;
          expect(crownProblem(plot, [x, y], r)).toMatchObject({ kind: 'edge', edgeKind: 'neighbor' });
          expect(crownExcess(plot, [x, y], r)).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('trees only', () => {
  it('knows trees by their tag and leaves other objects alone', () => {
    expect(isTreeCode('fruit_tree_tall', catalogObjects)).toBe(true);
    expect(isTreeCode('shade_tree_birch', catalogObjects)).toBe(true);
    expect(isTreeCode('hedge', catalogObjects)).toBe(false);
    const well = { ...objectIn(fixturePlan, 'well'), x: 0.1, y: 20 };
    expect(crownFits(plot, well, catalogObjects)).toBe(true);
    const tree = objectIn(fixturePlan, 'apple-2');
    expect(crownFits(plot, tree, catalogObjects)).toBe(true);
    expect(crownFits(plot, { ...tree, x: 1 }, catalogObjects)).toBe(false);
  });

  it('says why a tree has no spot', () => {
    const narrow: Plot = { ...plot, boundary: plot.boundary.map(([x, y]) => [x / 5, y]) };
    expect(crownFitsSomewhere(narrow, 3.5)).toBe(false);
    expect(crownFitsSomewhere(narrow, 2)).toBe(true);
    const tall = {
      ...objectIn(fixturePlan, 'apple-2'),
      landscape_object: 'fruit_tree_tall',
      width: 7,
      depth: 7,
    };
    expect(crownRoomText(narrow, [tall], catalogObjects)).toMatch(
      /^A tall fruit tree's crown is 7\.0 m across and must stay over the plot .* this plot has no such spot\.$/,
    );
    expect(crownRoomText(plot, [tall], catalogObjects)).toMatch(/rules out the spots the other rules left/);
    expect(crownRoomText(plot, [objectIn(fixturePlan, 'well')], catalogObjects)).toBe('');
  });
});
