import { reachableShare, type Plan } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { executeLayPaths } from './lay-paths.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { fixtureContext, fixturePlan } from '../test-fixtures.js';

describe('executeLayPaths', () => {
  it('lays a main path from the gate to the house and branches on, keeping every object and rule', () => {
    const context = fixtureContext();
    const out = executeLayPaths(context);
    if (out.kind !== 'change') throw new Error(out.text);
    const plan = out.change.plan;
    expect(plan.objects).toEqual(fixturePlan.objects);
    const paths = plan.paths ?? [];
    expect(paths.length).toBeGreaterThan(1);
    // The first path is the main one: 1.2 m wide, starting at the street (y = 0) by the gate (x = 15).
    expect(paths[0]?.width_m).toBe(1.2);
    const start = paths[0]?.points[0] ?? [NaN, NaN];
    expect(start[1]).toBeLessThan(0.5);
    expect(Math.abs(start[0] - 15)).toBeLessThanOrEqual(2);
    expect(paths.slice(1).every((p) => p.width_m === 0.8)).toBe(true);
    expect(reachableShare(context.plot, plan, context.catalog)).toBeGreaterThan(0.5);
    expect(newErrors(checkContextPlan(context, fixturePlan), checkContextPlan(context, plan))).toEqual([]);
    expect(out.change.kind).toBe('lay_paths');
    expect(out.text).toMatch(/^Laid paths: a 1\.2 m main path from the gate to the house/);
    expect(out.change.summary.length).toBeLessThanOrEqual(200);
  });

  it('replaces the paths the plan had rather than adding to them', () => {
    const withOld: Plan = {
      ...fixturePlan,
      paths: [
        {
          id: 'old',
          points: [
            [1, 1],
            [1, 3],
          ],
          width_m: 0.6,
        },
      ],
    };
    const out = executeLayPaths(fixtureContext({ plan: withOld }));
    if (out.kind !== 'change') throw new Error(out.text);
    expect((out.change.plan.paths ?? []).some((p) => p.id === 'old')).toBe(false);
  });

  it('answers without a change when nothing can be reached from the gate', () => {
    // A wall of beds along the whole street side leaves no way in.
    const beds = Array.from({ length: 25 }, (_, k) => ({
      id: `wall-${k}`,
      landscape_object: 'vegetable_bed',
      shape: 'rect' as const,
      x: 0.6 + k * 1.2,
      y: 2.5,
      rotation_deg: 0,
      width: 1.2,
      depth: 4,
      height_m: 0.2,
      locked: false,
    }));
    const out = executeLayPaths(fixtureContext({ plan: { objects: [...fixturePlan.objects, ...beds] } }));
    expect(out.kind).toBe('reply');
    if (out.kind === 'reply') expect(out.text).toMatch(/no way to lay a path from the gate/);
    // The objects it could not reach are named once each, with one article ("the house", not "the the").
    expect(out.text).toMatch(/I could not reach the /);
    expect(out.text).not.toMatch(/\bthe the\b/i);
  });
});
