import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { checkPlan } from './check-plan.js';
import { rulePacks } from './rule-packs.js';
import { plan, plot, put, small, snt, STREET_AND_NEIGHBOURS } from './test-fixtures.js';

describe('checkPlan: placement', () => {
  it('finds an object on a protected circle, with the overlap depth', () => {
    const site = plot(20, 30, STREET_AND_NEIGHBOURS, {
      protected_areas: [
        {
          id: 'oak',
          kind: 'existing_tree',
          label: 'Old oak',
          shape: { type: 'circle', center: [5, 15], radius: 2 },
        },
      ],
    });
    const result = checkPlan(site, plan(put('s', 'garden_shed', 7.5, 15)), snt);
    expect(result).toEqual([
      expect.objectContaining({
        rule_id: 'protected-area',
        object_ids: ['s'],
        required_m: 0,
        actual_m: -0.5,
        shortfall_m: 0.5,
        message:
          'Garden shed overlaps the protected area "Old oak" by 0.5 m; Plot survey (no-build zones) allows no overlap (0.5 m to clear)',
      }),
    ]);
  });

  it('finds an object on a non-convex protected polygon, even one that only crosses it', () => {
    // An L-shaped easement 2 m wide: arms x 6-16 by y 10-12 and x 6-8 by y 10-20.
    const site = plot(20, 30, STREET_AND_NEIGHBOURS, {
      protected_areas: [
        {
          id: 'pipe',
          kind: 'utility_easement',
          label: 'Water main',
          shape: {
            type: 'polygon',
            points: [
              [6, 10],
              [16, 10],
              [16, 12],
              [8, 12],
              [8, 20],
              [6, 20],
            ],
          },
        },
      ],
    });
    const depth = (x: number, y: number, rotation_deg = 0): number[] =>
      checkPlan(site, plan(put('s', 'garden_shed', x, y, { rotation_deg })), snt).map((v) => v.actual_m);
    // Over the inner corner: a 1 m push up (or 0.5 m right, then up) clears the horizontal arm.
    expect(depth(8.5, 12.5)).toEqual([-1]);
    // Across the vertical arm with no vertex of either inside the other: 2.5 m sideways clears it.
    expect(depth(7, 16, 90)).toEqual([-2.5]);
    expect(depth(10, 14.5)).toEqual([]);
  });

  it('finds an object sticking out of the plot, and its setback', () => {
    const result = checkPlan(small, plan(put('g', 'greenhouse_3x4', 19, 15)), snt);
    expect(result.map((v) => [v.rule_id, v.required_m, v.actual_m, v.shortfall_m])).toEqual([
      ['inside-plot', 0, -0.5, 0.5],
      ['outbuilding-neighbor-boundary', 1, 0, 1],
    ]);
    expect(result[0]?.message).toBe(
      'Greenhouse 3 x 4 m sticks out of the plot by 0.5 m; Plot boundary (cadastral survey)',
    );
  });

  it('lets a tree crown overhang the boundary but not its trunk', () => {
    const result = checkPlan(small, plan(put('t', 'fruit_tree_tall', -0.5, 15)), snt);
    expect(result[0]).toMatchObject({
      rule_id: 'inside-plot',
      actual_m: -0.5,
      message: 'Tall fruit tree has its trunk 0.5 m outside the plot; Plot boundary (cadastral survey)',
    });
  });

  it('lets paving touch but not overlap other objects', () => {
    const touching = plan(put('h', 'house_medium', 10, 12), put('p', 'path', 10, 5.5));
    expect(checkPlan(small, touching, snt)).toEqual([]);
    const overlapping = plan(put('h', 'house_medium', 10, 12), put('p', 'path', 10, 5.8));
    expect(checkPlan(small, overlapping, snt).map((v) => [v.rule_id, v.object_ids, v.shortfall_m])).toEqual([
      ['no-overlap', ['h', 'p'], 0.3],
    ]);
  });

  it('keeps the 0.5 m gap between other objects', () => {
    const p = plan(put('a', 'vegetable_bed', 10, 15), put('b', 'vegetable_bed', 11.5, 15));
    expect(checkPlan(small, p, snt).map((v) => [v.rule_id, v.actual_m, v.shortfall_m, v.message])).toEqual([
      [
        'no-overlap',
        0.3,
        0.2,
        'Vegetable bed is 0.3 m from the vegetable bed; Plotplan convention: maintenance gap requires 0.5 m (0.2 m short)',
      ],
    ]);
  });

  it('checks the paths of the plan as paving, reporting each path once', () => {
    const p: Plan = {
      objects: [put('h', 'house_medium', 10, 12)],
      paths: [
        {
          id: 'walk',
          width_m: 1,
          points: [
            [2, 5],
            [10, 5],
            [10, 9],
            [30, 9],
          ],
        },
      ],
    };
    const result = checkPlan(small, p, snt);
    expect(result.map((v) => [v.rule_id, v.object_ids, v.shortfall_m])).toEqual([
      ['inside-plot', ['walk'], 10],
      ['no-overlap', ['h', 'walk'], 1.5],
    ]);
  });

  it('keeps an object of unknown code in the geometric rules only', () => {
    const p = plan(put('h', 'house_medium', 10, 12), put('x', 'mystery', 10, 16.2));
    expect(checkPlan(small, p, snt).map((v) => [v.rule_id, v.actual_m, v.shortfall_m])).toEqual([
      ['no-overlap', -0.3, 0.8],
    ]);
  });
});

