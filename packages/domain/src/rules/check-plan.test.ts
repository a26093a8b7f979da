import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { checkPlan } from './check-plan.js';
import { resolvePack } from './overrides.js';
import { rulePacks } from './rule-packs.js';
import { plan, plot, put, small, snt, STREET_AND_NEIGHBOURS } from './test-fixtures.js';

describe('checkPlan under ru-snt: hand-checked fixtures', () => {
  it('finds a house 2.9 m from a neighbour boundary: one violation, 0.1 m short of 3 m', () => {
    const result = checkPlan(small, plan(put('h', 'house_medium', 6.9, 15)), snt);
    expect(result).toEqual([
      {
        rule_id: 'house-neighbor-boundary',
        severity: 'error',
        message:
          'House is 2.9 m from the neighbour boundary (side 4); SP 53.13330.2019 6.7 requires 3 m (0.1 m short)',
        object_ids: ['h'],
        edge: 3,
        required_m: 3,
        actual_m: 2.9,
        shortfall_m: 0.1,
        at: { x: 1.45, y: 15 },
        line: { from: { x: 2.9, y: 15 }, to: { x: 0, y: 15 } },
      },
    ]);
  });

  it('finds a sauna 6.2 m from the house, 1.8 m short of 8 m', () => {
    const result = checkPlan(
      small,
      plan(put('h', 'house_medium', 10, 12), put('s', 'bathhouse', 10, 25.2, { label: 'Sauna' })),
      snt,
    );
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      rule_id: 'house-sauna',
      message: 'Sauna is 6.2 m from the house; SP 53.13330.2019 6.8 requires 8 m (1.8 m short)',
      object_ids: ['s', 'h'],
      required_m: 8,
      actual_m: 6.2,
      shortfall_m: 1.8,
      at: { x: 10, y: 19.1 },
      line: { from: { x: 10, y: 22.2 }, to: { x: 10, y: 16 } },
    });
  });

  it('finds a well 7 m from a toilet: the 8 m error and the 50 m sanitary-zone warning', () => {
    const result = checkPlan(small, plan(put('w', 'well', 5, 24), put('t', 'outdoor_toilet', 13.1, 24)), snt);
    expect(result.map((v) => [v.rule_id, v.severity, v.required_m, v.actual_m, v.shortfall_m])).toEqual([
      ['well-toilet-compost', 'error', 8, 7, 1],
      ['well-sanitary-zone', 'warning', 50, 7, 43],
    ]);
    expect(result[0]?.message).toBe(
      'Outdoor toilet is 7 m from the well; SP 53.13330.2019 6.8 requires 8 m (1 m short)',
    );
    expect(result[1]?.message).toBe(
      'Outdoor toilet is 7 m from the well; SanPiN 2.1.3684-21 (formerly 2.1.4.1175-02) recommends 50 m (43 m short)',
    );
    expect(result[0]?.object_ids).toEqual(['t', 'w']);
  });

  it('finds nothing wrong with a plan that obeys every rule', () => {
    const site = plot(25, 40, STREET_AND_NEIGHBOURS);
    const good = plan(
      put('house', 'house_medium', 12.5, 11),
      put('terrace', 'terrace', 18, 11),
      put('path', 'path', 12.5, 4.5),
      put('bath', 'bathhouse', 5, 30),
      put('gh', 'greenhouse_3x6', 20, 28),
      put('bed1', 'vegetable_bed', 15, 22),
      put('bed2', 'raised_bed', 17, 22),
      put('apple', 'fruit_tree_tall', 6, 21),
      put('plum', 'fruit_tree_medium', 21, 36),
      put('currant', 'berry_bush', 2, 36),
      put('well', 'well', 22, 4),
      put('compost', 'compost_bin', 12, 37),
      put('lawn', 'lawn', 12, 30),
    );
    expect(checkPlan(site, good, snt)).toEqual([]);
  });

  it('measures trees from the trunk: a tall tree 2.9 m from the boundary is 0.1 m short', () => {
    const result = checkPlan(small, plan(put('t', 'fruit_tree_tall', 2.9, 15)), snt);
    expect(result.map((v) => [v.rule_id, v.actual_m, v.shortfall_m, v.at])).toEqual([
      ['tall-tree-boundary', 2.9, 0.1, { x: 1.45, y: 15 }],
      // Its 7 m crown (radius 3.5 m) reaches 0.6 m over the boundary: the crown warning.
      ['crown-neighbor-boundary', -0.6, 0.6, { x: -0.3, y: 15 }],
    ]);
  });
});

