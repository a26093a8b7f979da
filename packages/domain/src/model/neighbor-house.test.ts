import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/index.js';
import { NEIGHBOR_HOUSE_DEFAULTS, neighborHouseRing } from './neighbor-house.js';

describe('neighborHouseRing: the neighbour house as entered', () => {
  // The east side of a 20 x 30 m plot, counter-clockwise: (20, 0) -> (20, 30); outward is +x, side 1
  // (outwardSide of a counter-clockwise ring).
  const a: Point = [20, 0];
  const b: Point = [20, 30];

  it('puts a 6 x 8 m house 5 m out, its middle 10 m along the side (hand-checked)', () => {
    const ring = neighborHouseRing(a, b, 1, {
      offset_m: 5,
      height_m: 6,
      material: 'wood',
      length_m: 8,
      depth_m: 6,
      along_m: 10,
    });
    expect(ring).toEqual([
      [25, 6],
      [25, 14],
      [31, 14],
      [31, 6],
    ]);
  });

  it('defaults to an 8 x 6 m house at the side middle', () => {
    const ring = neighborHouseRing(a, b, 1, { offset_m: 3, height_m: 6, material: 'mixed' });
    expect(NEIGHBOR_HOUSE_DEFAULTS).toEqual({ length_m: 8, depth_m: 6 });
    expect(ring).toEqual([
      [23, 11],
      [23, 19],
      [29, 19],
      [29, 11],
    ]);
  });

  it('is a length x depth rectangle starting offset_m out, on any side (property)', () => {
    const num = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    fc.assert(
      fc.property(
        fc.tuple(num(-50, 50), num(-50, 50)),
        fc.tuple(num(-50, 50), num(-50, 50)),
        num(0, 20),
        num(1, 20),
        num(1, 20),
        num(-10, 60),
        (p, q, offset_m, length_m, depth_m, along_m) => {
          fc.pre(Math.hypot(q[0] - p[0], q[1] - p[1]) > 0.5);
          const house = { offset_m, height_m: 5, material: 'wood' as const, length_m, depth_m, along_m };
          const ring = neighborHouseRing(p, q, 1, house);
          const d = (i: number, j: number): number =>
            Math.hypot(
              (ring[j] as Point)[0] - (ring[i] as Point)[0],
              (ring[j] as Point)[1] - (ring[i] as Point)[1],
            );
          expect(d(0, 1)).toBeCloseTo(length_m, 6);
          expect(d(1, 2)).toBeCloseTo(depth_m, 6);
          // The near side lies offset_m from the side's line.
          const [ux, uy] = [
            (q[0] - p[0]) / Math.hypot(q[0] - p[0], q[1] - p[1]),
            (q[1] - p[1]) / Math.hypot(q[0] - p[0], q[1] - p[1]),
          ];
          const off = Math.abs(((ring[0] as Point)[0] - p[0]) * uy - ((ring[0] as Point)[1] - p[1]) * ux);
          expect(off).toBeCloseTo(offset_m, 6);
        },
      ),
      { numRuns: 100 },
    );
  });
});
