// The assistant's invariant: a plan-changing outcome never brings an error the plan did not have.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AssistantCommand,
  type CompassPoint,
  type ObjectRef,
  type Placement,
  compassPoints,
} from '../commands/index.js';
import { executeCommand } from './command.js';
import { checkContextPlan, errorsOf } from '../place/guard.js';
import { fixtureContext, fixturePlan, fixturePlot, planWithError } from '../test-fixtures.js';

const codes = [...new Set(fixturePlan.objects.map((o) => o.landscape_object))];
const refArb: fc.Arbitrary<ObjectRef> = fc.record({
  codes: fc.constantFrom(...codes).map((c) => [c]),
  noun: fc.constant('thing'),
  quantity: fc.oneof(fc.constant(1), fc.constant(2), fc.constant('all' as const)),
});
const compass = fc.constantFrom<CompassPoint>(...compassPoints);
const placementArb: fc.Arbitrary<Placement> = fc.oneof(
  compass.map((side): Placement => ({ kind: 'side', side })),
  refArb.map((ref): Placement => ({ kind: 'near', ref })),
  refArb.map((ref): Placement => ({ kind: 'away_from', ref })),
  fc.tuple(compass, refArb).map(([direction, ref]): Placement => ({ kind: 'beside', direction, ref })),
  fc
    .tuple(compass, fc.integer({ min: 1, max: 8 }))
    .map(([direction, d]): Placement => ({ kind: 'shift', direction, distance_m: d })),
);
const commandArb: fc.Arbitrary<AssistantCommand> = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    landscape_object: fc.constantFrom(
      'fruit_tree_medium',
      'raised_bed',
      'garden_shed',
      'well',
      'outdoor_toilet',
      'compost_bin',
    ),
    count: fc.integer({ min: 1, max: 3 }),
    placement: placementArb,
  }),
  fc.record({ kind: fc.constant('move' as const), target: refArb, placement: placementArb }),
  fc.record({
    kind: fc.constant('rotate' as const),
    target: refArb,
    degrees: fc.constantFrom(90, -90, 45, 180),
  }),
  fc.record({
    kind: fc.constant('resize' as const),
    target: refArb,
    change: fc.constantFrom({ kind: 'scale' as const, factor: 1.25 }, { kind: 'scale' as const, factor: 2 }),
  }),
  fc.record({ kind: fc.constant('swap' as const), a: refArb, b: refArb }),
  fc.record({ kind: fc.constant('remove' as const), target: refArb }),
  fc.record({ kind: fc.constant('regenerate' as const), keep: fc.array(refArb, { maxLength: 2 }) }),
);

const keys = (plan: typeof fixturePlan, context: ReturnType<typeof fixtureContext>): Set<string> =>
  new Set(
    errorsOf(checkContextPlan(context, plan)).map(
      (v) => `${v.rule_id}|${[...v.object_ids].sort().join('+')}`,
    ),
  );

describe('executeCommand never brings a new error', () => {
  it('holds for generated commands on the fixture (north up or turned, with or without an error)', () => {
    const seen: string[] = [];
    fc.assert(
      fc.property(
        commandArb,
        fc.constantFrom(0, 90, 200),
        fc.boolean(),
        fc.integer({ min: 1, max: 50 }),
        (command, north, broken, seed) => {
          const plot = fixturePlot(north);
          const context = fixtureContext({ plot, plan: broken ? planWithError : fixturePlan, seed });
          const out = executeCommand(command, context);
          seen.push(`${command.kind}:${out.kind}`);
          if (out.kind !== 'change') return;
          const before = keys(context.plan, context);
          for (const key of keys(out.change.plan, context)) expect(before.has(key), key).toBe(true);
          expect(out.change.summary.length).toBeLessThanOrEqual(200);
          expect(new Set(out.change.plan.objects.map((o) => o.id)).size).toBe(out.change.plan.objects.length);
        },
      ),
      { numRuns: 60, seed: 8 },
    );
    // The property must bite: most generated commands do change the plan.
    expect(seen.filter((s) => s.endsWith(':change')).length).toBeGreaterThan(30);
  }, 60_000);
});
