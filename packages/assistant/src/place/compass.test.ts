import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '@plotplan/domain';
import { besideTarget, compassVector, halfExtent, nearPull, sidePull } from './compass.js';
import { fixturePlan, fixturePlot, objectIn } from '../test-fixtures.js';

const close = (p: readonly number[], q: readonly number[]): void => {
  p.forEach((v, i) => expect(v).toBeCloseTo(q[i] as number, 9));
};

describe('compass geometry', () => {
  it('points north up the plan with north_deg 0', () => {
    close(compassVector('north', 0), [0, 1]);
    close(compassVector('east', 0), [1, 0]);
    close(compassVector('south_west', 0), [-Math.SQRT1_2, -Math.SQRT1_2]);
  });

  it('follows true north: with north_deg 90 north is +x and east is -y', () => {
    close(compassVector('north', 90), [1, 0]);
    close(compassVector('east', 90), [0, -1]);
    close(compassVector('south', 180), [0, 1]);
  });

  it('scores a side: 0 with the object flush against the far edge that way, worse past it or away', () => {
    const pull = sidePull(fixturePlot(0), 'south');
    const well = objectIn(fixturePlan, 'well');
    const r = well.width / 2;
    const at = (y: number): number => pull({ ...well, x: 10, y });
    expect(at(r)).toBeCloseTo(0);
    // Centre on the boundary: half of it outside, as bad as being that much short of the edge.
    expect(at(0)).toBeCloseTo(at(2 * r));
    expect(at(0)).toBeGreaterThan(0);
    expect(at(40 - r)).toBeCloseTo((40 - 2 * r) / 40);
    expect(sidePull(fixturePlot(180), 'south')({ ...well, y: 40 - r })).toBeCloseTo(0);
  });

  it('puts "north of the house" just clear of its north wall', () => {
    const house = objectIn(fixturePlan, 'house');
    const well = objectIn(fixturePlan, 'well');
    // House 8 x 8 at (15, 12): north wall at y 16, the well's radius 0.6, a 1 m gap.
    close(besideTarget(house, well, 'north', fixturePlot(0)), [15, 17.6]);
    close(besideTarget(house, well, 'north', fixturePlot(90)), [20.6, 12]);
  });

  it('measures half extents of turned rectangles and gaps between boxes', () => {
    const bed = objectIn(fixturePlan, 'bed-1');
    expect(halfExtent(bed, [1, 0])).toBeCloseTo(0.6);
    expect(halfExtent({ ...bed, rotation_deg: 90 }, [1, 0])).toBeCloseTo(2);
    const house = objectIn(fixturePlan, 'house');
    const pull = nearPull([house], 1);
    const probe: PlacedObject = { ...objectIn(fixturePlan, 'well'), x: 21, y: 12 };
    expect(pull(probe)).toBeCloseTo(21 - 0.6 - 19);
    expect(pull({ ...probe, x: 15 })).toBe(0);
  });
});
