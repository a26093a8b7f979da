import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '@plotplan/domain';
import type { Placement } from '../commands/index.js';
import { executeMove } from './move.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { fixtureContext, fixturePlan, fixturePlot, objectIn, ref } from '../test-fixtures.js';

const sauna = ref(['sauna_barrel', 'bathhouse'], 'sauna');
const gap = (a: PlacedObject, b: PlacedObject): number => Math.hypot(a.x - b.x, a.y - b.y);

function moved(outcome: CommandOutcome, id: string): PlacedObject {
  if (outcome.kind !== 'change') throw new Error(`expected a change, got: ${outcome.text}`);
  return objectIn(outcome.change.plan, id);
}

const move = (
  target: ReturnType<typeof ref>,
  placement: Placement,
  context: AssistantContext = fixtureContext(),
) => executeMove({ kind: 'move', target, placement }, context);

describe('executeMove', () => {
  it('moves the sauna away from the house, everything else kept', () => {
    const context = fixtureContext();
    const out = move(sauna, { kind: 'away_from', ref: ref(['house_medium'], 'house') }, context);
    const house = objectIn(fixturePlan, 'house');
    const now = moved(out, 'sauna');
    expect(gap(now, house)).toBeGreaterThan(gap(objectIn(fixturePlan, 'sauna'), house) + 2);
    expect(now).toMatchObject({ width: 4, depth: 6, rotation_deg: 0 });
    if (out.kind !== 'change') return;
    expect(out.change.object_ids).toEqual(['sauna']);
    expect(out.change.plan.objects.filter((o) => o.id !== 'sauna')).toEqual(
      fixturePlan.objects.filter((o) => o.id !== 'sauna'),
    );
    expect(
      newErrors(checkContextPlan(context, fixturePlan), checkContextPlan(context, out.change.plan)),
    ).toEqual([]);
    expect(out.text).toMatch(/from the house \(was 22\.4 m\)/);
  });

  it('shifts exactly when the spot is free, along true north', () => {
    expect(
      moved(move(ref(['well'], 'well'), { kind: 'shift', direction: 'south', distance_m: 3 }), 'well'),
    ).toMatchObject({ x: 24, y: 17 });
    const turned = fixtureContext({ plot: fixturePlot(90) });
    // North is +x, so east is -y.
    expect(
      moved(move(ref(['well'], 'well'), { kind: 'shift', direction: 'east', distance_m: 3 }, turned), 'well'),
    ).toMatchObject({ x: 24, y: 17 });
  });

  it('shifts as far as the rules allow when the exact spot breaks one', () => {
    const out = move(ref(['greenhouse_3x4'], 'greenhouse'), {
      kind: 'shift',
      direction: 'east',
      distance_m: 2,
    });
    const now = moved(out, 'greenhouse');
    // bed-1 starts at x 17.9: the greenhouse (3 wide) must keep 0.5 m, so its centre stops by 15.9.
    expect(now.x).toBeGreaterThan(15.5);
    expect(now.x).toBeLessThanOrEqual(15.9 + 1e-9);
    expect(out.text).toContain('would break a rule');
  });

  it('puts the well west of the house', () => {
    const now = moved(
      move(ref(['well'], 'well'), { kind: 'beside', direction: 'west', ref: ref(['house_medium'], 'house') }),
      'well',
    );
    expect(now.x).toBeLessThan(11);
    expect(Math.abs(now.y - 12)).toBeLessThan(4);
  });

  it('moves all beds together to the north-east corner', () => {
    const out = move(ref(['vegetable_bed'], 'bed', 'all'), { kind: 'side', side: 'north_east' });
    if (out.kind !== 'change') throw new Error(out.text);
    expect(out.change.object_ids).toEqual(['bed-1', 'bed-2', 'bed-3', 'bed-4']);
    for (const id of out.change.object_ids) {
      const o = objectIn(out.change.plan, id);
      expect(o.x + o.y).toBeGreaterThan(15 + 20 + 5);
    }
    expect(out.change.summary).toBe('Moved the 4 vegetable beds to the north-east corner');
  });

  it('replies when the object is not on the plan or is its own reference', () => {
    expect(move(ref(['pool'], 'pool'), { kind: 'side', side: 'north' })).toEqual({
      kind: 'reply',
      text: 'There is no pool on the plan.',
    });
    expect(move(sauna, { kind: 'near', ref: sauna }).text).toMatch(/relative to itself/);
  });
});
