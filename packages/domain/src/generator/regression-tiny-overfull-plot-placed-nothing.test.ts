import { describe, expect, it } from 'vitest';
import { packForPlot } from '../rules/index.js';
import { generatePlans } from './generate-plans.js';
import { impossibleRequest, rectPlot } from './test-fixtures.js';
import type { SelectionItem } from './core/types.js';

// Issue 25's regression: on an 8 x 10 m plot with far more chosen than fits, the generator (keeping
// room for its paths) left out everything or all but one object; settling removed the rest and
// putting back stopped at 3 left out. What fits must be placed, the rest listed as not placed.
const overfull = impossibleRequest;
const beds: SelectionItem[] = [{ landscape_object: 'vegetable_bed', count: 2 }];
const { entrance: _entrance, ...noEntrance } = rectPlot(8, 10);

describe('regression: a tiny over-full plot placed nothing', () => {
  for (const [name, plot] of [
    ['without an entrance (as the e2e project)', noEntrance],
    ['with the entrance on the street', rectPlot(8, 10)],
  ] as const) {
    it(`places what fits and lists the rest, ${name}`, () => {
      const selection = [...overfull, ...beds];
      const variants = generatePlans(plot, selection, packForPlot(plot), { variants: 2, seed: 1 });
      expect(variants).toHaveLength(2);
      for (const v of variants) {
        expect(v.error_count).toBe(0);
        const placed = v.plan.objects.map((o) => o.landscape_object);
        expect(placed.filter((c) => c === 'vegetable_bed')).toHaveLength(2);
        expect(placed.length + v.not_placed.length).toBe(10);
        expect(v.not_placed.map((n) => n.landscape_object)).toContain('house_small');
      }
    });

    it(`places something of a selection where nothing fits twice, ${name}`, () => {
      // Seeds 2 and 7 gave a variant with nothing at all (the worker then fails the request).
      const variants = [1, 2, 7].flatMap((seed) =>
        generatePlans(plot, overfull, packForPlot(plot), { variants: 2, seed }),
      );
      for (const v of variants) {
        expect(v.error_count).toBe(0);
        expect(v.plan.objects.length).toBeGreaterThan(0);
        expect(v.plan.objects.length + v.not_placed.length).toBe(8);
      }
    });
  }
});
