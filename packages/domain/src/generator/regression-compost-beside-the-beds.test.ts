import { describe, expect, it } from 'vitest';
import { footprintDistance } from '../geometry/index.js';
import { placedFootprint } from '../model/index.js';
import { packForPlot } from '../rules/index.js';
import { generatePlans } from './generate-plans.js';
import { COMPOST_BESIDE_M } from './search/compost-spot.js';
import { issuePlot as plot, issueProgramme as programme } from './test-fixtures.js';

// Issue 25's regression: "one kitchen-garden block: beds side by side ... compost beside it". On the
// issue's 20 x 30 m plot the compost of seeds 1 and 6 stood 4.7 and 4.6 m from the nearest bed: the
// block's own path and the buildings left no free spot at its side among the compost's candidates.
// It now takes a spot on a ring round the block (search/compost-spot.ts), across that path if need
// be, within a barrow's few steps (COMPOST_BESIDE_M), and a path still leads to it.
describe('regression: the compost beside the beds', () => {
  for (const seed of [1, 6]) {
    it(`stands the compost within 3 m of a bed, reached, seed ${seed}`, { timeout: 20_000 }, () => {
      const [v] = generatePlans(plot, programme, packForPlot(plot), { variants: 1, seed });
      const objects = v?.plan.objects ?? [];
      const compost = objects.find((o) => o.landscape_object === 'compost_bin');
      const beds = objects.filter((o) => o.landscape_object === 'vegetable_bed');
      expect(compost).toBeDefined();
      expect(beds).toHaveLength(6);
      if (compost === undefined) return;
      const gap = Math.min(
        ...beds.map((b) => footprintDistance(placedFootprint(compost), placedFootprint(b))),
      );
      expect(gap).toBeLessThanOrEqual(COMPOST_BESIDE_M);
      expect(v?.unreachable).not.toContain(compost.id);
    });
  }
});
