import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacedObject, Plan } from '../model/plan.js';
import { billOfQuantities } from './bill-of-quantities.js';
import { quantitiesPlot } from './quantities-fixture.js';

const codes = [
  'house_small',
  'terrace',
  'vegetable_bed',
  'raised_bed',
  'lawn',
  'fruit_tree_dwarf',
  'parking',
];

const objectArb = fc.record({
  code: fc.constantFrom(...codes),
  x: fc.double({ min: -5, max: 25, noNaN: true }),
  y: fc.double({ min: -5, max: 35, noNaN: true }),
  width: fc.double({ min: 0.5, max: 12, noNaN: true }),
  depth: fc.double({ min: 0.5, max: 12, noNaN: true }),
  rotation: fc.double({ min: 0, max: 360, noNaN: true }),
  circle: fc.boolean(),
});

const planArb = fc
  .tuple(fc.array(objectArb, { maxLength: 12 }), fc.double({ min: 0.5, max: 3, noNaN: true }))
  .map(([objects, pathWidth]): Plan => ({
    objects: objects.map((o, i): PlacedObject => ({
      id: `o${i}`,
      landscape_object: o.code,
      shape: o.circle ? 'circle' : 'rect',
      x: o.x,
      y: o.y,
      rotation_deg: o.rotation,
      width: o.width,
      depth: o.depth,
      height_m: 0.4,
      locked: false,
    })),
    paths: [
      {
        id: 'p',
        points: [
          [1, 1],
          [15, 20],
          [18, 28],
        ],
        width_m: pathWidth,
      },
    ],
  }));

describe('billOfQuantities properties', () => {
  it('never gives a negative figure, and lawn plus what covers it fits in the plot', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const bill = billOfQuantities(quantitiesPlot, plan);
        const q = (key: string) => bill.rows.find((row) => row.key === key)?.quantity ?? 0;
        expect(bill.rows.every((row) => row.quantity >= 0)).toBe(true);
        // Each area is a union inside the 600 m² plot; lawn excludes paved, paths, roofs and beds.
        for (const key of ['paved_m2', 'paths_m2', 'roofs_m2', 'beds_m2', 'lawn_m2']) {
          expect(q(key)).toBeLessThanOrEqual(600 + 0.01);
        }
        const covered = Math.max(q('paved_m2'), q('paths_m2'), q('roofs_m2'), q('beds_m2'));
        expect(q('lawn_m2') + covered).toBeLessThanOrEqual(600 + 0.5);
        expect(bill.rows.filter((row) => row.group === 'objects').reduce((s, r) => s + r.quantity, 0)).toBe(
          plan.objects.length,
        );
      }),
      { numRuns: 60 },
    );
  });
});
