import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import { pointInPolygon, pointRingDistance, ringContainsPoint } from './point-in-polygon.js';
import { lShape, square } from './test-fixtures.js';

const diamond: Point[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

describe('pointInPolygon', () => {
  it('tells inside, outside and boundary apart', () => {
    expect(pointInPolygon([5, 5], square)).toBe('inside');
    expect(pointInPolygon([15, 5], square)).toBe('outside');
    expect(pointInPolygon([10, 5], square)).toBe('boundary');
    expect(pointInPolygon([0, 0], square)).toBe('boundary');
  });

  it('counts points within the tolerance of an edge as on the boundary', () => {
    expect(pointInPolygon([10 + 1e-12, 5], square)).toBe('boundary');
    expect(pointInPolygon([10 + 1e-3, 5], square)).toBe('outside');
    expect(pointInPolygon([10 + 1e-3, 5], square, 0.01)).toBe('boundary');
  });

  it('puts the notch of an L outside', () => {
    expect(pointInPolygon([7, 7], lShape)).toBe('outside');
    expect(pointInPolygon([2, 7], lShape)).toBe('inside');
    expect(pointInPolygon([5, 7], lShape)).toBe('boundary');
  });

  it('is not fooled by a ray passing exactly through vertices', () => {
    expect(pointInPolygon([-0.5, 0], diamond)).toBe('inside');
    expect(pointInPolygon([-2, 0], diamond)).toBe('outside');
    expect(pointInPolygon([2, 0], diamond)).toBe('outside');
  });

  it('ignores winding and a closing duplicate', () => {
    expect(pointInPolygon([5, 5], [...square].reverse())).toBe('inside');
    expect(pointInPolygon([5, 5], [...square, [0, 0]])).toBe('inside');
    expect(ringContainsPoint([5, 5], [...square, [0, 0]])).toBe(true);
  });
});

describe('pointRingDistance', () => {
  it('measures to the nearest edge, from inside or outside', () => {
    expect(pointRingDistance([3, 5], square)).toBe(3);
    expect(pointRingDistance([13, 14], square)).toBe(5);
  });

  it('rejects an empty ring', () => {
    expect(() => pointRingDistance([0, 0], [])).toThrow(RangeError);
  });
});
