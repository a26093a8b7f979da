import { describe, expect, it } from 'vitest';
import {
  closestPointOnSegment,
  crossingParameter,
  pointSegmentDistance,
  segmentsProperlyCross,
  segmentSegmentDistance,
} from './segment.js';

describe('pointSegmentDistance', () => {
  it('drops a perpendicular when the foot lies on the segment', () => {
    expect(pointSegmentDistance([5, 3], [0, 0], [10, 0])).toBe(3);
    expect(closestPointOnSegment([5, 3], [0, 0], [10, 0])).toEqual([5, 0]);
  });

  it('measures to the nearer end point beyond the segment', () => {
    expect(pointSegmentDistance([13, 4], [0, 0], [10, 0])).toBe(5);
    expect(pointSegmentDistance([-3, -4], [0, 0], [10, 0])).toBe(5);
  });

  it('treats a zero-length segment as a point instead of dividing by zero', () => {
    expect(pointSegmentDistance([3, 4], [0, 0], [0, 0])).toBe(5);
    expect(closestPointOnSegment([3, 4], [1, 1], [1, 1])).toEqual([1, 1]);
  });

  it('rejects non-finite input', () => {
    expect(() => pointSegmentDistance([Number.NaN, 0], [0, 0], [1, 0])).toThrow(RangeError);
  });
});

describe('segmentSegmentDistance', () => {
  it('is 0 for crossing segments', () => {
    expect(segmentSegmentDistance([0, 0], [2, 2], [0, 2], [2, 0])).toBe(0);
  });

  it('is 0 for a T contact and for collinear overlap', () => {
    expect(segmentSegmentDistance([0, 0], [10, 0], [5, 0], [5, 5])).toBe(0);
    expect(segmentSegmentDistance([0, 0], [10, 0], [4, 0], [12, 0])).toBe(0);
  });

  it('measures the gap between parallel and collinear separate segments', () => {
    expect(segmentSegmentDistance([0, 0], [10, 0], [2, 1.5], [8, 1.5])).toBe(1.5);
    expect(segmentSegmentDistance([0, 0], [10, 0], [12, 0], [20, 0])).toBe(2);
  });

  it('measures from an end point to the other segment when they are skew', () => {
    expect(segmentSegmentDistance([0, 0], [10, 0], [5, 2], [9, 6])).toBe(2);
  });

  it('handles two zero-length segments', () => {
    expect(segmentSegmentDistance([0, 0], [0, 0], [3, 4], [3, 4])).toBe(5);
  });
});

describe('segmentsProperlyCross and crossingParameter', () => {
  it('accepts a clean X and rejects touching or collinear contact', () => {
    expect(segmentsProperlyCross([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsProperlyCross([0, 0], [10, 0], [5, 0], [5, 5])).toBe(false);
    expect(segmentsProperlyCross([0, 0], [10, 0], [4, 0], [12, 0])).toBe(false);
  });

  it('locates the crossing along the first segment', () => {
    expect(crossingParameter([0, 0], [4, 0], [1, -1], [1, 1])).toBe(0.25);
    expect(crossingParameter([0, 0], [4, 0], [5, -1], [5, 1])).toBeUndefined();
  });
});
