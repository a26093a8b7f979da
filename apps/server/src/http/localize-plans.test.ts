import { describe, expect, it } from 'vitest';
import { localizePlanFindings, violationsInLanguage } from './localize-plans.js';

// The checker says English in the plot's units (domain tests); here the Russian is said again from
// the numbers with the plot's sides, pack and units.
const violation = {
  rule_id: 'house-neighbor-boundary',
  object_ids: ['a'],
  edge: 1,
  severity: 'error' as const,
  required_m: 3,
  actual_m: 1.2,
  shortfall_m: 1.8,
  at: { x: 0, y: 0 },
  message:
    'House is 1.2 m from the neighbour boundary (side 2); SP 53.13330.2019 6.7 requires 3 m (1.8 m short)',
};
const plan = { objects: [{ id: 'a', landscape_object: 'house_medium' }] };
const plotOf = (extra: Record<string, unknown>) => ({
  edges: [{ kind: 'street' as const }, { kind: 'neighbor' as const }],
  rule_pack: 'ru-snt' as const,
  ...extra,
});

describe("a plan's findings in the language and the plot's units", () => {
  it('keeps English as the checker said it', () => {
    const en = violationsInLanguage([violation], plan, plotOf({ units: 'imperial' }), 'en');
    expect(en).toEqual([violation]);
  });

  it('says them in Russian in metres, or in feet on an imperial plot', () => {
    const [metric] = violationsInLanguage([violation], plan, plotOf({}), 'ru');
    expect(metric?.message).toBe(
      '«Дом» — в 1,2 м от границы с соседями (сторона 2); СП 53.13330.2019, п. 6.7 требует 3 м (не хватает 1,8 м)',
    );
    expect(metric?.shortfall_m).toBe(1.8);
    const [imperial] = violationsInLanguage([violation], plan, plotOf({ units: 'imperial' }), 'ru');
    expect(imperial?.message).toBe(
      `«Дом» — в 3' 11" от границы с соседями (сторона 2); СП 53.13330.2019, п. 6.7 требует 9' 10" (не хватает 5' 11")`,
    );
  });

  it("names a project's override of the rule", () => {
    const plot = plotOf({ rule_overrides: { 'house-neighbor-boundary': 3 } });
    const [said] = violationsInLanguage([violation], plan, plot, 'ru');
    expect(said?.message).toContain('(значение изменено для проекта) требует 3 м');
  });

  it('says a project body by its own plot, and leaves a body without one as it is', () => {
    const project = { plot: plotOf({ units: 'imperial' }), actual_plan: plan, violations: [violation] };
    const ru = localizePlanFindings(project, 'ru') as { violations: { message: string }[] };
    expect(ru.violations[0]?.message).toMatch(/^«Дом» — в 3' 11" от границы с соседями/);
    expect(localizePlanFindings(project, 'en')).toBe(project);
    // A generation's body: said by generationView, where its plot is known.
    const generation = { plan, violations: [violation], not_placed: [] };
    expect(localizePlanFindings([generation], 'ru')).toEqual([generation]);
  });
});
