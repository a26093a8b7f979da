import { describe, expect, it } from 'vitest';
import {
  footprintBoundaryDistance,
  footprintDistance,
  footprintEdgeDistances,
  footprintInsidePolygon,
  footprintPolygon,
  footprintShape,
  type CircleFootprint,
  type RectFootprint,
} from './footprint.js';
import type { Point } from './point.js';
import { signedArea } from './polygon.js';
import { lShape as lPlot, square as plot } from './test-fixtures.js';

const rect = (cx: number, cy: number, width: number, depth: number, rotation_deg = 0): RectFootprint => ({
  kind: 'rect',
  cx,
  cy,
  width,
  depth,
  rotation_deg,
});
const circle = (cx: number, cy: number, radius: number): CircleFootprint => ({
  kind: 'circle',
  cx,
  cy,
  radius,
});

const expectCloseAll = (actual: number[], expected: number[]): void => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i] as number, 12));
};

describe('footprintPolygon', () => {
  it('gives exact counter-clockwise corners for an axis-aligned rect, width along x', () => {
    expect(footprintPolygon(rect(5, 3, 4, 2))).toEqual([
      [3, 2],
      [7, 2],
      [7, 4],
      [3, 4],
    ]);
  });

  it('turns width onto y at 90 degrees, exactly', () => {
    expect(footprintPolygon(rect(0, 0, 4, 2, 90))).toEqual([
      [1, -2],
      [1, 2],
      [-1, 2],
      [-1, -2],
    ]);
  });

  it('makes a diamond of a 2 x 2 square rotated 45 degrees', () => {
    const corners = footprintPolygon(rect(0, 0, 2, 2, 45));
    const expected: Point[] = [
      [0, -Math.SQRT2],
      [Math.SQRT2, 0],
      [0, Math.SQRT2],
      [-Math.SQRT2, 0],
    ];
    corners.forEach(([x, y], i) => {
      expect(x).toBeCloseTo((expected[i] as Point)[0], 12);
      expect(y).toBeCloseTo((expected[i] as Point)[1], 12);
    });
    expect(signedArea(corners)).toBeCloseTo(4, 12);
  });

  it('rejects negative sizes and non-finite numbers', () => {
    expect(() => footprintPolygon(rect(0, 0, -1, 2))).toThrow(RangeError);
    expect(() => footprintPolygon(rect(0, 0, 1, 2, Number.NaN))).toThrow(RangeError);
    expect(() => footprintShape(circle(0, Number.POSITIVE_INFINITY, 1))).toThrow(RangeError);
  });
});

describe('footprintDistance', () => {
  it('gives 2.9 between a unit square and a unit square 2.9 m away', () => {
    expect(footprintDistance(rect(0.5, 0.5, 1, 1), rect(4.4, 0.5, 1, 1))).toBeCloseTo(2.9, 12);
  });

  it('measures from a 45-degree rect to a square and to a circle', () => {
    const diamond = rect(0, 0, 2, 2, 45);
    expect(footprintDistance(diamond, rect(4, 0, 2, 2))).toBeCloseTo(3 - Math.SQRT2, 12);
    expect(footprintDistance(diamond, circle(5, 0, 1))).toBeCloseTo(4 - Math.SQRT2, 12);
  });

  it('is 0 for overlap, containment and touching', () => {
    expect(footprintDistance(rect(0, 0, 4, 4), rect(1, 1, 4, 4))).toBe(0);
    expect(footprintDistance(rect(0, 0, 10, 10), rect(1, 1, 1, 1, 30))).toBe(0);
    expect(footprintDistance(rect(0, 0, 2, 2), circle(2, 0, 1))).toBe(0);
    expect(footprintDistance(circle(0, 0, 1), circle(0, 0, 5))).toBe(0);
  });

  it('measures between circles', () => {
    expect(footprintDistance(circle(0, 0, 1), circle(6, 8, 2))).toBe(7);
  });
});

describe('footprintInsidePolygon', () => {
  it('accepts a circle touching an edge from inside', () => {
    expect(footprintInsidePolygon(circle(5, 2, 2), plot)).toBe(true);
    expect(footprintInsidePolygon(circle(5, 1.9, 2), plot)).toBe(false);
  });

  it('accepts a rect flush with the boundary, rejects one past it', () => {
    expect(footprintInsidePolygon(rect(2, 2, 4, 4), plot)).toBe(true);
    expect(footprintInsidePolygon(rect(8.5, 2, 4, 4), plot)).toBe(false);
  });

  it('rejects a thin diagonal rect whose corners are all inside an L but whose middle crosses the notch', () => {
    const thin = rect(5.2, 5.2, 8 * Math.SQRT2, 0.2, -45);
    expect(footprintPolygon(thin).every(([x, y]) => x < 5 || y < 5)).toBe(true);
    expect(footprintInsidePolygon(thin, lPlot)).toBe(false);
    expect(footprintInsidePolygon(rect(4.8, 4.8, 6, 0.2, -45), lPlot)).toBe(true);
  });
  it('can lose containment when merely translated towards the centroid (why the property scales)', () => {
    // Triangle with centroid (15, 10). A 26 m wide rect fits along the base but not at centroid height.
    const triangle: Point[] = [
      [0, 0],
      [30, 0],
      [15, 30],
    ];
    const alongBase = rect(15, 1, 26, 1);
    expect(footprintInsidePolygon(alongBase, triangle)).toBe(true);
    expect(footprintInsidePolygon({ ...alongBase, cy: 10 }, triangle)).toBe(false);
    // Scaling position and size by 1/2 about the centroid keeps it inside.
    expect(footprintInsidePolygon(rect(15, 5.5, 13, 0.5), triangle)).toBe(true);
  });
});

describe('footprintEdgeDistances and footprintBoundaryDistance', () => {
  it('gives per-edge setbacks for a circle touching edge 0', () => {
    expect(footprintEdgeDistances(circle(5, 2, 2), plot)).toEqual([0, 3, 6, 3]);
    expect(footprintBoundaryDistance(circle(5, 2, 2), plot)).toBe(0);
  });

  it('gives per-edge setbacks for a rect, and the smallest as the boundary distance', () => {
    expect(footprintEdgeDistances(rect(5, 5, 4, 2), plot)).toEqual([4, 3, 4, 3]);
    expect(footprintBoundaryDistance(rect(5, 5, 4, 2), plot)).toBe(3);
  });

  it('gives 5 - √2 to every edge for a centred 45-degree rect', () => {
    const d = 5 - Math.SQRT2;
    expectCloseAll(footprintEdgeDistances(rect(5, 5, 2, 2, 45), plot), [d, d, d, d]);
  });

  it('measures to edges, not to the interior: a rect outside the plot still gets distances', () => {
    // Rect spans [14, 16] x [4, 6]; edges 0 and 2 are nearest at their end corners (10, 0), (10, 10).
    expectCloseAll(footprintEdgeDistances(rect(15, 5, 2, 2), plot), [Math.sqrt(32), 4, Math.sqrt(32), 14]);
  });

  it('rejects an empty ring', () => {
    expect(() => footprintBoundaryDistance(circle(0, 0, 1), [])).toThrow(RangeError);
  });
});
