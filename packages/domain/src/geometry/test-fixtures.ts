import type { Point } from './point.js';

// Rings shared by the geometry tests (not exported from the package).

/** A 10 x 10 m square from the origin, counter-clockwise. */
export const square: readonly Point[] = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];

/** The square minus its top-right 5 x 5 quarter: area 75, and (5, 5) is the reflex vertex. */
export const lShape: readonly Point[] = [
  [0, 0],
  [10, 0],
  [10, 5],
  [5, 5],
  [5, 10],
  [0, 10],
];
