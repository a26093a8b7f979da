import { describe, expect, it } from 'vitest';
import { placedFootprint } from '../model/placed-footprint.js';
import type { Plot } from '../model/plot.js';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { footprintPolygon } from '../geometry/index.js';
import { generatePlans } from './generate-plans.js';

// Issue 25, random plot 25 of the design-quality benchmark: an old tree's protected circle ends
// exactly 5 m behind the gate, so a 5 m parking space 5 cm in from the street fence overlapped it by
// 2-5 cm, and the car's place went anywhere but square behind the gate (not drivable, 4 of 4 variants).
describe('regression: an old tree 5 m behind the gate', () => {
  const plot: Plot = {
    boundary: [
      [0, 0],
      [23, 0],
      [23, 33],
      [0, 33],
    ],
    north_deg: 0,
    edges: [{ kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'street' }, { kind: 'neighbor' }],
    entrance: { edge: 2, t: 0.59, width_m: 4 },
    protected_areas: [
      {
        id: 'old-tree',
        kind: 'existing_tree',
        shape: { type: 'circle', center: [8.5, 25] as [number, number], radius: 3 },
        height_m: 15.5,
        label: 'Old tree',
      },
    ],
    rule_pack: 'ru-snt',
  };
  const selection = [
    { landscape_object: 'parking_space', count: 1 },
    { landscape_object: 'house_small', count: 1 },
  ];

  it('stands the parking space square behind the gate, 1 cm in, clear of the tree', () => {
    const [v] = generatePlans(plot, selection, packForPlot(plot), { variants: 1, seed: 1 });
    const car = v?.plan.objects.find((o) => o.landscape_object === 'parking_space');
    if (car === undefined) throw new Error('no parking space');
    const fp = placedFootprint(car);
    if (fp.kind !== 'rect') throw new Error('not a rectangle');
    const ring = footprintPolygon(fp);
    // The gate opening runs x 7.43..11.43 along the top edge (y = 33); the place is 5 m deep, down.
    expect(Math.max(...ring.map((p) => p[1]))).toBeCloseTo(33 - 0.01, 6);
    expect(Math.min(...ring.map((p) => p[1]))).toBeCloseTo(33 - 0.01 - 5, 6);
    expect(Math.min(...ring.map((p) => p[0]))).toBeGreaterThanOrEqual(8.5);
    expect(
      checkPlan(plot, { objects: [car] }, packForPlot(plot)).filter((x) => x.severity === 'error'),
    ).toEqual([]);
  });
});
