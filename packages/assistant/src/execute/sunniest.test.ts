import { assert, describe, expect, it } from 'vitest';
import { catalogObjects, type PlacedObject, type Plot } from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { executeCommand } from './command.js';
import { meanSunHours } from './sun-note.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { parseRequest } from '../parse/request.js';
import { fixtureContext, fixturePlan, fixturePlot, objectIn } from '../test-fixtures.js';

// Issue 14: "put the beds where there is most sun" / "move the greenhouse to the sunniest spot".

function run(text: string, context: AssistantContext): CommandOutcome {
  const parsed = parseRequest(text, catalogObjects);
  if (parsed.kind !== 'commands') throw new Error(`"${text}" not read`);
  return executeCommand(parsed.commands[0] as AssistantCommand, context);
}

function changed(outcome: CommandOutcome): PlacedObject[] {
  if (outcome.kind !== 'change') throw new Error(`expected a change, got: ${outcome.text}`);
  const ids = new Set(outcome.change.object_ids);
  return outcome.change.plan.objects.filter((o) => ids.has(o.id));
}

const hoursIn = (text: string): number => Number(/about (\d+\.\d) h of sun/.exec(text)?.[1] ?? NaN);
const spread = (objects: readonly PlacedObject[]): number =>
  Math.max(...objects.flatMap((a) => objects.map((b) => Math.hypot(a.x - b.x, a.y - b.y))));

describe('sunniest placements', () => {
  it('"put the beds where there is most sun": together, in full sun, the hours in the reply', () => {
    const context = fixtureContext();
    const out = run('put the beds where there is most sun', context);
    const beds = changed(out);
    expect(beds.map((b) => b.id)).toEqual(['bed-1', 'bed-2', 'bed-3', 'bed-4']);
    expect(out.text).toMatch(
      /^Moved the 4 vegetable beds to the sunniest spot, where they get about \d+\.\d h of sun a day \(full sun\), keeping to the rules\.$/,
    );
    assert(out.kind === 'change', out.text);
    const after = meanSunHours(context, out.change.plan, beds) ?? 0;
    const before =
      meanSunHours(
        context,
        fixturePlan,
        fixturePlan.objects.filter((o) => o.id.startsWith('bed')),
      ) ?? 0;
    expect(hoursIn(out.text)).toBeCloseTo(after, 1);
    expect(after).toBeGreaterThanOrEqual(before);
    // One block, not spread over the plot (4 beds of 1.2 x 4 m).
    expect(spread(beds)).toBeLessThan(9);
    expect(
      newErrors(checkContextPlan(context, fixturePlan), checkContextPlan(context, out.change.plan)),
    ).toEqual([]);
  });

  it("moves a bed out of a tall tree's shade", () => {
    const strip: Plot = {
      ...fixturePlot(),
      boundary: [
        [0, 0],
        [12, 0],
        [12, 30],
        [0, 30],
      ],
      entrance: undefined,
    };
    const lime: PlacedObject = {
      id: 'lime',
      landscape_object: 'shade_tree_lime',
      shape: 'circle',
      x: 6,
      y: 8,
      rotation_deg: 0,
      width: 10,
      depth: 10,
      height_m: 18,
      locked: false,
    };
    const bed: PlacedObject = { ...objectIn(fixturePlan, 'bed-1'), x: 6, y: 16 };
    const context = fixtureContext({ plot: strip, plan: { objects: [lime, bed] } });
    const before = meanSunHours(context, context.plan, [bed]) ?? 0;
    const out = run('move the bed to the sunniest spot', context);
    const [now] = changed(out);
    assert(out.kind === 'change' && now !== undefined, out.text);
    const after = meanSunHours(context, out.change.plan, [now]) ?? 0;
    expect(after).toBeGreaterThan(before + 2);
    expect(out.text).toContain(`where it gets about ${after.toFixed(1)} h of sun a day`);
  });

  it('"move the greenhouse to the sunniest spot" says its sun', () => {
    const out = run('move the greenhouse to the sunniest spot', fixtureContext());
    expect(changed(out)).toHaveLength(1);
    expect(out.text).toMatch(
      /^Moved the greenhouse to the sunniest spot, where it gets about \d+\.\d h of sun a day/,
    );
  });

  it('says so when the objects already sit in the sunniest spot', () => {
    const context = fixtureContext();
    const first = run('move the greenhouse to the sunniest spot', context);
    if (first.kind !== 'change') throw new Error(first.text);
    const again = run('move the greenhouse to the sunniest spot', { ...context, plan: first.change.plan });
    expect(again.kind).toBe('reply');
    expect(again.text).toMatch(
      /^The greenhouse already sits as close to that \(to the sunniest spot\) as the rules allow, where it gets about \d+\.\d h of sun a day/,
    );
  });

  it('adds beds in full sun', () => {
    const out = run('add 3 beds in full sun', fixtureContext());
    const beds = changed(out);
    expect(beds).toHaveLength(3);
    expect(spread(beds)).toBeLessThan(8);
    expect(out.text).toMatch(/^Added 3 vegetable beds in the sunniest spot, where they get about/);
  });

  it('without a location falls back to the south side and says so', () => {
    const { location: _omit, ...plot } = fixturePlot();
    const out = run('put the beds where there is most sun', fixtureContext({ plot }));
    const beds = changed(out);
    for (const b of beds) expect(b.y).toBeLessThan(10);
    expect(out.text).toContain(
      "The plot has no location, so I can't work out the sun: I used the south side",
    );
    expect(out.text).not.toMatch(/h of sun/);
  });
});
