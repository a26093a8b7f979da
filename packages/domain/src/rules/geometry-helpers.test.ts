import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, footprintPolygon, type BoundingBox, type Shape } from '../geometry/index.js';
import { closestPoints, penetration, separation } from './separation.js';
import { boxGap, SpatialGrid } from './spatial-grid.js';

const square = (x: number, y: number, s: number): Shape => ({
  kind: 'polygon',
  ring: [
    [x, y],
    [x + s, y],
    [x + s, y + s],
    [x, y + s],
  ],
});

describe('separation', () => {
  it('is the gap between apart shapes and minus the overlap depth otherwise', () => {
    expect(separation(square(0, 0, 2), square(3, 0, 2))).toBe(1);
    expect(separation(square(0, 0, 2), square(1.5, 0.5, 2))).toBeCloseTo(-0.5, 12);
    expect(separation(square(0, 0, 2), square(2, 0, 2))).toBe(0);
    const disc: Shape = { kind: 'circle', cx: 1, cy: 1, radius: 0.5 };
    // A disc in the middle of a square leaves by a side: 1 m to the side plus its radius.
    expect(separation(square(0, 0, 2), disc)).toBeCloseTo(-1.5, 12);
    expect(penetration(disc, { kind: 'circle', cx: 1.8, cy: 1, radius: 0.5 })).toBeCloseTo(0.2, 12);
  });

  it('regression: nested rects with collinear sides, turned a hair, overlap instead of being 1e-16 m apart', () => {
    // Found by the rigid-motion property: shapeDistance rounds to 1.1e-16 here, not 0.
    const deg = 3.500488787722134e-8;
    const rect = (width: number): Shape => ({
      kind: 'polygon',
      ring: footprintPolygon({
        kind: 'rect',
        cx: 0,
        cy: 64.00000000183286,
        width,
        depth: 6,
        rotation_deg: deg,
      }),
    });
    expect(separation(rect(1), rect(6))).toBeCloseTo(-3.5, 9);
  });

  it('draws the dimension line across the middle of facing sides', () => {
    expect(closestPoints(square(0, 0, 2), square(3, 1, 2))).toEqual([
      [2, 1.5],
      [3, 1.5],
    ]);
    expect(closestPoints({ kind: 'circle', cx: 0, cy: 0, radius: 1 }, square(3, -1, 2))).toEqual([
      [1, 0],
      [3, 0],
    ]);
  });
});

describe('SpatialGrid', () => {
  const box = fc
    .record({
      x: fc.double({ min: -50, max: 50, noNaN: true }),
      y: fc.double({ min: -50, max: 50, noNaN: true }),
      w: fc.double({ min: 0, max: 8, noNaN: true }),
      h: fc.double({ min: 0, max: 8, noNaN: true }),
    })
    .map(({ x, y, w, h }): BoundingBox =>
      boundingBox([
        [x, y],
        [x + w, y + h],
      ]),
    );

  it('finds exactly the boxes a brute-force scan finds', () => {
    fc.assert(
      fc.property(
        fc.array(box, { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        (boxes, reach) => {
          const grid = new SpatialGrid(boxes, 4);
          boxes.forEach((b) => {
            const found: number[] = [];
            grid.near(b, reach, (j) => found.push(j));
            const expected = boxes.flatMap((c, j) => (boxGap(b, c) <= reach ? [j] : []));
            expect(found.sort((p, q) => p - q)).toEqual(expected);
          });
        },
      ),
    );
  });
});
