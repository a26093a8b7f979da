import { describe, expect, it } from 'vitest';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { generatePlans } from './generate-plans.js';
import { accessReach } from './paths/access-reach.js';
import { MAIN_PATH_WIDTH } from './paths/path-network.js';
import { reachableShare } from './paths/path-reach.js';
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

describe('generatePlans: with a clock, runs are spent on buildings the paths miss', () => {
  // The headline selection on 25 x 40 m (ru-izhs): first runs box in one building or another.
  const plot = rectPlot(25, 40, 'ru-izhs');
  const pack = packForPlot(plot);
  const selection = [
    { landscape_object: 'house_medium', count: 1 },
    { landscape_object: 'garage', count: 1 },
    { landscape_object: 'bathhouse', count: 1 },
    { landscape_object: 'septic_tank', count: 1 },
    { landscape_object: 'well', count: 1 },
    { landscape_object: 'greenhouse_3x6', count: 1 },
    { landscape_object: 'vegetable_bed', count: 4 },
    { landscape_object: 'compost_bin', count: 1 },
    { landscape_object: 'fruit_tree_medium', count: 3 },
    { landscape_object: 'berry_bush', count: 2 },
    { landscape_object: 'gazebo', count: 1 },
    { landscape_object: 'terrace', count: 1 },
    { landscape_object: 'playground', count: 1 },
    { landscape_object: 'rainwater_tank', count: 1 },
  ];

  it('lists exactly what the paths miss, and with a clock reaches everything', () => {
    for (const seed of [2, 5, 6, 7]) {
      // Unclocked, one run: whatever it misses is listed, no more and no less.
      const [quick] = generatePlans(plot, selection, pack, { variants: 1, seed });
      expect([...(quick?.unreachable ?? [])].sort()).toEqual(
        [...accessReach(plot, quick?.plan ?? { objects: [] }).missing].sort(),
      );
      // A clock that never runs out (one tick a reading): the access runs happen, as on the server.
      let tick = 0;
      const clock = { now: () => tick++, budgetMs: Number.MAX_SAFE_INTEGER };
      const [designed] = generatePlans(plot, selection, pack, { variants: 1, seed, ...clock });
      expect(designed?.unreachable).toEqual([]);
      expect(reachableShare(plot, designed?.plan ?? { objects: [] })).toBe(1);
    }
  }, 30_000);

  it('with a clock, sets aside variants whose paths miss a building while other seeds do better', () => {
    let tick = 0;
    const clock = { now: () => tick++, budgetMs: Number.MAX_SAFE_INTEGER };
    const designed = generatePlans(plot, selection, pack, { variants: 4, seed: 1, ...clock });
    expect(designed).toHaveLength(4);
    for (const v of designed) expect(v.unreachable).toEqual([]);
    // Each variant's own seed, alone, gives its plan again (a single-variant call sets nothing aside).
    for (const v of designed) {
      let t = 0;
      const [again] = generatePlans(plot, selection, pack, {
        variants: 1,
        seed: v.seed,
        now: () => t++,
        budgetMs: Number.MAX_SAFE_INTEGER,
      });
      expect(again?.plan).toEqual(v.plan);
    }
  }, 60_000);
});
