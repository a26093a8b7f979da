import { catalogObjects } from '@plotplan/domain';
import { assert, describe, expect, it } from 'vitest';
import { parseRequest } from '../parse/request.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { russianOutcomeText } from '../russian/replies-ru.js';
import { fixtureContext, fixturePlot } from '../test-fixtures.js';
import { executeCommand } from './command.js';

// Issue 25's regression: "add 3 apple trees near the south fence" was refused ("every spot would
// break a rule") whenever nothing fitted in the south half of the plot, as on four of eight of the
// issue plot's generated plans (the house, the car's place and berry bushes took it). Now the trees
// stand as near that fence as the rules allow anywhere on the plot, and the reply says how far in.
// Here a wetland (no building or planting on it) fills the south half of the 30 x 40 m plot.
const plot = {
  ...fixturePlot(),
  protected_areas: [
    {
      id: 'wet',
      kind: 'wetland' as const,
      label: 'Wet meadow',
      shape: {
        type: 'polygon' as const,
        points: [
          [0, 0],
          [30, 0],
          [30, 21],
          [0, 21],
        ] as [number, number][],
      },
    },
  ],
};
const context = fixtureContext({ plot, plan: { objects: [] } });

describe('regression: trees near the south fence refused when its half is full', () => {
  it('plants them as near the south fence as the rules allow and says how far in', () => {
    const parsed = parseRequest('add 3 apple trees near the south fence', catalogObjects);
    assert(parsed.kind === 'commands');
    const [command] = parsed.commands;
    assert(command !== undefined);
    const outcome = executeCommand(command, context);
    assert(outcome.kind === 'change', outcome.text);
    const added = outcome.change.plan.objects.filter((o) => outcome.change.object_ids.includes(o.id));
    expect(added).toHaveLength(3);
    // North of the wetland, as far south as the crowns' rules let them (crown 4 m across).
    for (const tree of added) expect(tree.y).toBeLessThan(26);
    expect(outcome.fromSide_m).toBeCloseTo(Math.min(...added.map((o) => o.y - o.width / 2)), 6);
    expect(outcome.text).toMatch(
      /^Added 3 medium fruit trees on the south side, keeping to the rules\. There was no room near that side \(what stands there takes it\), so they stand as near to it as the rules allow, \d+\.\d m from its fence\./,
    );
    expect(russianOutcomeText(command, outcome, context)).toMatch(
      /они стоят так близко к ней, как позволяют нормы: в \d+,\d м от забора\.$/,
    );
    expect(
      newErrors(checkContextPlan(context, context.plan), checkContextPlan(context, outcome.change.plan)),
    ).toEqual([]);
  });
});
