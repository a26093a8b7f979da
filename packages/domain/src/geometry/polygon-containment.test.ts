import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import { circleInsidePolygon, polygonInsidePolygon, segmentInsidePolygon } from './polygon-containment.js';
import { lShape, square } from './test-fixtures.js';

describe('segmentInsidePolygon', () => {
  it('accepts a segment inside and one lying along an edge', () => {
    expect(segmentInsidePolygon([1, 1], [9, 9], square)).toBe(true);
    expect(segmentInsidePolygon([0, 0], [10, 0], square)).toBe(true);
  });

  it('rejects a segment with both ends inside that cuts across the notch of an L', () => {
    expect(segmentInsidePolygon([2, 8], [8, 2], lShape)).toBe(true);
    expect(segmentInsidePolygon([2, 8], [8, 8], lShape)).toBe(false);
    expect(segmentInsidePolygon([4, 7], [7, 4], lShape)).toBe(false);
  });

  it('accepts a segment through the reflex vertex that stays in the L', () => {
    expect(segmentInsidePolygon([1, 9], [9, 1], lShape)).toBe(true);
  });

  it('decides a zero-length segment like a point', () => {
    expect(segmentInsidePolygon([2, 2], [2, 2], lShape)).toBe(true);
    expect(segmentInsidePolygon([7, 7], [7, 7], lShape)).toBe(false);
  });
});

describe('polygonInsidePolygon', () => {
  it('accepts a polygon flush against the boundary and rejects one poking out', () => {
    const flush: Point[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ];
    expect(polygonInsidePolygon(flush, square)).toBe(true);
    expect(polygonInsidePolygon(flush, lShape)).toBe(true);
    expect(polygonInsidePolygon(square, lShape)).toBe(false);
  });
});

describe('circleInsidePolygon', () => {
  it('accepts a circle touching an edge from inside and rejects one crossing it', () => {
    expect(circleInsidePolygon({ cx: 5, cy: 2, radius: 2 }, square)).toBe(true);
    expect(circleInsidePolygon({ cx: 5, cy: 2, radius: 2.01 }, square)).toBe(false);
  });

  it('rejects a circle whose centre is outside even if it is far from every edge', () => {
    expect(circleInsidePolygon({ cx: 50, cy: 50, radius: 1 }, square)).toBe(false);
  });

  it('rejects a circle in the L that reaches into the notch past the reflex vertex', () => {
    expect(circleInsidePolygon({ cx: 4, cy: 4, radius: 1 }, lShape)).toBe(true);
    expect(circleInsidePolygon({ cx: 4, cy: 4, radius: 1.5 }, lShape)).toBe(false);
  });
});
