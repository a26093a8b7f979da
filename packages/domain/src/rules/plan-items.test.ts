import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../catalog/catalog-objects.js';
import type { Plan } from '../model/plan.js';
import { resolvePack } from './overrides.js';
import { ruleConcernsPlan } from './plan-items.js';

const rule = (id: string) => {
  const found = resolvePack('ru-snt').rules.find((r) => r.id === id);
  if (found === undefined) throw new Error(`no rule ${id}`);
  return found;
};

const house = {
  id: 'h',
  landscape_object: 'house_small',
  shape: 'rect' as const,
  x: 10,
  y: 10,
  rotation_deg: 0,
  width: 6,
  depth: 6,
  height_m: 5,
  locked: false,
};

describe('ruleConcernsPlan', () => {
  it('is true when an object carries a tag the rule applies to, false otherwise', () => {
    const plan: Plan = { objects: [house] };
    expect(ruleConcernsPlan(rule('house-neighbor-boundary'), plan, catalogObjects)).toBe(true);
    expect(ruleConcernsPlan(rule('well-toilet-compost'), plan, catalogObjects)).toBe(false);
  });

  it('counts a path as paving (the tags the checker gives it)', () => {
    const paved: Plan = {
      objects: [],
      paths: [
        {
          id: 'p',
          points: [
            [0, 0],
            [5, 0],
          ],
          width_m: 1,
        },
      ],
    };
    expect(ruleConcernsPlan(rule('inside-plot'), paved, catalogObjects)).toBe(true);
    expect(ruleConcernsPlan(rule('house-street'), paved, catalogObjects)).toBe(false);
  });
});
