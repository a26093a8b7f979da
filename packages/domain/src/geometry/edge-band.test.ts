import { describe, expect, it } from 'vitest';
import { bandBeyond, edgeNormal, outwardSide } from './edge-band.js';
import type { Point } from './point.js';

const square: Point[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];

describe('edge bands', () => {
  it('finds the outside of counter-clockwise and clockwise rings', () => {
    expect(outwardSide(square)).toBe(1);
    expect(outwardSide([...square].reverse())).toBe(-1);
    expect(edgeNormal([0, 0], [10, 0], 1)).toEqual([0, -1]);
    expect(edgeNormal([10, 0], [0, 0], -1)).toEqual([0, -1]);
    expect(edgeNormal([3, 3], [3, 3], 1)).toEqual([0, 0]);
  });

  it('lays a band from near to far beyond an edge', () => {
    expect(bandBeyond([10, 0], [10, 10], 1, 2, 5)).toEqual([
      [12, 0],
      [12, 10],
      [15, 10],
      [15, 0],
    ]);
  });
});
