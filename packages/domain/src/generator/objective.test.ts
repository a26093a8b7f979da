import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '../model/plan.js';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { generatePlans } from './generate-plans.js';
import { rectPlot } from './test-fixtures.js';
import type { SelectionItem, Variant } from './core/types.js';

const plot = rectPlot(30, 30);
const pack = packForPlot(plot);
const selection: SelectionItem[] = [
  { landscape_object: 'house_small', count: 1 },
  { landscape_object: 'garden_shed', count: 1 },
  { landscape_object: 'greenhouse_3x4', count: 1 },
  { landscape_object: 'vegetable_bed', count: 3 },
];

/** Mean distance of the centres from the plot's top-right corner, scaled to about 0..1. */
function toCorner(objects: readonly PlacedObject[]): number {
  let sum = 0;
  for (const o of objects) sum += Math.abs(30 - o.x) + Math.abs(30 - o.y);
  return objects.length === 0 ? 0 : sum / objects.length / 60;
}

/** Short runs keep the test quick; the objective still wins by far. */
const effort = 0.3;
const meanToCorner = (v: Variant): number => toCorner(v.plan.objects) * 60;

describe('generatePlans with an objective', () => {
  const withHook = generatePlans(plot, selection, pack, {
    variants: 2,
    seed: 3,
    effort,
    objective: toCorner,
  });
  const without = generatePlans(plot, selection, pack, { variants: 2, seed: 3 });

  it('minimises it: objects end nearer the corner it pulls to than with the soft goals', () => {
    const best = withHook[0] as Variant;
    expect(best.error_count).toBe(0);
    expect(meanToCorner(best)).toBeLessThan(meanToCorner(without[0] as Variant) - 5);
    // Every object packed into the top-right quarter or close to it.
    expect(meanToCorner(best)).toBeLessThan(12);
  });

  it('keeps the rules first: the returned plans have no error', () => {
    for (const v of withHook) {
      expect(v.violations).toEqual(checkPlan(plot, v.plan, pack));
      expect(v.error_count).toBe(0);
    }
  });

  it('reports the cost of the returned plan and ranks variants by it', () => {
    for (const v of withHook) expect(v.objective).toBe(toCorner(v.plan.objects));
    expect((withHook[0] as Variant).objective).toBeLessThanOrEqual((withHook[1] as Variant).objective ?? 0);
    for (const v of without) expect(v.objective).toBeUndefined();
  });

  it('is deterministic per seed without a clock', () => {
    expect(
      generatePlans(plot, selection, pack, { variants: 2, seed: 3, effort, objective: toCorner }),
    ).toEqual(withHook);
    const [again] = generatePlans(plot, selection, pack, {
      variants: 1,
      seed: (withHook[1] as Variant).seed,
      effort,
      objective: toCorner,
    });
    expect(again?.plan).toEqual((withHook[1] as Variant).plan);
  });

  it('spends a clocked budget on restarts and still returns a plan within it', () => {
    let t = 0;
    // A fake clock that advances 1 ms per reading: deterministic, and the budget runs out.
    const now = (): number => (t += 1);
    const [v] = generatePlans(plot, selection, pack, {
      variants: 1,
      seed: 3,
      objective: toCorner,
      now,
      budgetMs: 2000,
    });
    expect(v?.plan.objects).toHaveLength(6);
    expect(v?.objective).toBe(toCorner(v?.plan.objects ?? []));
  });
});
