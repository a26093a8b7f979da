import { describe, expect, it } from 'vitest';
import { footprintDistance, pointSegmentDistance, type Point } from '../geometry/index.js';
import { placedFootprint } from '../model/index.js';
import { packForPlot } from '../rules/index.js';
import { generatePlans } from './generate-plans.js';
import { issuePlot as plot, issueProgramme as programme } from './test-fixtures.js';
import { WELL_BACK_M } from './zones/zones.js';

// Issue 25's regression: on the issue's 20 x 30 m plot (street and gate on the south side) the well
// of seeds 3 and 4 stood 4.9 m from the street fence and 3 m from the parking space by the gate; the
// issue wants it "on the garden side, away from the parking and the street". The distance is
// WELL_BACK_M (8 m, zones.ts): road dust, de-icing salt and parked cars' oil soak towards a shaft
// well, and 8 m is the packs' own distance from a well to the other surface sources.
const street: [Point, Point] = [plot.boundary[0] as Point, plot.boundary[1] as Point];

describe('regression: the well at the street beside the parking', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`keeps the well 8 m from the street fence and the parking, seed ${seed}`, { timeout: 20_000 }, () => {
      const [v] = generatePlans(plot, programme, packForPlot(plot), { variants: 1, seed });
      const objects = v?.plan.objects ?? [];
      const well = objects.find((o) => o.landscape_object === 'well');
      const parking = objects.find((o) => o.landscape_object === 'parking_space');
      expect(well).toBeDefined();
      expect(parking).toBeDefined();
      if (well === undefined || parking === undefined) return;
      expect(pointSegmentDistance([well.x, well.y], ...street)).toBeGreaterThanOrEqual(WELL_BACK_M);
      expect(footprintDistance(placedFootprint(well), placedFootprint(parking))).toBeGreaterThanOrEqual(
        WELL_BACK_M,
      );
    });
  }
});
