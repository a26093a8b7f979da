import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { russianViolationMessage } from './compliance-wording-ru.js';
import { checkPlan } from '../rules/check-plan.js';
import { resolvePack } from '../rules/overrides.js';

// The checker says a finding's lengths in the plot's units where it makes the message, from its
// numbers: feet and inches on an imperial plot, metres (as always) on a metric one.
const plot = (units: Plot['units']): Plot => ({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
  ...(units === undefined ? {} : { units }),
});
const house = (id: string, x: number, y: number) => ({
  id,
  landscape_object: 'house_small',
  shape: 'rect' as const,
  x,
  y,
  rotation_deg: 0,
  width: 6,
  depth: 6,
  height_m: 5,
  locked: false,
});
// 1.2 m from the west neighbour; a second house overlapping the first by 0.4 m; a third 0.3 m outside.
const plan: Plan = { objects: [house('a', 4.2, 15), house('b', 9.8, 15), house('c', 17.3, 5)] };
const messages = (units: Plot['units'], overrides: Record<string, number> = {}) =>
  checkPlan(plot(units), plan, resolvePack('ru-snt', overrides)).map((v) => v.message);

describe("a finding's lengths in the plot's units", () => {
  it('says metres on a metric plot, as always', () => {
    const said = messages('metric');
    expect(said).toContain(
      'Small house is 1.2 m from the neighbour boundary (side 4); SP 53.13330.2019 6.7 requires 3 m (1.8 m short)',
    );
    expect(said).toContain('Small house sticks out of the plot by 0.3 m; Plot boundary (cadastral survey)');
    expect(said.some((m) => m.startsWith('Small house overlaps the small house by 0.4 m;'))).toBe(true);
    expect(messages(undefined)).toEqual(said);
  });

  it('says feet and inches on an imperial plot, and nothing in metres', () => {
    const said = messages('imperial');
    expect(said).toContain(
      `Small house is 3' 11" from the neighbour boundary (side 4); SP 53.13330.2019 6.7 requires 9' 10" (5' 11" short)`,
    );
    expect(said).toContain(`Small house sticks out of the plot by 1' 0"; Plot boundary (cadastral survey)`);
    expect(said.some((m) => m.startsWith(`Small house overlaps the small house by 1' 4";`))).toBe(true);
    expect(said.filter((m) => /\d m\b/.test(m))).toEqual([]);
  });

  it("names a project's override in feet too", () => {
    const said = messages('imperial', { 'house-neighbor-boundary': 4 });
    expect(said).toContain(
      `Small house is 3' 11" from the neighbour boundary (side 4); SP 53.13330.2019 6.7 as overridden for this project requires 13' 1" (9' 2" short)`,
    );
  });

  it('says the Russian wording in the same units', () => {
    const [v] = checkPlan(plot('imperial'), { objects: [house('a', 4.2, 15)] }, resolvePack('ru-snt'));
    if (v === undefined) throw new Error('expected a finding');
    const parties = { subject: 'Дом', edgeKind: 'neighbor' as const };
    expect(russianViolationMessage(v, parties, undefined, 'imperial')).toBe(
      `«Дом» — в 3' 11" от границы с соседями (сторона 4); требует 9' 10" (не хватает 5' 11")`,
    );
    expect(russianViolationMessage(v, parties)).toBe(
      '«Дом» — в 1,2 м от границы с соседями (сторона 4); требует 3 м (не хватает 1,8 м)',
    );
  });
});
