import { describe, expect, it } from 'vitest';
import { localizePlanFindings } from './localize-plans.js';

const violation = {
  rule_id: 'house-neighbor-boundary',
  object_ids: ['a'],
  edge: 1,
  severity: 'error',
  required_m: 3,
  actual_m: 1.2,
  shortfall_m: 1.8,
  message:
    'House is 1.2 m from the neighbour boundary (side 2); IRC R302.1 (typical setback) requires 3 m (1.8 m short)',
};
const project = (plot: Record<string, unknown>) => ({
  plot: { edges: [{ kind: 'street' }, { kind: 'neighbor' }], ...plot },
  actual_plan: { objects: [{ id: 'a', landscape_object: 'house_medium' }] },
  violations: [violation],
});

describe("a plan's findings in the plot's units", () => {
  it('says the distances in feet and inches on an imperial plot, in English', () => {
    const body = localizePlanFindings(project({ rule_pack: 'us-typical' }), 'en') as {
      violations: { message: string; shortfall_m: number }[];
    };
    expect(body.violations[0]?.message).toBe(
      `House is 3' 11" from the neighbour boundary (side 2); IRC R302.1 (typical setback) requires 9' 10" (5' 11" short)`,
    );
    expect(body.violations[0]?.shortfall_m).toBe(1.8);
  });

  it('says them in feet in Russian too', () => {
    const body = localizePlanFindings(project({ rule_pack: 'ru-snt', units: 'imperial' }), 'ru') as {
      violations: { message: string }[];
    };
    expect(body.violations[0]?.message).toMatch(/^«Дом» — в 3' 11" от границы с соседями \(сторона 2\)/);
    expect(body.violations[0]?.message).toContain(`(не хватает 5' 11")`);
  });

  it('leaves a metric plot untouched in English, and in metres in Russian', () => {
    const metric = project({ rule_pack: 'us-typical', units: 'metric' });
    expect(localizePlanFindings(metric, 'en')).toBe(metric);
    const ru = localizePlanFindings(project({ rule_pack: 'ru-snt' }), 'ru') as {
      violations: { message: string }[];
    };
    expect(ru.violations[0]?.message).toContain('в 1,2 м от');
  });

  it("says a generation's not-placed reasons in the plot's units in Russian", () => {
    const because = {
      code: 'needs',
      object: { code: 'bathhouse', name: 'Bathhouse' },
      needs: [{ code: 'distance', m: 3, from: { kind: 'edge', edge: 'street' } }],
    };
    // A generation's body has no plot: its English reason (generationView) was said in the plot's units.
    const generationOf = (reason: string) => ({
      status: 'succeeded',
      plan: { objects: [] },
      violations: [],
      not_placed: [{ id: 'b', landscape_object: 'bathhouse', reason, because }],
    });
    const reasonOf = (body: unknown) => (body as { not_placed: { reason: string }[] }).not_placed[0]?.reason;
    const imperial = generationOf(`The bathhouse needs 9' 10" from the street: there was no such spot left.`);
    expect(reasonOf(localizePlanFindings(imperial, 'ru'))).toBe(
      `«Баня»: нужно 9' 10" от улицы — такого места не осталось.`,
    );
    const metric = generationOf('The bathhouse needs 3 m from the street: there was no such spot left.');
    expect(reasonOf(localizePlanFindings(metric, 'ru'))).toBe(
      '«Баня»: нужно 3 м от улицы — такого места не осталось.',
    );
    // With the plot beside it, its units decide.
    const withPlot = { ...metric, plot: { rule_pack: 'us-typical', edges: [] } };
    expect(reasonOf(localizePlanFindings(withPlot, 'ru'))).toContain(`9' 10" от улицы`);
  });
});
