import { describe, expect, it } from 'vitest';
import { executeSwap } from './swap.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { fixtureContext, fixturePlan, objectIn, ref } from '../test-fixtures.js';

const context = fixtureContext();

describe('executeSwap', () => {
  it('exchanges the centres, each keeping its size', () => {
    const out = executeSwap(
      { kind: 'swap', a: ref(['greenhouse_3x4'], 'greenhouse'), b: ref(['gazebo'], 'gazebo') },
      context,
    );
    if (out.kind !== 'change') throw new Error(out.text);
    expect(objectIn(out.change.plan, 'greenhouse')).toMatchObject({ x: 8, y: 24, width: 3, depth: 4 });
    expect(objectIn(out.change.plan, 'gazebo')).toMatchObject({ x: 14, y: 28, width: 3, depth: 3 });
    expect(out.change.object_ids).toEqual(['greenhouse', 'gazebo']);
  });

  it('fixes rule breaks by moving just those two, close to the swapped spots', () => {
    const out = executeSwap(
      { kind: 'swap', a: ref(['well'], 'well'), b: ref(['outdoor_toilet'], 'toilet') },
      context,
    );
    if (out.kind !== 'change') throw new Error(out.text);
    const well = objectIn(out.change.plan, 'well');
    const toilet = objectIn(out.change.plan, 'toilet');
    expect(Math.hypot(well.x - 26, well.y - 36)).toBeLessThan(5);
    expect(Math.hypot(toilet.x - 24, toilet.y - 20)).toBeLessThan(5);
    expect(out.change.plan.objects.filter((o) => o.id !== 'well' && o.id !== 'toilet')).toEqual(
      fixturePlan.objects.filter((o) => o.id !== 'well' && o.id !== 'toilet'),
    );
    expect(
      newErrors(checkContextPlan(context, fixturePlan), checkContextPlan(context, out.change.plan)),
    ).toEqual([]);
  });

  it('swaps two objects of one kind, and replies when there is just one', () => {
    const beds = executeSwap(
      { kind: 'swap', a: ref(['vegetable_bed'], 'bed'), b: ref(['vegetable_bed'], 'bed') },
      context,
    );
    expect(beds.kind).toBe('change');
    const wells = executeSwap({ kind: 'swap', a: ref(['well'], 'well'), b: ref(['well'], 'well') }, context);
    expect(wells.text).toMatch(/only one well/);
  });
});
