import { describe, expect, it } from 'vitest';
import { packForPlot } from '../rules/index.js';
import { generatePlans } from './generate-plans.js';
import { rectPlot } from './test-fixtures.js';

describe('regression: a 12 m wide strip left the house out although it fits exactly between its setbacks', () => {
  it('places the 6 m house on the 3 m side setback lines', () => {
    // ru-snt: 3 m from each neighbour, so 3 + 6 + 3 = 12 m leaves one column of spots; the corner
    // points of placed objects never land on it, the setback lines do (anchors.ts boundarySetbacks).
    const plot = rectPlot(12, 60, 'ru-snt');
    const selection = [
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'vegetable_bed', count: 2 },
    ];
    for (const seed of [1, 2, 3]) {
      const [variant] = generatePlans(plot, selection, packForPlot(plot), { variants: 1, seed });
      expect(variant?.not_placed).toEqual([]);
      expect(variant?.error_count).toBe(0);
      const house = variant?.plan.objects.find((o) => o.landscape_object === 'house_small');
      expect(house?.x).toBeCloseTo(6, 6);
    }
  });
});
