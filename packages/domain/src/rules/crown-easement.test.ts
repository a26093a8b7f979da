import { describe, expect, it } from 'vitest';
import { checkPlan } from './check-plan.js';
import { plan, put, small, snt } from './test-fixtures.js';

// Issue 25: tree crowns off utility easements. The protected-area rule measures a tree by its placed
// circle (the crown), not its trunk, so a crown reaching over an easement is already an error: roots
// under a crown lift a gas main or a cable, and the utility's crews may cut what overhangs their strip.
// Hand-checked: a 7 m crown (radius 3.5 m) beside a 2 m easement strip along x = 10..12.
const withEasement = {
  ...small,
  protected_areas: [
    {
      id: 'gas',
      kind: 'utility_easement' as const,
      shape: {
        type: 'polygon' as const,
        points: [
          [10, 0],
          [12, 0],
          [12, 30],
          [10, 30],
        ] as [number, number][],
      },
      label: 'Gas main',
    },
  ],
};
const findings = (x: number) =>
  checkPlan(withEasement, plan(put('t', 'fruit_tree_tall', x, 15)), snt).filter(
    (v) => v.rule_id === 'protected-area',
  );

describe('tree crowns and a utility easement', () => {
  it('is an error when the crown reaches 1.5 m over the easement though the trunk stands 2 m off', () => {
    expect(findings(6 + 2)).toEqual([
      expect.objectContaining({ rule_id: 'protected-area', severity: 'error', object_ids: ['t'] }),
    ]);
  });

  it('is met when the crown clears the easement', () => {
    expect(findings(6)).toEqual([]);
  });
});
