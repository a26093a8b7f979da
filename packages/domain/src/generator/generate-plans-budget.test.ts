import { describe, expect, it } from 'vitest';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { HURRY_FULL_LIMIT } from './search/construct.js';
import { generatePlans } from './generate-plans.js';
import { rectPlot } from './test-fixtures.js';
import type { SelectionItem } from './core/types.js';

// Issue 16 defect 7: a job on a 200 x 200 m plot with hundreds of objects ran to the server's 10 s
// hard limit although its budget was 3 s: construction placed every object with its full candidate
// search (snug points and soft goals cost more with each object placed) and read the clock only to
// try fewer points. Past the budget, the rest must be placed cheaply and the call must return.

const plot = rectPlot(200, 200);
const pack = packForPlot(plot);
const huge: SelectionItem[] = [
  { landscape_object: 'house_medium', count: 1 },
  { landscape_object: 'garage', count: 1 },
  { landscape_object: 'greenhouse_3x6', count: 8 },
  { landscape_object: 'vegetable_bed', count: 200 },
  { landscape_object: 'fruit_tree_medium', count: 90 },
  { landscape_object: 'berry_bush', count: 150 },
  { landscape_object: 'flower_bed', count: 50 },
];
const total = huge.reduce((sum, item) => sum + item.count, 0);

/** A clock that moves 1 ms each time it is read: the budget is spent after so many reads. */
function tickingClock() {
  let t = 0;
  return { now: () => t++, read: () => t };
}

// Safety net only (the assertions are on counts): the old generator took tens of seconds here.
const SAFETY_MS = 120_000;

describe('defect 7: the generator honours its time budget on a huge selection', () => {
  it(
    'stops evaluating candidates once the budget is spent and still places every object',
    () => {
      const clock = tickingClock();
      const budgetMs = 50;
      let lateEvaluations = 0;
      const [variant] = generatePlans(plot, huge, pack, {
        variants: 1,
        seed: 3,
        budgetMs,
        now: clock.now,
        // The objective is what rates each candidate: counting its calls past the deadline counts the
        // work done after the budget ran out.
        objective: () => {
          if (clock.read() > budgetMs) lateEvaluations++;
          return 0;
        },
      });
      expect(variant?.plan.objects).toHaveLength(total);
      // At most the first HURRY_FULL_LIMIT objects are still rated once each past the deadline, and
      // the finished layout once: a bound that does not grow with the selection (~460 before).
      expect(lateEvaluations).toBeLessThanOrEqual(HURRY_FULL_LIMIT + 10);
    },
    SAFETY_MS,
  );

  it(
    'returns a whole, honestly checked plan with the soft goals and a tiny budget',
    () => {
      const [variant] = generatePlans(plot, huge, pack, {
        variants: 1,
        seed: 5,
        budgetMs: 50,
        now: tickingClock().now,
      });
      if (variant === undefined) throw new Error('no variant');
      expect(variant.plan.objects).toHaveLength(total);
      expect(variant.violations).toEqual(checkPlan(plot, variant.plan, pack));
    },
    SAFETY_MS,
  );
});
