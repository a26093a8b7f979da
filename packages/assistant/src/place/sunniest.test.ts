import { describe, expect, it } from 'vitest';
import { MissingLocationError, type PlacedObject, type Plot, sunHoursAt } from '@plotplan/domain';
import { onFootprint, sunniestArea } from './sunniest.js';
import { fixtureContext, fixturePlan, fixturePlot, objectIn } from '../test-fixtures.js';

const bed = objectIn(fixturePlan, 'bed-1');
const lime = (x: number, y: number): PlacedObject => ({
  id: 'lime',
  landscape_object: 'shade_tree_lime',
  shape: 'circle',
  x,
  y,
  rotation_deg: 0,
  width: 10,
  depth: 10,
  height_m: 18,
  locked: false,
});
/** 10 x 30 m, north up, neighbours all round. */
const strip: Plot = {
  ...fixturePlot(),
  boundary: [
    [0, 0],
    [10, 0],
    [10, 30],
    [0, 30],
  ],
  entrance: undefined,
};

describe('onFootprint', () => {
  it('tells points on a turned rectangle and a circle', () => {
    const r: PlacedObject = { ...bed, x: 0, y: 0, width: 4, depth: 1, rotation_deg: 90 };
    expect(onFootprint(r, [0, 1.9])).toBe(true);
    expect(onFootprint(r, [1.9, 0])).toBe(false);
    expect(onFootprint(lime(0, 0), [3, 4])).toBe(true);
    expect(onFootprint(lime(0, 0), [3, 4.1])).toBe(false);
  });
});

describe('sunniestArea', () => {
  it('on an open plot takes the window nearest the objects (hand-checked)', () => {
    const plot: Plot = { ...strip, boundary: strip.boundary.map(([x, y]) => [x, y / 3]) };
    const context = fixtureContext({ plot, plan: { objects: [] } });
    // One 2 x 2 m object: 6 m² with room, a 3 x 3 cell window; window centres at 1.5, 2.5 ... 8.5 m.
    const o: PlacedObject = { ...bed, id: 'new', x: 3.2, y: 7.7, width: 2, depth: 2 };
    const area = sunniestArea(context, [o], new Set());
    expect(area.centre).toEqual([3.5, 7.5]);
    expect(area.hours).toBeCloseTo(area.map.max_hours, 3);
    // The pull: 0 at the centre (full sun there), growing with the distance.
    expect(area.pull({ ...o, x: 3.5, y: 7.5 })).toBeCloseTo(0, 6);
    expect(area.pull({ ...o, x: 8.5, y: 7.5 })).toBeGreaterThan(area.pull({ ...o, x: 4.5, y: 7.5 }));
  });

  it("leaves a tall tree's shade and its footprint for the sunniest free cells", () => {
    const context = fixtureContext({
      plot: strip,
      plan: { objects: [lime(5, 10), { ...bed, x: 5, y: 17 }] },
    });
    const area = sunniestArea(context, [{ ...bed, x: 5, y: 17 }], new Set([bed.id]));
    const at = (x: number, y: number): number => sunHoursAt(area.map, [x, y]);
    // The bed stood in the lime's shade (north of it); the area found is far sunnier.
    expect(at(5, 17)).toBeLessThan(area.map.max_hours - 2);
    expect(area.hours).toBeGreaterThan(at(5, 17) + 2);
    expect(onFootprint(lime(5, 10), area.centre)).toBe(false);
    // No free cell gets noticeably more sun than the area's centre.
    for (let y = 0.5; y < 30; y += 1) {
      for (let x = 0.5; x < 10; x += 1) {
        if (!onFootprint(lime(5, 10), [x, y])) expect(at(x, y)).toBeLessThanOrEqual(at(...area.centre) + 0.5);
      }
    }
  });

  it('sizes the window to the group, so several objects aim at one area', () => {
    const context = fixtureContext();
    const beds = fixturePlan.objects.filter((o) => o.landscape_object === 'vegetable_bed');
    const area = sunniestArea(context, beds, new Set(beds.map((o) => o.id)));
    expect(area.hours).toBeGreaterThanOrEqual(6);
    expect(fixturePlan.objects.some((o) => !beds.includes(o) && onFootprint(o, area.centre))).toBe(false);
  });

  it('needs the plot location', () => {
    const { location: _omit, ...plot } = fixturePlot();
    expect(() => sunniestArea(fixtureContext({ plot }), [bed], new Set())).toThrow(MissingLocationError);
  });
});
