import { describe, expect, it } from 'vitest';
import type { Plot } from '@plotplan/domain';
import type { AssistantCommand, CompassPoint } from '../commands/index.js';
import { executeAdd } from './add.js';
import type { CommandOutcome } from '../outcome.js';
import { compassVector } from '../place/compass.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { fixtureContext, fixturePlan, fixturePlot, ref } from '../test-fixtures.js';

type Add = Extract<AssistantCommand, { kind: 'add' }>;
const trees = (side: CompassPoint): Add => ({
  kind: 'add',
  landscape_object: 'fruit_tree_medium',
  count: 3,
  placement: { kind: 'side', side },
});

function added(outcome: CommandOutcome) {
  if (outcome.kind !== 'change') throw new Error(`expected a change, got: ${outcome.text}`);
  const ids = new Set(outcome.change.object_ids);
  return { change: outcome.change, objects: outcome.change.plan.objects.filter((o) => ids.has(o.id)) };
}

describe('executeAdd', () => {
  it.each([0, 180, 90])('puts 3 trees on the true south side (north_deg %i)', (north) => {
    const plot = fixturePlot(north);
    const context = fixtureContext({ plot });
    const { change, objects } = added(executeAdd(trees('south'), context));
    expect(objects).toHaveLength(3);
    const [sx, sy] = compassVector('south', north);
    // South of the centre (15, 20), measured along true south.
    for (const o of objects) expect((o.x - 15) * sx + (o.y - 20) * sy).toBeGreaterThan(5);
    expect(change.summary).toBe('Added 3 medium fruit trees on the south side');
    expect(change.plan.objects.slice(0, fixturePlan.objects.length)).toEqual(fixturePlan.objects);
    expect(newErrors(checkContextPlan(context, fixturePlan), checkContextPlan(context, change.plan))).toEqual(
      [],
    );
  });

  it('gives new unique ids and catalog sizes', () => {
    const { change, objects } = added(executeAdd(trees('north'), fixtureContext()));
    expect(change.object_ids).toEqual(['fruit_tree_medium-1', 'fruit_tree_medium-2', 'fruit_tree_medium-3']);
    for (const o of objects) expect(o).toMatchObject({ shape: 'circle', width: 4, depth: 4, height_m: 4 });
  });

  it('clamps a size to the catalog range and says so', () => {
    const out = executeAdd(
      { kind: 'add', landscape_object: 'greenhouse_3x4', count: 1, size: { width: 10, depth: 1 } },
      fixtureContext(),
    );
    const { objects } = added(out);
    expect(objects[0]).toMatchObject({ width: 3.5, depth: 3 });
    expect(out.text).toContain('2.5-3.5 x 3-5 m');
  });

  it('puts a bed near the house', () => {
    const context = fixtureContext();
    const near: Add = {
      kind: 'add',
      landscape_object: 'raised_bed',
      count: 1,
      placement: { kind: 'near', ref: ref(['house_medium'], 'house') },
    };
    const { objects } = added(executeAdd(near, context));
    const bed = objects[0];
    // House spans x 11-19, y 8-16; the bed ends up within a few metres of it.
    expect(Math.max(Math.abs((bed?.x ?? 0) - 15) - 4, Math.abs((bed?.y ?? 0) - 12) - 4)).toBeLessThan(3);
  });

  it('never invents: an unknown code is a reply and nothing changes', () => {
    const out = executeAdd({ kind: 'add', landscape_object: 'hot_tub', count: 1 }, fixtureContext());
    expect(out).toEqual({ kind: 'reply', text: expect.stringMatching(/^The catalog has no hot tub/) });
  });

  it('refuses a reference that is not on the plan', () => {
    const out = executeAdd(
      {
        kind: 'add',
        landscape_object: 'well',
        count: 1,
        placement: { kind: 'near', ref: ref(['pool'], 'pool') },
      },
      fixtureContext(),
    );
    expect(out).toEqual({ kind: 'reply', text: 'There is no pool on the plan to go by.' });
  });

  it('says there is no room rather than break a rule', () => {
    const tiny: Plot = {
      ...fixturePlot(),
      boundary: [
        [0, 0],
        [9, 0],
        [9, 9],
        [0, 9],
      ],
    };
    const out = executeAdd(
      { kind: 'add', landscape_object: 'house_large', count: 1 },
      fixtureContext({ plot: tiny, plan: { objects: [] } }),
    );
    expect(out.kind).toBe('reply');
    expect(out.text).toMatch(/no room for a large house/);
  });
});
