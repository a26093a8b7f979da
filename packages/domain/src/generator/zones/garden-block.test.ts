import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import { makeBody, separation } from '../core/body.js';
import {
  BED_AISLE_M,
  bedAxisDeg,
  DEAD_GAP_COST,
  deadGapCost,
  rotationAlong,
  rowSpots,
} from './garden-block.js';
import { buildItems } from './items.js';
import { rectPlot, rotatedPlot } from '../test-fixtures.js';

describe('bedAxisDeg: the way beds run', () => {
  it('north-south, or down a plot over twice as long as wide (hand-checked)', () => {
    // north_deg is clockwise from +y: north up runs along +y (90°); north 30° east of up, 60°.
    expect(bedAxisDeg(rectPlot(20, 30))).toBe(90);
    expect(bedAxisDeg({ ...rectPlot(20, 30), north_deg: 30 })).toBe(60);
    // A 12 x 60 m strip turned: rows run down the strip whatever the north.
    expect(bedAxisDeg({ ...rectPlot(12, 60), north_deg: 30 })).toBe(90);
    expect(bedAxisDeg(rotatedPlot({ ...rectPlot(60, 12), north_deg: 10 }, 20))).toBeCloseTo(20, 6);
  });

  it('rotationAlong lays the long side on the axis, the smaller turn', () => {
    // A 1.2 x 4 m bed is long along its depth (plan y at 0°).
    expect(rotationAlong(1.2, 4, 90)).toBe(0);
    expect(rotationAlong(1.2, 4, 0)).toBe(90);
    expect(rotationAlong(4, 1.2, 60)).toBe(60);
    expect(rotationAlong(1.2, 4, 60)).toBe(-30);
  });
});

describe('rowSpots and deadGapCost', () => {
  const { items } = buildItems(
    [
      { landscape_object: 'vegetable_bed', count: 2 },
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'well', count: 1 },
    ],
    [],
    catalogObjects,
    0,
    90,
  );
  const [bed, other, house, well] = items;
  if (bed === undefined || other === undefined || house === undefined || well === undefined) {
    throw new Error('items missing');
  }

  it('puts the next bed across the aisle, long sides facing, then end to end (hand-checked)', () => {
    const placed = makeBody('rect', 5, 20, 1.2, 4, 0);
    const { side, end } = rowSpots(other, 0, [placed]);
    // 0.6 + 0.55 + 0.6 = 1.75 m between centres across; 2 + 0.55 + 2 = 4.55 m along.
    expect(side).toEqual([
      [6.75, 20],
      [3.25, 20],
    ]);
    expect(end.map(([x, y]) => [x, Math.round(y * 1e9) / 1e9])).toEqual([
      [5, 24.55],
      [5, 15.45],
    ]);
  });

  it('leaves exactly the aisle between neighbours in any turn (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
        (rot, x) => {
          const placed = makeBody('rect', x, 10, 1.2, 4, rot);
          const { side, end } = rowSpots(other, rot, [placed]);
          for (const [sx, sy] of [...side, ...end]) {
            expect(separation(makeBody('rect', sx, sy, 1.2, 4, rot), placed)).toBeCloseTo(BED_AISLE_M, 6);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('charges a gap too narrow for a path between the block and a building, not an aisle or a well', () => {
    const bodies = items.map(() => undefined as ReturnType<typeof makeBody> | undefined);
    bodies[house.index] = makeBody('rect', 10, 10, 6, 6, 0);
    bodies[bed.index] = makeBody('rect', 3, 20, 1.2, 4, 0);
    // 1 m east of the house: too narrow; 2 m: room for a path.
    expect(deadGapCost(items, bodies, other, makeBody('rect', 13.6 + 1, 10, 1.2, 4, 0), separation)).toBe(
      DEAD_GAP_COST,
    );
    expect(deadGapCost(items, bodies, other, makeBody('rect', 13.6 + 2, 10, 1.2, 4, 0), separation)).toBe(0);
    // Beside the other bed across the aisle: no charge; the well stands where it likes.
    expect(deadGapCost(items, bodies, other, makeBody('rect', 4.75, 20, 1.2, 4, 0), separation)).toBe(0);
    expect(deadGapCost(items, bodies, well, makeBody('circle', 13.7, 10, 1.2, 1.2, 0), separation)).toBe(0);
  });
});
