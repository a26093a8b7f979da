import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../catalog/catalog-objects.js';
import { objectByCode } from '../catalog/catalog-objects.js';
import type { PlacedObject } from '../model/plan.js';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { MIN_DIVERSITY, planDisplacement } from './search/diversity.js';
import { generatePlans } from './generate-plans.js';
import { gardenSelection, lPlot, rectPlot, rotatedPlot } from './test-fixtures.js';
import { GOAL_IMPORTANCE } from './goals/soft-goals.js';
import { softGoals, type Variant } from './core/types.js';

const garden = rectPlot(20, 30);
const snt = packForPlot(garden);

function expectHonest(plot: typeof garden, variants: readonly Variant[]): void {
  for (const v of variants) {
    expect(v.violations).toEqual(checkPlan(plot, v.plan, packForPlot(plot)));
    expect(v.error_count).toBe(v.violations.filter((x) => x.severity === 'error').length);
    expect(v.score).toBeGreaterThanOrEqual(0);
    expect(v.score).toBeLessThanOrEqual(1);
    expect(Object.keys(v.score_breakdown).sort()).toEqual([...softGoals].sort());
  }
  for (let i = 1; i < variants.length; i++) {
    const [a, b] = [variants[i - 1] as Variant, variants[i] as Variant];
    const rank = (v: Variant) => [v.error_count, v.not_placed.length, v.unreachable.length, -v.score];
    const [ra, rb] = [rank(a), rank(b)];
    const firstDiff = ra.findIndex((x, k) => x !== rb[k]);
    expect(firstDiff === -1 || (ra[firstDiff] as number) < (rb[firstDiff] as number)).toBe(true);
  }
}

