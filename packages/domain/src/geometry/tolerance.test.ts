import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import { centroid, orientation } from './polygon.js';
import { polygonProblems } from './polygon-problems.js';
import { areaTolerance, lengthTolerance, RELATIVE_TOLERANCE, toleranceScale } from './tolerance.js';

const square = (side: number): Point[] => [
  [0, 0],
  [side, 0],
  [side, side],
  [0, side],
];

describe('tolerance', () => {
  it('is relative to the bounding-box diagonal of everything passed in', () => {
    expect(toleranceScale(square(30))).toBeCloseTo(30 * Math.SQRT2, 12);
    expect(lengthTolerance(square(30))).toBeCloseTo(RELATIVE_TOLERANCE * 30 * Math.SQRT2, 20);
    expect(toleranceScale([[0, 0]], [[300, 400]])).toBe(500);
  });

  it('never drops below one nanometre', () => {
    expect(lengthTolerance(square(1e-3))).toBe(RELATIVE_TOLERANCE);
    expect(lengthTolerance([])).toBe(RELATIVE_TOLERANCE);
  });

  it('grows with far-from-origin coordinates so rounding stays inside it', () => {
    expect(toleranceScale([[6.2e6, 0]])).toBeCloseTo(6.2, 12);
  });

  it('is zero area tolerance for a single point', () => {
    expect(areaTolerance([[3, 4]])).toBe(0);
  });

  it('regression: orientation called a small but valid polygon degenerate', () => {
    // The area tolerance used to be RELATIVE_TOLERANCE × scale², with its 1 m floor, i.e. 1e-9 m²,
    // so a 0.1 µm square (area 1e-14 m²) was 'degenerate' although polygonProblems accepted it, and
    // centroid silently switched to the vertex mean.
    // A 1 x 1 square plus a 2 x 1 triangle, shrunk to 0.1 µm units: area centroid (13/12, 5/12),
    // vertex mean (1, 1/2).
    const tiny: Point[] = [
      [0, 0],
      [3e-7, 0],
      [1e-7, 1e-7],
      [0, 1e-7],
    ];
    expect(polygonProblems(tiny)).toEqual([]);
    expect(orientation(tiny)).toBe('ccw');
    const [x, y] = centroid(tiny);
    expect(x / 1e-7).toBeCloseTo(13 / 12, 9);
    expect(y / 1e-7).toBeCloseTo(5 / 12, 9);
  });
});
