import { describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan.js';
import { rulePacks } from './rule-packs.js';
import { plan, put, small, snt } from './test-fixtures.js';

// Hand-checked: a 7 m crown (radius 3.5 m) on the 20 x 30 m plot (street below, y = 0; neighbours
// on the other three sides). The crown's clearance is the trunk's distance less 3.5 m.
const crownFindings = (x: number, y: number, pack = snt) =>
  checkPlan(small, plan(put('t', 'fruit_tree_tall', x, y)), pack).filter((v) =>
    v.rule_id.startsWith('crown-'),
  );

describe('crown overhang rule', () => {
  it('warns when a crown 2 m from a neighbour boundary reaches 1.5 m over it', () => {
    expect(crownFindings(2, 15)).toEqual([
      expect.objectContaining({
        rule_id: 'crown-neighbor-boundary',
        severity: 'warning',
        edge: 3,
        required_m: 0,
        actual_m: -1.5,
        shortfall_m: 1.5,
        message: expect.stringContaining('reaches 1.5 m over the neighbour boundary (side 4)'),
      }),
    ]);
  });

  it('is met 4 m from a neighbour boundary (0.5 m to spare)', () => {
    expect(crownFindings(4, 15)).toEqual([]);
  });

  it('lets a crown 3 m from the street reach 0.5 m over it (at most 1 m allowed)', () => {
    expect(crownFindings(10, 3)).toEqual([]);
  });

  it('warns when a crown 2 m from the street reaches 1.5 m over it, 0.5 m more than allowed', () => {
    expect(crownFindings(10, 2)).toEqual([
      expect.objectContaining({
        rule_id: 'crown-street',
        edge: 0,
        required_m: -1,
        actual_m: -1.5,
        shortfall_m: 0.5,
        message: expect.stringContaining('allows at most 1 m over it (0.5 m to clear)'),
      }),
    ]);
  });

  it('is in every pack', () => {
    for (const pack of Object.values(rulePacks)) {
      const ids = pack.rules.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining(['crown-neighbor-boundary', 'crown-street']));
      expect(crownFindings(2, 15, pack).map((v) => v.rule_id)).toEqual(['crown-neighbor-boundary']);
    }
  });
});