describe('generatePlans', () => {
  const variants = generatePlans(garden, gardenSelection, snt, { variants: 4, seed: 7 });

  it('is deterministic: the same inputs and seed give the same output', () => {
    expect(generatePlans(garden, gardenSelection, snt, { variants: 4, seed: 7 })).toEqual(variants);
    const other = generatePlans(garden, gardenSelection, snt, { variants: 4, seed: 8 });
    expect(other.map((v) => v.plan)).not.toEqual(variants.map((v) => v.plan));
  });

  it("reports exactly checkPlan's violations, sorted by errors, not placed, unreachable, then score", () => {
    expect(variants).toHaveLength(4);
    expectHonest(garden, variants);
  });

  it('lays out the 20 x 30 m garden plot with no errors in at least one variant', () => {
    expect(variants.some((v) => v.error_count === 0)).toBe(true);
  });

  it('places every selected object with a readable id, its catalog size and a 90-degree turn', () => {
    const plan = (variants[0] as Variant).plan;
    expect(plan.objects).toHaveLength(12);
    expect(plan.objects.map((o) => o.id)).toContain('house_small-1');
    expect(plan.objects.filter((o) => o.landscape_object === 'vegetable_bed').map((o) => o.id)).toEqual([
      'vegetable_bed-1',
      'vegetable_bed-2',
      'vegetable_bed-3',
      'vegetable_bed-4',
    ]);
    for (const o of plan.objects) {
      const entry = objectByCode(o.landscape_object);
      expect([o.width, o.depth, o.height_m]).toEqual([entry?.width, entry?.depth, entry?.height_m]);
      expect([0, 90]).toContain(o.rotation_deg);
    }
  });

  it('returns variants that are not small shifts of one another', () => {
    for (let i = 0; i < variants.length; i++) {
      for (let j = i + 1; j < variants.length; j++) {
        const d = planDisplacement((variants[i] as Variant).plan, (variants[j] as Variant).plan, 600);
        expect(d).toBeGreaterThanOrEqual(MIN_DIVERSITY);
      }
    }
  });

  it('reproduces a variant from its own seed', () => {
    for (const v of variants) {
      const [again] = generatePlans(garden, gardenSelection, snt, { variants: 1, seed: v.seed });
      expect(again?.plan).toEqual(v.plan);
    }
  });

  it('keeps locked objects exactly and counts them towards the selection', () => {
    const house: PlacedObject = {
      id: 'my-house',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 9,
      rotation_deg: 0,
      width: 7,
      depth: 6,
      height_m: 5,
      locked: true,
      label: 'Our house',
    };
    const result = generatePlans(garden, gardenSelection, snt, { variants: 2, seed: 3, locked: [house] });
    for (const v of result) {
      expect(v.plan.objects.filter((o) => o.id === 'my-house')).toEqual([house]);
      expect(v.plan.objects.filter((o) => o.landscape_object === 'house_small')).toHaveLength(1);
      expect(v.plan.objects).toHaveLength(12);
    }
    expectHonest(garden, result);
    expect(result.some((v) => v.error_count === 0)).toBe(true);
  });

  it('places what fits of an impossible selection and lists the rest, within the time budget', () => {
    const forty = [{ landscape_object: 'house_small', count: 40 }];
    let clock = 0;
    let calls = 0;
    // A fake clock that advances 1 ms per reading: the budget is the only thing that stops the run.
    const now = (): number => (calls++, clock++);
    const result = generatePlans(garden, forty, snt, { variants: 3, seed: 1, now, budgetMs: 50 });
    expect(result.length).toBeGreaterThanOrEqual(1);
    expect(calls).toBeLessThan(200);
    for (const v of result) {
      expect(v.plan.objects.length + v.not_placed.length).toBe(40);
      expect(v.not_placed.length).toBeGreaterThan(0);
      expect(v.error_count).toBe(0);
      expect(v.score).toBeLessThanOrEqual(v.plan.objects.length / 40);
    }
    expectHonest(garden, result);
  });

  it('works on a plot turned by 30 degrees, lining objects up with its sides', () => {
    const turned = rotatedPlot(garden, 30);
    const result = generatePlans(turned, gardenSelection, packForPlot(turned), { variants: 2, seed: 5 });
    expectHonest(turned, result);
    expect(result.some((v) => v.error_count === 0)).toBe(true);
    for (const o of result[0]?.plan.objects ?? []) expect([0, 30, 90, 120]).toContain(o.rotation_deg);
    expect(result[0]?.score_breakdown.alignment).toBeGreaterThan(0.5);
    // Beds run north-south (north is up here), not with the turned fence.
    const beds = result[0]?.plan.objects.filter((o) => o.landscape_object === 'vegetable_bed') ?? [];
    expect(beds.length).toBeGreaterThan(0);
    for (const b of beds) expect(b.rotation_deg).toBe(0);
  });

  it('works on an L-shaped plot', () => {
    const result = generatePlans(lPlot, gardenSelection, packForPlot(lPlot), { variants: 2, seed: 11 });
    expectHonest(lPlot, result);
    expect(result.some((v) => v.error_count === 0)).toBe(true);
  });

  it('rejects invalid options and unknown objects', () => {
    expect(() => generatePlans(garden, gardenSelection, snt, { variants: 0 })).toThrow(RangeError);
    expect(() => generatePlans(garden, gardenSelection, snt, { variants: 9 })).toThrow(RangeError);
    expect(() => generatePlans(garden, gardenSelection, snt, { seed: 1.5 })).toThrow(RangeError);
    expect(() => generatePlans(garden, [{ landscape_object: 'castle', count: 1 }], snt)).toThrow(RangeError);
  });

  it('returns empty plans for an empty selection', () => {
    const result = generatePlans(garden, [], snt, { variants: 2 });
    expect(result.length).toBeGreaterThanOrEqual(1);
    for (const v of result) expect(v.plan.objects).toEqual([]);
  });

  it('scores the weighted mean of the goals, each weight times the goal importance', () => {
    const weights = {
      zones: 0.5,
      access: 0,
      shade: 0,
      privacy: 1,
      sun: 0,
      entrance: 1,
      sanitary: 0.5,
      garden: 0,
      recreation: 0,
      free_area: 1,
      alignment: 0,
    };
    const [v] = generatePlans(garden, gardenSelection, snt, { variants: 1, seed: 2, weights });
    const b = v?.score_breakdown;
    // Importance: zones 4, the others here 1 (GOAL_IMPORTANCE).
    const expected =
      b === undefined
        ? NaN
        : (0.5 * 4 * b.zones + b.privacy + b.entrance + 0.5 * b.sanitary + b.free_area) / 5.5;
    expect(GOAL_IMPORTANCE.zones).toBe(4);
    expect(v?.score).toBeCloseTo(expected, 3);
  });

  it('still takes the older weights alone (the API names them)', () => {
    const weights = { sun: 1, entrance: 0.5, garden: 1 };
    const [v] = generatePlans(garden, gardenSelection, snt, { variants: 1, seed: 2, weights });
    expect(v?.score).toBeGreaterThanOrEqual(0);
    expect(v?.score).toBeLessThanOrEqual(1);
  });
});

describe('generatePlans on random inputs', () => {
  it('never throws and always reports what checkPlan finds', () => {
    const codes = catalogObjects.map((o) => o.code);
    const selection = fc.array(
      fc.record({ landscape_object: fc.constantFrom(...codes), count: fc.integer({ min: 0, max: 3 }) }),
      { maxLength: 5 },
    );
    const input = fc.tuple(
      fc.integer({ min: 8, max: 40 }),
      fc.integer({ min: 8, max: 40 }),
      selection,
      fc.integer(),
    );
    fc.assert(
      fc.property(input, ([w, d, sel, seed]) => {
        const plot = rectPlot(w, d);
        const result = generatePlans(plot, sel, snt, { variants: 2, seed, effort: 0.2 });
        expect(result.length).toBeGreaterThanOrEqual(1);
        expectHonest(plot, result);
      }),
      { numRuns: 15, seed: 5 },
    );
  });
});
