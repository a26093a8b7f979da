import { describe, expect, it } from 'vitest';
import { cross, dot, orient, pointDistance, subtract, vertexAt, type Point } from './point.js';

describe('point helpers', () => {
  it('measures a 3-4-5 triangle', () => {
    expect(pointDistance([1, 2], [4, 6])).toBe(5);
  });

  it('subtracts, dots and crosses', () => {
    expect(subtract([5, 7], [2, 3])).toEqual([3, 4]);
    expect(dot([1, 2], [3, 4])).toBe(11);
    expect(cross([1, 0], [0, 1])).toBe(1);
    expect(cross([0, 1], [1, 0])).toBe(-1);
  });

  it('orients left turns positive, right turns negative, collinear zero', () => {
    expect(orient([0, 0], [1, 0], [0, 1])).toBeGreaterThan(0);
    expect(orient([0, 0], [1, 0], [0, -1])).toBeLessThan(0);
    expect(orient([0, 0], [1, 0], [5, 0])).toBe(0);
  });

  it('wraps vertex indices in both directions', () => {
    const ring: Point[] = [
      [0, 0],
      [1, 0],
      [1, 1],
    ];
    expect(vertexAt(ring, 3)).toEqual([0, 0]);
    expect(vertexAt(ring, -1)).toEqual([1, 1]);
  });
});
