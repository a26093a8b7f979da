import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacedObject, Plan } from '../model/plan.js';
import { billOfQuantities } from './bill-of-quantities.js';
import { coveredArea, type CoverPiece } from './covered-area.js';
import { quantitiesPlot } from './quantities-fixture.js';

const square = (size: number) =>
  [
    [0, 0],
    [size, 0],
    [size, size],
    [0, size],
  ] as const;

/** A w x d rectangle centred at (cx, cy), turned by deg. */
function turned(cx: number, cy: number, w: number, d: number, deg: number): CoverPiece {
  const a = (deg * Math.PI) / 180;
  const corners = [
    [-w / 2, -d / 2],
    [w / 2, -d / 2],
    [w / 2, d / 2],
    [-w / 2, d / 2],
  ] as const;
  return {
    kind: 'polygon',
    ring: corners.map(([x, y]) => [
      cx + x * Math.cos(a) - y * Math.sin(a),
      cy + x * Math.sin(a) + y * Math.cos(a),
    ]),
  };
}

const object = (id: string, code: string, x: number, y: number, w: number, d: number, deg: number) =>
  ({
    id,
    landscape_object: code,
    shape: 'rect',
    x,
    y,
    rotation_deg: deg,
    width: w,
    depth: d,
    height_m: 0.3,
    locked: false,
  }) satisfies PlacedObject;

describe('coveredArea (exact polygon booleans)', () => {
  it('measures turned footprints exactly: 6 x 9 m at 17° is 54.00 m², not a sampled 53.91', () => {
    expect(coveredArea(square(40), [turned(20, 20, 6, 9, 17)])).toBeCloseTo(54, 4);
    // A ring given clockwise measures the same.
    const clockwise = turned(20, 20, 6, 9, 17);
    if (clockwise.kind !== 'polygon') throw new Error('a polygon');
    expect(coveredArea(square(40), [{ kind: 'polygon', ring: [...clockwise.ring].reverse() }])).toBeCloseTo(
      54,
      4,
    );
  });

  it('gives a lone disc exactly pi r²', () => {
    expect(coveredArea(square(20), [{ kind: 'circle', cx: 10, cy: 10, radius: 3 }])).toBeCloseTo(
      Math.PI * 9,
      4,
    );
  });

  it('counts the overlap of two turned squares once, exactly', () => {
    // Two 4 x 4 squares, the second 2 m right and 1 m up: they overlap on 2 x 3 m.
    const a = turned(10, 10, 4, 4, 0);
    const b = turned(12, 11, 4, 4, 0);
    expect(coveredArea(square(20), [a, b])).toBeCloseTo(16 + 16 - 2 * 3, 6);
    expect(coveredArea(square(20), [a, b, a])).toBeCloseTo(26, 6);
  });

  it('sums disjoint turned footprints within 0.0001 m² (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            w: fc.double({ min: 0.3, max: 4, noNaN: true }),
            d: fc.double({ min: 0.3, max: 4, noNaN: true }),
            deg: fc.double({ min: 0, max: 360, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (rects) => {
          // One per 6 m cell of a 48 m plot: never touching, always inside.
          const pieces = rects.map((r, i) =>
            turned(3 + (i % 8) * 6, 3 + Math.floor(i / 8) * 6, r.w, r.d, r.deg),
          );
          const expected = rects.reduce((sum, r) => sum + r.w * r.d, 0);
          expect(coveredArea(square(48), pieces)).toBeCloseTo(expected, 4);
        },
      ),
      { numRuns: 100, seed: 29 },
    );
  });
});

describe('the bill of quantities on exact areas', () => {
  it('prints turned roofs and beds to the 0.01 m² they really are', () => {
    const plan: Plan = {
      objects: [
        object('house', 'house_small', 10, 12, 6, 9, 17),
        object('bed1', 'vegetable_bed', 4, 6, 1.2, 11, 33),
        object('bed2', 'vegetable_bed', 16, 6, 2.4, 5.5, 71),
      ],
    };
    const rows = billOfQuantities(quantitiesPlot, plan).rows;
    const quantity = (key: string) => rows.find((row) => row.key === key)?.quantity;
    expect(quantity('roofs_m2')).toBe(54);
    expect(quantity('beds_m2')).toBe(26.4);
  });
});
