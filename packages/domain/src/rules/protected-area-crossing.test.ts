import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan.js';
import type { ProtectedArea } from '../model/plot.js';
import { checkPlan } from './check-plan.js';
import { plot, put, snt, STREET_AND_NEIGHBOURS } from './test-fixtures.js';

// A 4 m strip across a 20 x 30 m plot at y 12-16; a path from the street (y 0) to a shed at the back
// (y 24) must cross it.
const strip = (kind: ProtectedArea['kind']): ProtectedArea => ({
  id: 'strip',
  kind,
  shape: {
    type: 'polygon',
    points: [
      [0, 12],
      [20, 12],
      [20, 16],
      [0, 16],
    ],
  },
  label: 'Strip',
});

const crossingPath: Plan = {
  objects: [put('shed', 'garden_shed', 10, 24)],
  paths: [
    {
      id: 'walk',
      points: [
        [10, 0.5],
        [10, 22.4],
      ],
      width_m: 0.8,
    },
  ],
};

const onArea = (kind: ProtectedArea['kind'], p: Plan) =>
  checkPlan(plot(20, 30, STREET_AND_NEIGHBOURS, { protected_areas: [strip(kind)] }), p, snt).filter(
    (v) => v.rule_id === 'protected-area',
  );

describe('protected areas: a path may cross a utility easement', () => {
  it('lets a garden path cross a utility easement', () => {
    expect(onArea('utility_easement', crossingPath)).toEqual([]);
  });

  it('keeps paths off every other kind of protected area', () => {
    for (const kind of ['existing_tree', 'wetland', 'heritage', 'other'] as const) {
      const found = onArea(kind, crossingPath);
      expect(found.map((v) => v.object_ids)).toEqual([['walk']]);
    }
  });

  it('keeps buildings off a utility easement', () => {
    const shedOnIt: Plan = { objects: [put('shed', 'garden_shed', 10, 14)] };
    expect(onArea('utility_easement', shedOnIt).map((v) => v.object_ids)).toEqual([['shed']]);
  });
});
