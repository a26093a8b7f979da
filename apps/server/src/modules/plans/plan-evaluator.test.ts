import { planSchema, plotSchema } from '@plotplan/contract';
import { describe, expect, it } from 'vitest';
import { piledHouses, tracedPlot } from '../../test-support/large-plans.js';
import { evaluateOnPlot } from './plan-evaluation.js';
import { checkingWork, DEFAULT_INLINE_WORK_LIMIT, PlanEvaluator } from './plan-evaluator.js';

/** Resolves with whether the event loop got to a setImmediate callback before `work` settled. */
async function eventLoopTurnedDuring<T>(work: () => Promise<T>): Promise<{ result: T; turned: boolean }> {
  let turned = false;
  const immediate = setImmediate(() => (turned = true));
  const result = await work();
  clearImmediate(immediate);
  return { result, turned };
}

const REPORTED = 100;

describe('PlanEvaluator', () => {
  const plot = plotSchema.parse(tracedPlot(10, 200));

  it('defect 1: evaluates a large plan on a worker thread, the event loop serving others meanwhile', async () => {
    const plan = planSchema.parse(piledHouses(60));
    expect(checkingWork(plot, plan)).toBeGreaterThan(DEFAULT_INLINE_WORK_LIMIT);
    const evaluator = new PlanEvaluator({ threads: 1 });
    try {
      const { result, turned } = await eventLoopTurnedDuring(() => evaluator.evaluate(plot, plan));
      expect(turned).toBe(true);
      // The same answer as on the event loop, violations and all.
      expect(result).toEqual(evaluateOnPlot(plot, plan));
      expect(result.violations.length).toBeGreaterThan(REPORTED);
    } finally {
      await evaluator.close();
    }
  }, 120_000);

  it('evaluates a small plan at once, where a thread hop would cost more than the work', async () => {
    const plan = planSchema.parse(piledHouses(3));
    const evaluator = new PlanEvaluator();
    try {
      const { result, turned } = await eventLoopTurnedDuring(() => evaluator.evaluate(plot, plan));
      expect(turned).toBe(false);
      expect(result).toEqual(evaluateOnPlot(plot, plan));
    } finally {
      await evaluator.close();
    }
  });
});