describe('checkPlan: neighbours and other packs', () => {
  it("measures fire distances to the neighbour's house as a band beyond the edge", () => {
    const site: Plot = {
      ...small,
      edges: [
        { kind: 'street' },
        { kind: 'neighbor' },
        { kind: 'neighbor' },
        { kind: 'neighbor', building: { offset_m: 2, height_m: 6, material: 'wood' } },
      ],
    };
    const result = checkPlan(site, plan(put('h', 'house_log', 7.5, 15)), snt);
    expect(result.map((v) => [v.rule_id, v.edge, v.actual_m, v.shortfall_m])).toEqual([
      ['fire-combustible-wood', 3, 5.5, 9.5],
    ]);
    expect(result[0]?.message).toBe(
      "Log house is 5.5 m from the neighbour's timber house beyond side 4; SNiP 30-02-97* table 2 requires 15 m (9.5 m short)",
    );
    expect(result[0]?.line).toEqual({ from: { x: 3.5, y: 15 }, to: { x: -2, y: 15 } });
  });

  it('tells rear from side lot lines in us-typical', () => {
    const us = rulePacks['us-typical'];
    // Street at the bottom: the top edge is the rear (20 ft), the left and right are sides (5 ft).
    const sideOk = plan(put('h', 'house_medium', 5.6, 15));
    expect(checkPlan(small, sideOk, us)).toEqual([]);
    const nearRear = plan(put('h', 'house_medium', 10, 21));
    expect(checkPlan(small, nearRear, us).map((v) => [v.rule_id, v.edge, v.actual_m, v.shortfall_m])).toEqual(
      [['house-rear-setback', 2, 5, 1.096]],
    );
  });

  it('treats an unknown edge as a neighbour boundary', () => {
    const site = plot(20, 30, ['street', 'unknown', 'neighbor', 'neighbor']);
    const result = checkPlan(site, plan(put('h', 'house_medium', 13.5, 15)), snt);
    expect(result.map((v) => [v.rule_id, v.edge, v.shortfall_m])).toEqual([
      ['house-neighbor-boundary', 1, 0.5],
    ]);
    expect(result[0]?.message).toContain('from the boundary (side 2)');
  });

  it('warns about buildings near a forest edge', () => {
    const site = plot(20, 30, ['street', 'neighbor', 'forest', 'neighbor']);
    const result = checkPlan(site, plan(put('h', 'house_medium', 10, 15)), snt);
    expect(result.map((v) => [v.rule_id, v.severity, v.actual_m, v.shortfall_m])).toEqual([
      ['forest-edge', 'warning', 11, 4],
    ]);
  });
});
