import { describe, expect, it } from 'vitest';
import { executeRemove, executeResize, executeRotate } from './edit.js';
import type { CommandOutcome } from '../outcome.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { fixtureContext, fixturePlan, objectIn, ref } from '../test-fixtures.js';

const context = fixtureContext();
const before = checkContextPlan(context, fixturePlan);

function changed(outcome: CommandOutcome) {
  if (outcome.kind !== 'change') throw new Error(`expected a change, got: ${outcome.text}`);
  expect(newErrors(before, checkContextPlan(context, outcome.change.plan))).toEqual([]);
  return outcome.change;
}

describe('executeRotate', () => {
  it('turns the sauna by 90 degrees where it stands', () => {
    const change = changed(
      executeRotate({ kind: 'rotate', target: ref(['bathhouse'], 'sauna'), degrees: 90 }, context),
    );
    expect(objectIn(change.plan, 'sauna')).toMatchObject({ rotation_deg: 90, x: 5, y: 32 });
    expect(change.summary).toBe('Turned the bathhouse 90° anticlockwise');
  });

  it('nudges a turned bed that would overlap its neighbours', () => {
    const change = changed(
      executeRotate({ kind: 'rotate', target: ref(['vegetable_bed'], 'bed'), degrees: -90 }, context),
    );
    const bed = objectIn(change.plan, 'bed-1');
    expect(bed.rotation_deg).toBe(270);
    expect(Math.hypot(bed.x - 18.5, bed.y - 28)).toBeGreaterThan(0.5);
  });

  it('says a round object needs no turning', () => {
    expect(executeRotate({ kind: 'rotate', target: ref(['well'], 'well'), degrees: 90 }, context)).toEqual({
      kind: 'reply',
      text: 'The well is round, so turning it changes nothing.',
    });
  });
});

describe('executeResize', () => {
  it('clamps to the catalog range and says so', () => {
    const out = executeResize(
      { kind: 'resize', target: ref([], 'antonovka apple'), change: { kind: 'scale', factor: 2 } },
      context,
    );
    const change = changed(out);
    expect(objectIn(change.plan, 'apple-1')).toMatchObject({ width: 4.6, depth: 4.6 });
    expect(out.text).toContain('3.7-4.6 m across');
  });

  it('sets a size, keeping the depth when none is given', () => {
    const change = changed(
      executeResize(
        {
          kind: 'resize',
          target: ref(['greenhouse_3x4'], 'greenhouse'),
          change: { kind: 'size', width: 3.5 },
        },
        context,
      ),
    );
    expect(objectIn(change.plan, 'greenhouse')).toMatchObject({ width: 3.5, depth: 4 });
  });

  it('replies when already at the limit', () => {
    const out = executeResize(
      { kind: 'resize', target: ref(['well'], 'well'), change: { kind: 'size', width: 0.2 } },
      {
        ...context,
        plan: {
          objects: fixturePlan.objects.map((o) => (o.id === 'well' ? { ...o, width: 1, depth: 1 } : o)),
        },
      },
    );
    expect(out.kind).toBe('reply');
    expect(out.text).toMatch(/already/);
  });
});

describe('executeRemove', () => {
  it('removes 1, n or all', () => {
    const count = (q: number | 'all'): number => {
      const out = executeRemove({ kind: 'remove', target: ref(['vegetable_bed'], 'bed', q) }, context);
      if (out.kind !== 'change') throw new Error(out.text);
      expect(out.change.object_ids).toEqual([]);
      return fixturePlan.objects.length - out.change.plan.objects.length;
    };
    expect(count(1)).toBe(1);
    expect(count(3)).toBe(3);
    expect(count('all')).toBe(4);
  });

  it('says how many there were when fewer than asked', () => {
    const out = executeRemove({ kind: 'remove', target: ref(['well'], 'well', 2) }, context);
    expect(out.text).toBe('Removed the well. There was only 1 on the plan.');
  });
});
