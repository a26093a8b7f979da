import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan.js';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { put, small as plot } from '../rules/test-fixtures.js';
import { areaShares } from './area-shares.js';
import { evaluatePlan } from './evaluate-plan.js';

/** An 8 x 8 m house centred at (x, 15). */
const house = (x: number) => put('h', 'house_medium', x, 15);

describe('evaluatePlan', () => {
  it('gives the violations, the areas and the compliance of one plan', () => {
    // An 8 x 8 m house whose right side is 1 m from the neighbour's boundary (x = 20): ru-snt asks 3 m.
    const plan: Plan = { objects: [house(15)] };
    const evaluation = evaluatePlan(plot, plan, packForPlot(plot));
    expect(evaluation.violations.map((v) => v.rule_id)).toEqual(['house-neighbor-boundary']);
    expect(evaluation.violations[0]?.actual_m).toBeCloseTo(1, 6);
    expect(evaluation.metrics).toEqual({
      plot_area_m2: 600,
      built_up_m2: 64,
      paved_m2: 0,
      green_m2: 536,
      free_m2: 536,
      object_count: 1,
    });
    const row = evaluation.compliance.rows.find((r) => r.rule_id === 'house-neighbor-boundary');
    expect(row).toMatchObject({ status: 'fail', required_m: 3, shortfall_m: 2 });
    expect(row?.violations).toEqual(evaluation.violations);
  });

  it('measures the worst distance of a met rule however far the pair is', () => {
    // Centred: 6 m to the left and right boundaries, 11 m to the top and bottom ones.
    const evaluation = evaluatePlan(plot, { objects: [house(10)] }, packForPlot(plot));
    expect(evaluation.violations).toEqual([]);
    const row = evaluation.compliance.rows.find((r) => r.rule_id === 'house-neighbor-boundary');
    expect(row).toMatchObject({ status: 'pass', required_m: 3, shortfall_m: 0 });
    expect(row?.worst_actual_m).toBeCloseTo(6, 6);
  });

  it('takes violations the caller already has instead of checking again', () => {
    const plan: Plan = { objects: [house(15)] };
    const pack = packForPlot(plot);
    const violations = checkPlan(plot, plan, pack);
    expect(evaluatePlan(plot, plan, pack, { violations })).toEqual(evaluatePlan(plot, plan, pack));
  });

  it('gives each area as a share of the plot', () => {
    const { metrics } = evaluatePlan(plot, { objects: [house(10)] }, packForPlot(plot));
    expect(areaShares(metrics).map((s) => [s.key, Number(s.percent.toFixed(2))])).toEqual([
      ['built_up', 10.67],
      ['paved', 0],
      ['green', 89.33],
      ['free', 89.33],
    ]);
  });
});
