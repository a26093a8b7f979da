import { describe, expect, it } from 'vitest';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { generatePlans } from './generate-plans.js';
import { MAIN_PATH_WIDTH } from './path-network.js';
import { reachableShare } from './path-reach.js';
import { rectPlot } from './test-fixtures.js';

describe('generatePlans: variants carry their path network', () => {
  const plot = rectPlot(30, 40);
  const pack = packForPlot(plot);
  const selection = [
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'garden_shed', count: 1 },
    { landscape_object: 'outdoor_toilet', count: 1 },
    { landscape_object: 'vegetable_bed', count: 2 },
  ];
  const variants = generatePlans(plot, selection, pack, { variants: 4, seed: 3 });

  it('reaches every building from the entrance on a roomy plot, main path 1.2 m', () => {
    expect(variants).toHaveLength(4);
    for (const v of variants) {
      expect(v.plan.paths?.length ?? 0).toBeGreaterThan(1);
      expect(v.plan.paths?.[0]?.width_m).toBe(MAIN_PATH_WIDTH);
      expect(reachableShare(plot, v.plan)).toBe(1);
    }
  });

  it('checks the variants with their paths, and paths add no error', () => {
    for (const v of variants) {
      expect(v.violations).toEqual(checkPlan(plot, v.plan, pack));
      const bare = checkPlan(plot, { objects: v.plan.objects }, pack);
      expect(v.error_count).toBe(bare.filter((x) => x.severity === 'error').length);
    }
  });

  it('stays deterministic with the paths', () => {
    expect(generatePlans(plot, selection, pack, { variants: 4, seed: 3 })).toEqual(variants);
  });
});
