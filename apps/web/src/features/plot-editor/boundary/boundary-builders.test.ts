import { polygonArea } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { boundaryFromSides, edgesFor, rectangleBoundary, sideLengths, sidesOf } from './boundary-builders';

describe('boundary builders', () => {
  it('builds a 20 x 30 rectangle of 600 m²', () => {
    const ring = rectangleBoundary(20, 30);
    expect(polygonArea(ring)).toBe(600);
    expect(sideLengths(ring)).toEqual([20, 30, 20, 30]);
  });

  it('walks sides and interior angles into the same rectangle, closing it', () => {
    const { boundary, closingSide } = boundaryFromSides([
      { length: 20, angle: 90 },
      { length: 30, angle: 90 },
      { length: 20, angle: 90 },
    ]);
    expect(boundary).toEqual([
      [0, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ]);
    expect(closingSide).toBe(30);
  });

  it('builds an L-shaped plot from six sides', () => {
    const { boundary, closingSide } = boundaryFromSides([
      { length: 30, angle: 90 },
      { length: 10, angle: 90 },
      { length: 15, angle: 270 },
      { length: 15, angle: 90 },
      { length: 15, angle: 90 },
    ]);
    expect(boundary).toHaveLength(6);
    expect(closingSide).toBe(25);
    expect(polygonArea(boundary)).toBeCloseTo(30 * 10 + 15 * 15, 6);
  });

  it('starts a rectangle with a street side and neighbours, and keeps edge kinds when the corners stay', () => {
    const ring = rectangleBoundary(20, 30);
    const edges = edgesFor(ring, []);
    expect(edges.map((e) => e.kind)).toEqual(['street', 'neighbor', 'neighbor', 'neighbor']);
    const kept = edgesFor(ring, [
      { kind: 'forest' },
      { kind: 'water' },
      { kind: 'field' },
      { kind: 'street' },
    ]);
    expect(kept.map((e) => e.kind)).toEqual(['forest', 'water', 'field', 'street']);
    expect(edgesFor([...ring, [-5, 10]], kept).every((e) => e.kind === 'unknown')).toBe(true);
  });
});

describe('sidesOf', () => {
  it('walks a rectangle as its sides and right angles, and gives it back', () => {
    const sides = sidesOf(rectangleBoundary(24, 36));
    expect(sides).toEqual([
      { length: 24, angle: 90 },
      { length: 36, angle: 90 },
      { length: 24, angle: 90 },
    ]);
    expect(boundaryFromSides(sides).boundary.slice(0, 4)).toEqual(rectangleBoundary(24, 36));
  });

  it('reads a clockwise ring anticlockwise', () => {
    expect(sidesOf([...rectangleBoundary(10, 20)].reverse())[0]?.angle).toBe(90);
  });
});
