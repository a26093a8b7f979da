import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convexHull, isConvexRing } from './convex-hull.js';
import { convexPieces, mergedConvexPieces } from './convex-pieces.js';
import type { Point } from './point.js';
import { polygonArea } from './polygon.js';

const square: Point[] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
const lShape: Point[] = [
  [0, 0],
  [6, 0],
  [6, 2],
  [2, 2],
  [2, 6],
  [0, 6],
];

describe('convexHull', () => {
  it('drops inner and collinear points and winds counter-clockwise', () => {
    const hull = convexHull([...square, [2, 2], [2, 0], [4, 4]]);
    expect(hull).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ]);
    expect(convexHull([[1, 1]])).toEqual([[1, 1]]);
  });
});

describe('convexPieces', () => {
  it('keeps a convex ring whole (counter-clockwise)', () => {
    expect(convexPieces([...square].reverse())).toHaveLength(1);
  });

  it('cuts an L-shaped building into convex pieces of the same total area, none in the notch', () => {
    const pieces = convexPieces(lShape);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => isConvexRing(p))).toBe(true);
    expect(pieces.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(polygonArea(lShape), 9);
    // The hull of the L would cover (4, 4); no piece may.
    const covers = (p: Point[], [x, y]: Point) =>
      p.every((a, i) => {
        const b = p[(i + 1) % p.length] as Point;
        return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]) >= 0;
      });
    expect(pieces.some((p) => covers(p, [4, 4]))).toBe(false);
  });

  it('conserves the area of star-shaped rings', () => {
    const star = fc
      .array(fc.double({ min: 0.3, max: 1, noNaN: true }), { minLength: 3, maxLength: 12 })
      .map((radii) =>
        radii.map((r, i): Point => {
          const a = (2 * Math.PI * i) / radii.length;
          return [10 * r * Math.cos(a), 10 * r * Math.sin(a)];
        }),
      );
    fc.assert(
      fc.property(star, (ring) => {
        const pieces = convexPieces(ring);
        expect(pieces.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(polygonArea(ring), 6);
      }),
    );
  });
});

describe('mergedConvexPieces', () => {
  const L: Point[] = [
    [0, 0],
    [4, 0],
    [4, 1],
    [1, 1],
    [1, 4],
    [0, 4],
  ];

  it('keeps a convex ring whole and cuts an L into two convex pieces of the same area', () => {
    const unit: Point[] = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(mergedConvexPieces(unit)).toEqual([unit]);
    const pieces = mergedConvexPieces(L);
    expect(pieces).toHaveLength(2);
    expect(pieces.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(polygonArea(L), 12);
  });

  it('drops straight and doubled vertices instead of stalling on them', () => {
    const withExtras: Point[] = [
      [0, 0],
      [2, 0],
      [4, 0],
      [4, 1],
      [1, 1],
      [1, 4],
      [0, 4],
      [0, 4],
    ];
    const pieces = mergedConvexPieces(withExtras);
    expect(pieces).toHaveLength(2);
    expect(pieces.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(polygonArea(L), 12);
  });

  it('covers a clockwise ring as well', () => {
    const pieces = mergedConvexPieces([...L].reverse());
    expect(pieces.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(polygonArea(L), 12);
  });

  // Issue 16 defect 1: a traced protected area of 200 vertices took seconds to cut, per check.
  it('cuts a 200-vertex wobbly ring into convex pieces that cover it, none of two neighbours mergeable', () => {
    const ring: Point[] = Array.from({ length: 200 }, (_, i) => {
      const a = (2 * Math.PI * i) / 200;
      const r = 3 * (1 + 0.1 * Math.sin(7 * a));
      return [r * Math.cos(a), r * Math.sin(a)];
    });
    const pieces = mergedConvexPieces(ring);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(isConvexRing(piece)).toBe(true);
    expect(pieces.reduce((sum, p) => sum + polygonArea(p), 0)).toBeCloseTo(polygonArea(ring), 9);
    // Maximal (Hertel-Mehlhorn): no two pieces sharing an edge have a convex union, i.e. the hull
    // of two neighbours is always larger than the two together.
    const edges = (p: Point[]) => p.map((a, k) => [a, p[(k + 1) % p.length] as Point] as const);
    for (const [i, p] of pieces.entries()) {
      for (const q of pieces.slice(i + 1)) {
        if (!edges(p).some(([a, b]) => edges(q).some(([c, d]) => c === b && d === a))) continue;
        const hull = polygonArea(convexHull([...p, ...q]));
        expect(hull - polygonArea(p) - polygonArea(q)).toBeGreaterThan(1e-9);
      }
    }
  });
});
