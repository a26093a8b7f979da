import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import {
  circleCircleDistance,
  circlePolygonDistance,
  polygonDistance,
  shapeDistance,
  shapeSegmentDistance,
} from './shape-distance.js';

const box = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const unit = box(0, 0, 1, 1);

describe('polygonDistance', () => {
  it('gives 2.9 for a unit square and a square 2.9 m to its right', () => {
    expect(polygonDistance(unit, box(3.9, 0, 4.9, 1))).toBeCloseTo(2.9, 12);
  });

  it('measures corner to corner diagonally', () => {
    expect(polygonDistance(unit, box(2, 2, 3, 3))).toBeCloseTo(Math.SQRT2, 12);
  });

  it('is 0 when the polygons overlap, touch, or one contains the other', () => {
    expect(polygonDistance(unit, box(0.5, 0.5, 2, 2))).toBe(0);
    expect(polygonDistance(unit, box(1, 0, 2, 1))).toBe(0);
    expect(polygonDistance(box(-5, -5, 5, 5), unit)).toBe(0);
    expect(polygonDistance(unit, box(-5, -5, 5, 5))).toBe(0);
  });

  it('is 0 for a cross shape whose arms overlap with no vertex inside the other', () => {
    expect(polygonDistance(box(0, 4, 10, 6), box(4, 0, 6, 10))).toBe(0);
  });
});

describe('circle distances', () => {
  it('measures the 3-4-5 gap between circles', () => {
    expect(circleCircleDistance({ cx: 0, cy: 0, radius: 1 }, { cx: 3, cy: 4, radius: 1.5 })).toBe(2.5);
  });

  it('is 0 for overlapping or nested circles', () => {
    expect(circleCircleDistance({ cx: 0, cy: 0, radius: 3 }, { cx: 4, cy: 0, radius: 1 })).toBe(0);
    expect(circleCircleDistance({ cx: 0, cy: 0, radius: 10 }, { cx: 1, cy: 0, radius: 1 })).toBe(0);
  });

  it('measures circle to polygon, including to a corner', () => {
    expect(circlePolygonDistance({ cx: 4, cy: 0.5, radius: 1 }, unit)).toBe(2);
    expect(circlePolygonDistance({ cx: 4, cy: 5, radius: 2 }, unit)).toBe(3);
  });

  it('is 0 when the centre is inside, however small the circle', () => {
    expect(circlePolygonDistance({ cx: 0.5, cy: 0.5, radius: 0 }, unit)).toBe(0);
  });

  it('rejects a negative radius', () => {
    expect(() => circleCircleDistance({ cx: 0, cy: 0, radius: -1 }, { cx: 1, cy: 1, radius: 1 })).toThrow(
      RangeError,
    );
  });
});

describe('shapeDistance and shapeSegmentDistance', () => {
  it('dispatches on the kinds of both shapes', () => {
    const circle = { kind: 'circle', cx: 4, cy: 0.5, radius: 1 } as const;
    const square = { kind: 'polygon', ring: unit } as const;
    expect(shapeDistance(circle, square)).toBe(2);
    expect(shapeDistance(square, circle)).toBe(2);
    expect(shapeDistance(square, { kind: 'polygon', ring: box(3.9, 0, 4.9, 1) })).toBeCloseTo(2.9, 12);
    expect(shapeDistance(circle, { ...circle, cx: 10 })).toBe(4);
  });

  it('measures a shape to a boundary segment', () => {
    const square = { kind: 'polygon', ring: unit } as const;
    expect(shapeSegmentDistance(square, [3, -10], [3, 10])).toBe(2);
    expect(shapeSegmentDistance({ kind: 'circle', cx: 0, cy: 0, radius: 1 }, [3, -10], [3, 10])).toBe(2);
  });

  it('is 0 for a segment crossing the shape or lying inside it', () => {
    const square = { kind: 'polygon', ring: box(0, 0, 10, 10) } as const;
    expect(shapeSegmentDistance(square, [-1, 5], [11, 5])).toBe(0);
    expect(shapeSegmentDistance(square, [2, 2], [3, 3])).toBe(0);
  });
});