describe('checkPlan: overrides', () => {
  const house = plan(put('h', 'house_medium', 6.9, 15));

  it('a lower project value lets the plan pass', () => {
    expect(checkPlan(small, house, resolvePack('ru-snt', { 'house-neighbor-boundary': 2.5 }))).toEqual([]);
  });

  it('a higher project value deepens the shortfall and says it is an override', () => {
    const [v, ...rest] = checkPlan(small, house, resolvePack('ru-snt', { 'house-neighbor-boundary': 3.5 }));
    expect(rest).toEqual([]);
    expect(v).toMatchObject({ required_m: 3.5, shortfall_m: 0.6 });
    expect(v?.message).toContain(
      'SP 53.13330.2019 6.7 as overridden for this project requires 3.5 m (0.6 m short)',
    );
  });

  it('packs differ: a toilet 10 m from the house passes ru-snt (8 m) but not ru-izhs (12 m)', () => {
    const p = plan(put('h', 'house_medium', 10, 10), put('t', 'outdoor_toilet', 10, 24.75));
    expect(checkPlan(small, p, snt)).toEqual([]);
    expect(checkPlan(small, p, rulePacks['ru-izhs']).map((v) => [v.rule_id, v.shortfall_m])).toEqual([
      ['house-toilet', 2],
    ]);
  });
});

describe('checkPlan: regressions', () => {
  it('regression: a neighbour edge at exactly 45 degrees to the street stays a side edge when the plot moves', () => {
    // Found by the rigid-motion property: rounding flipped this edge between rear and side.
    const cut = 1.005340576169035;
    const site = (dy: number): Plot => ({
      ...plot(15, 15, []),
      boundary: [
        [0, dy],
        [15, dy],
        [15, 15 - cut + dy],
        [15 - cut, 15 + dy],
        [0, 15 + dy],
      ],
      edges: [
        { kind: 'neighbor' },
        { kind: 'neighbor' },
        { kind: 'street' },
        { kind: 'neighbor' },
        { kind: 'neighbor' },
      ],
    });
    const us = rulePacks['us-typical'];
    const rules = (dy: number): string[] =>
      checkPlan(site(dy), plan(put('h', 'house_medium', 4.5, 5 + dy)), us).map(
        (v) => `${v.rule_id}@${v.edge}`,
      );
    expect(rules(0)).toEqual(['house-side-setback@0', 'house-side-setback@4']);
    expect(rules(-29.994659423830967)).toEqual(rules(0));
  });

  it('regression: an object nested in another with collinear sides overlaps it after a tiny turn', () => {
    // Found by the rigid-motion property: the gap came out as 1e-16 m instead of an overlap.
    const [deg, y] = [3.500488787722134e-8, 64.00000000183286];
    const p = plan(
      put('a', 'berry_row', 0, y, { rotation_deg: deg, width: 1, depth: 6 }),
      put('b', 'house_medium', 0, y, { rotation_deg: deg, width: 6, depth: 6 }),
    );
    const overlap = checkPlan(small, p, snt).find((v) => v.rule_id === 'no-overlap');
    expect(overlap).toMatchObject({ object_ids: ['a', 'b'], actual_m: -3.5, shortfall_m: 4 });
  });
});
