import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/point.js';
import type { PlacedObject } from '../model/plan.js';
import type { Plot, PlotEdge } from '../model/plot.js';
import { objectSunHours } from './object-sun-hours.js';
import { OUTSIDE_PLOT, sunHoursAt, sunHoursMap, type SunHoursMapOptions } from './sun-hours-map.js';
import type { SunPeriod } from './sun-period.js';
import { box, disc, rotateScene, squarePlot } from './test-support/scenes.js';

// Millimetre steps spread evenly over the range: fc.double favours 0 and tiny magnitudes, which here
// would mean flat objects at the origin and hardly any shadow.
const num = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 1000), max: Math.round(max * 1000) }).map((v) => v / 1000);

const objectArb: fc.Arbitrary<PlacedObject> = fc.oneof(
  fc
    .record({
      x: num(-9, 9),
      y: num(-9, 9),
      w: num(0.3, 6),
      d: num(0.3, 6),
      h: num(0, 8),
      rot: num(-180, 180),
    })
    .map(({ x, y, w, d, h, rot }) => box('box', x, y, w, d, h, rot)),
  fc
    .record({ x: num(-9, 9), y: num(-9, 9), w: num(0.3, 6), h: num(0, 10) })
    .map(({ x, y, w, h }) => disc('tree', x, y, w, h)),
);
const plannedArb = fc
  .array(objectArb, { maxLength: 5 })
  .map((objects) => objects.map((o, i) => ({ ...o, id: `${o.id}-${i}` })));

const edgeArb: fc.Arbitrary<PlotEdge> = fc.oneof(
  fc.constant<PlotEdge>({ kind: 'unknown' }),
  fc.constant<PlotEdge>({ kind: 'forest' }),
  num(0.5, 2.5).map((fence_height_m): PlotEdge => ({ kind: 'street', fence_height_m })),
  fc
    .record({ offset_m: num(0, 15), height_m: num(2, 12) })
    .map((b): PlotEdge => ({ kind: 'neighbor', building: { ...b, material: 'mixed' } })),
);

function plotArb(lat: fc.Arbitrary<number>): fc.Arbitrary<Plot> {
  return fc
    .record({
      north_deg: num(-180, 180),
      edges: fc.array(edgeArb, { minLength: 4, maxLength: 4 }),
      lat,
      lon: num(-180, 180),
    })
    .map(({ north_deg, edges, lat: la, lon }) =>
      squarePlot(10, { north_deg, edges, location: { lat: la, lon } }),
    );
}

const dayArb = (from: string, to: string): fc.Arbitrary<SunPeriod> =>
  fc
    .integer({ min: Date.parse(from), max: Date.parse(to) })
    .map((ms): SunPeriod => ({ kind: 'day', date: new Date(ms) }));

const coarse = (period: SunPeriod): SunHoursMapOptions => ({ period, stepMinutes: 30, cell_m: 1 });
const temperate = plotArb(num(-66, 66));
const anyDay = dayArb('2025-01-01', '2025-12-31');

describe('sunHoursMap properties', () => {
  it('never makes a cell sunnier when an object is added', () => {
    fc.assert(
      fc.property(temperate, plannedArb, objectArb, anyDay, (plot, objects, extra, period) => {
        const before = sunHoursMap(plot, { objects }, coarse(period));
        const after = sunHoursMap(plot, { objects: [...objects, { ...extra, id: 'extra' }] }, coarse(period));
        after.hours.forEach((h, i) => expect(h).toBeLessThanOrEqual(before.hours[i] ?? NaN));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps inside cells within [0, the day length above the threshold], -1 outside, never NaN', () => {
    fc.assert(
      fc.property(temperate, plannedArb, anyDay, (plot, objects, period) => {
        const map = sunHoursMap(plot, { objects }, coarse(period));
        expect(map.hours.length).toBe(map.cols * map.rows);
        for (const h of map.hours) {
          expect(Number.isNaN(h)).toBe(false);
          if (h !== OUTSIDE_PLOT) {
            expect(h).toBeGreaterThanOrEqual(0);
            expect(h).toBeLessThanOrEqual(map.max_hours + 1e-4);
          }
        }
        for (const hours of Object.values(objectSunHours(map, { objects }))) {
          expect(hours).toBeGreaterThanOrEqual(0);
          expect(hours).toBeLessThanOrEqual(map.max_hours + 1e-4);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('finds no sun at all near the North Pole in winter', () => {
    fc.assert(
      fc.property(
        plotArb(num(85, 90)),
        plannedArb,
        dayArb('2024-11-01', '2025-02-10'),
        (plot, objects, period) => {
          const map = sunHoursMap(plot, { objects }, coarse(period));
          expect(map.max_hours).toBe(0);
          expect(map.sun_positions).toBe(0);
          expect(map.hours.every((h) => h === 0)).toBe(true);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(temperate, plannedArb, anyDay, (plot, objects, period) => {
        const a = sunHoursMap(plot, { objects }, coarse(period));
        const b = sunHoursMap(plot, { objects }, coarse(period));
        expect(b).toEqual(a);
      }),
      { numRuns: 15 },
    );
  });

  it('gives the same hours when the scene turns by a quarter turn together with its north', () => {
    fc.assert(
      fc.property(
        temperate,
        plannedArb,
        anyDay,
        fc.constantFrom(90, 180, 270),
        (plot, objects, period, deg) => {
          const base = sunHoursMap(plot, { objects }, coarse(period));
          const turned = rotateScene(plot, { objects }, deg);
          const map = sunHoursMap(turned.plot, turned.plan, coarse(period));
          const [c, s] = [
            Math.round(Math.cos((deg * Math.PI) / 180)),
            Math.round(Math.sin((deg * Math.PI) / 180)),
          ];
          base.hours.forEach((h, i) => {
            const x = base.origin[0] + ((i % base.cols) + 0.5) * base.cell_m;
            const y = base.origin[1] + (Math.floor(i / base.cols) + 0.5) * base.cell_m;
            const p: Point = [c * x - s * y, s * x + c * y];
            expect(sunHoursAt(map, p)).toBeCloseTo(h, 4);
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});
