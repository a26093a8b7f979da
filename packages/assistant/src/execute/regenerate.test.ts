import { describe, expect, it } from 'vitest';
import { executeLayPaths } from './lay-paths.js';
import { executeRegenerate } from './regenerate.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { fixtureContext, fixturePlan, objectIn, ref } from '../test-fixtures.js';

describe('executeRegenerate', () => {
  const context = fixtureContext({ seed: 4 });
  const out = executeRegenerate({ kind: 'regenerate', keep: [ref(['house_medium'], 'house')] }, context);

  it('keeps the house exactly and lays out the rest anew, keeping ids and labels', () => {
    if (out.kind !== 'change') throw new Error(out.text);
    const plan = out.change.plan;
    expect(objectIn(plan, 'house')).toEqual(objectIn(fixturePlan, 'house'));
    expect(plan.objects.map((o) => o.id).sort()).toEqual(fixturePlan.objects.map((o) => o.id).sort());
    expect(objectIn(plan, 'apple-1').label).toBe('Antonovka apple');
    const moved = plan.objects.filter((o) => {
      const was = objectIn(fixturePlan, o.id);
      return o.x !== was.x || o.y !== was.y;
    });
    expect(moved.length).toBeGreaterThan(10);
    expect(out.change.object_ids).not.toContain('house');
    expect(newErrors(checkContextPlan(context, fixturePlan), checkContextPlan(context, plan))).toEqual([]);
    expect(out.text).toMatch(/^Laid the plan out anew, keeping the house where it is/);
  });

  it('lays out the project selection when there is one', () => {
    const withSelection = fixtureContext({
      selection: [
        { landscape_object: 'house_medium', count: 1 },
        { landscape_object: 'well', count: 1 },
        { landscape_object: 'raised_bed', count: 2 },
      ],
    });
    const result = executeRegenerate(
      { kind: 'regenerate', keep: [ref(['house_medium'], 'house')] },
      withSelection,
    );
    if (result.kind !== 'change') throw new Error(result.text);
    expect(result.change.plan.objects.map((o) => o.id).sort()).toEqual([
      'house',
      'raised_bed-1',
      'raised_bed-2',
      'well',
    ]);
    expect(result.text).toMatch(/14 objects not in your selection were left out/);
  });

  it('keeps objects the user locked as well', () => {
    const locked = {
      objects: fixturePlan.objects.map((o) => (o.id === 'well' ? { ...o, locked: true } : o)),
    };
    const result = executeRegenerate({ kind: 'regenerate', keep: [] }, fixtureContext({ plan: locked }));
    if (result.kind !== 'change') throw new Error(result.text);
    expect(objectIn(result.change.plan, 'well')).toEqual(objectIn(locked, 'well'));
    expect(result.change.summary).toBe('Laid the plan out anew');
  });

  it('is deterministic for the seed', () => {
    expect(
      executeRegenerate({ kind: 'regenerate', keep: [ref(['house_medium'], 'house')] }, context),
    ).toEqual(out);
  });
});

describe('executeRegenerate on a plan with paths', () => {
  it('lays the paths anew for the new layout, so they cross no object', () => {
    const context = fixtureContext({ seed: 4 });
    const laid = executeLayPaths(context);
    if (laid.kind !== 'change') throw new Error(laid.text);
    const withPaths = fixtureContext({ seed: 4, plan: laid.change.plan });
    const out = executeRegenerate({ kind: 'regenerate', keep: [] }, withPaths);
    if (out.kind !== 'change') throw new Error(out.text);
    const paths = out.change.plan.paths ?? [];
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).not.toEqual(laid.change.plan.paths);
    const errors = checkContextPlan(withPaths, out.change.plan).filter((v) => v.severity === 'error');
    expect(errors).toEqual([]);
  });
});
