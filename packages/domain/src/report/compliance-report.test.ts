import { describe, expect, it } from 'vitest';
import type { PlacedObject, Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { packForPlot } from '../rules/overrides.js';
import { put as placed, small as plot } from '../rules/test-fixtures.js';
import { evaluatePlan } from './evaluate-plan.js';

const put = (id: string, code: string, x: number, y: number, width: number, depth: number): PlacedObject =>
  placed(id, code, x, y, { shape: 'rect', width, depth });

/** The compliance report of the plan on the plot's pack, as evaluatePlan gives it. */
const complianceReport = (on: Plot, plan: Plan) => evaluatePlan(on, plan, packForPlot(on)).compliance;

const row = (report: ReturnType<typeof complianceReport>, id: string) => {
  const found = report.rows.find((r) => r.rule_id === id);
  if (found === undefined) throw new Error(`no row ${id}`);
  return found;
};

describe('complianceReport', () => {
  it('lists every rule of the pack, with sources', () => {
    const report = complianceReport(plot, { objects: [put('h', 'house_medium', 10, 15, 8, 8)] });
    expect(report.pack_id).toBe('ru-snt');
    expect(report.rows.length).toBeGreaterThan(5);
    for (const r of report.rows) expect(r.source).not.toBe('');
    expect(report.passed + report.failed + report.not_applicable).toBe(report.rows.length);
  });

  it('fails a rule with its worst distance and shortfall, grouping its violations', () => {
    // A house 1 m from the right-hand neighbour (the pack asks for 3 m).
    const plan: Plan = { objects: [put('h', 'house_medium', 15, 15, 8, 8)] };
    const report = complianceReport(plot, plan);
    const failed = row(report, 'house-neighbor-boundary');
    expect(failed.status).toBe('fail');
    expect(failed.required_m).toBe(3);
    expect(failed.worst_actual_m).toBeCloseTo(1, 3);
    expect(failed.shortfall_m).toBeCloseTo(2, 3);
    expect(failed.violations.length).toBeGreaterThan(0);
    expect(failed.violations.every((v) => v.rule_id === 'house-neighbor-boundary')).toBe(true);
  });

  it('passes a met rule with the worst actual distance it measured', () => {
    const report = complianceReport(plot, { objects: [put('h', 'house_medium', 10, 15, 8, 8)] });
    const passed = row(report, 'house-neighbor-boundary');
    expect(passed.status).toBe('pass');
    expect(passed.worst_actual_m).toBeCloseTo(6, 3);
    expect(passed.shortfall_m).toBe(0);
    expect(row(report, 'inside-plot').status).toBe('pass');
  });

  it('says "not applicable" for a rule that concerns no object of the plan', () => {
    const report = complianceReport(plot, { objects: [put('h', 'house_medium', 10, 15, 8, 8)] });
    // Nothing to overlap with, no protected areas.
    expect(row(report, 'no-overlap').status).toBe('not_applicable');
    expect(row(report, 'protected-area').status).toBe('not_applicable');
    expect(row(report, 'protected-area').worst_actual_m).toBeNull();
  });

  it('treats an empty plan as not applicable everywhere', () => {
    const report = complianceReport(plot, { objects: [] });
    expect(report.not_applicable).toBe(report.rows.length);
  });
});
