import { describe, expect, it } from 'vitest';
import { footprintDistance } from '../geometry/index.js';
import { placedFootprint } from '../model/placed-footprint.js';
import { packForPlot } from '../rules/overrides.js';
import { accessReach } from './paths/access-reach.js';
import { BED_AISLE_M } from './zones/garden-block.js';
import { generatePlans } from './generate-plans.js';
import { rectPlot } from './test-fixtures.js';

// Issue 25 on a small dacha plot (20 x 30 m ru-snt, street south, a 4 m gate at (10, 0)): the car's
// place square behind the gate, the beds one north-south block with aisles, paths in square runs.
describe('generatePlans: circulation first on a dacha plot', () => {
  const plot = rectPlot(20, 30);
  const selection = [
    { landscape_object: 'parking_space', count: 1 },
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'greenhouse_3x4', count: 1 },
    { landscape_object: 'vegetable_bed', count: 4 },
    { landscape_object: 'outdoor_toilet', count: 1 },
  ];
  const variants = generatePlans(plot, selection, packForPlot(plot), { variants: 2, seed: 1 });

  it('puts the parking space square behind the gate, its short side on the opening', () => {
    for (const v of variants) {
      const car = v.plan.objects.find((o) => o.landscape_object === 'parking_space');
      expect(car?.rotation_deg).toBe(0);
      // 2.5 m wide within the opening 8..12, its south side 5 cm inside the fence.
      expect(Math.abs((car?.x ?? 0) - 10)).toBeLessThanOrEqual(0.75 + 1e-9);
      expect((car?.y ?? 0) - (car?.depth ?? 0) / 2).toBeCloseTo(0.05, 6);
    }
  });

  it('lays the beds north-south, each an aisle from another', () => {
    for (const v of variants) {
      const beds = v.plan.objects.filter((o) => o.landscape_object === 'vegetable_bed');
      expect(beds).toHaveLength(4);
      for (const b of beds) {
        expect(b.rotation_deg).toBe(0);
        const gaps = beds
          .filter((o) => o !== b)
          .map((o) => footprintDistance(placedFootprint(b), placedFootprint(o)));
        expect(Math.min(...gaps)).toBeCloseTo(BED_AISLE_M, 3);
      }
    }
  });

  it('reaches everything with paths in runs along and square to the plot', () => {
    for (const v of variants) {
      expect(v.error_count).toBe(0);
      expect(accessReach(plot, v.plan).missing).toEqual([]);
      expect(v.score_breakdown.access).toBe(1);
      for (const path of v.plan.paths ?? []) {
        path.points.slice(1).forEach((q, k) => {
          const p = path.points[k] ?? q;
          expect(Math.min(Math.abs(q[0] - p[0]), Math.abs(q[1] - p[1]))).toBeLessThan(1e-6);
        });
      }
    }
  });
});
