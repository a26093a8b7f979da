import { describe, expect, it } from 'vitest';
import { boundingBox } from './bounding-box.js';
import type { Point } from './point.js';
import {
  centroid,
  edgeLengths,
  normalizeRing,
  orientation,
  perimeter,
  polygonArea,
  ringEdge,
  signedArea,
} from './polygon.js';
import { lShape } from './test-fixtures.js';

const rect20x30: Point[] = [
  [0, 0],
  [20, 0],
  [20, 30],
  [0, 30],
];
const rect20x30Cw: Point[] = [
  [0, 0],
  [0, 30],
  [20, 30],
  [20, 0],
];

describe('signedArea', () => {
  it('is positive for a counter-clockwise 20 x 30 m rectangle', () => {
    expect(signedArea(rect20x30)).toBe(600);
  });

  it('is negative for the same rectangle clockwise', () => {
    expect(signedArea(rect20x30Cw)).toBe(-600);
  });

  it('is 0 for fewer than three vertices', () => {
    expect(signedArea([])).toBe(0);
    expect(signedArea([[1, 1]])).toBe(0);
  });

  it('keeps full precision far from the origin (UTM-sized coordinates)', () => {
    const far = rect20x30.map(([x, y]): Point => [x + 500_000.123, y + 6_200_000.456]);
    expect(signedArea(far)).toBeCloseTo(600, 6);
  });

  it('throws rather than returning NaN', () => {
    expect(() =>
      signedArea([
        [0, 0],
        [Number.NaN, 0],
        [1, 1],
      ]),
    ).toThrow(RangeError);
  });
});

describe('polygonArea and orientation', () => {
  it('gives 600 m² for the 20 x 30 rectangle either way round', () => {
    expect(polygonArea(rect20x30)).toBe(600);
    expect(polygonArea(rect20x30Cw)).toBe(600);
  });

  it('gives 75 m² for the L', () => {
    expect(polygonArea(lShape)).toBe(75);
  });

  it('tells ccw, cw and degenerate apart', () => {
    expect(orientation(rect20x30)).toBe('ccw');
    expect(orientation(rect20x30Cw)).toBe('cw');
    expect(
      orientation([
        [0, 0],
        [5, 0],
        [10, 0],
      ]),
    ).toBe('degenerate');
  });
});

describe('normalizeRing', () => {
  it('drops a closing duplicate vertex', () => {
    expect(normalizeRing([...rect20x30, [0, 0]])).toEqual(rect20x30);
  });

  it('drops a repeated closing duplicate', () => {
    expect(normalizeRing([...rect20x30, [0, 0], [0, 0]])).toEqual(rect20x30);
  });

  it('reverses a clockwise ring but keeps vertex 0 first', () => {
    expect(normalizeRing(rect20x30Cw)).toEqual([
      [0, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ]);
  });

  it('leaves a counter-clockwise open ring unchanged', () => {
    expect(normalizeRing(lShape)).toEqual(lShape);
  });
});

describe('centroid', () => {
  it('is the centre of a rectangle', () => {
    expect(centroid(rect20x30)).toEqual([10, 15]);
    expect(centroid(rect20x30Cw)).toEqual([10, 15]);
  });

  it('is pulled towards the heavy part of the L', () => {
    // Two pieces: 10 x 5 at (5, 2.5) and 5 x 5 at (2.5, 7.5); weighted 50 : 25.
    const [x, y] = centroid(lShape);
    expect(x).toBeCloseTo((50 * 5 + 25 * 2.5) / 75, 12);
    expect(y).toBeCloseTo((50 * 2.5 + 25 * 7.5) / 75, 12);
  });

  it('falls back to the vertex mean for a zero-area ring instead of NaN', () => {
    expect(
      centroid([
        [0, 0],
        [3, 0],
        [6, 0],
      ]),
    ).toEqual([3, 0]);
  });
});

describe('boundingBox, perimeter, edgeLengths, ringEdge', () => {
  it('boxes the L', () => {
    expect(boundingBox(lShape)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
  });

  it('throws on an empty list', () => {
    expect(() => boundingBox([])).toThrow(RangeError);
  });

  it('measures edges in ring order, closing edge last', () => {
    expect(edgeLengths(rect20x30)).toEqual([20, 30, 20, 30]);
    expect(perimeter(rect20x30)).toBe(100);
    expect(perimeter(lShape)).toBe(40);
  });

  it('returns edge i from vertex i to vertex i + 1, wrapping', () => {
    expect(ringEdge(rect20x30, 3)).toEqual([
      [0, 30],
      [0, 0],
    ]);
  });
});
