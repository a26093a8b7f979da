import {
  catalogObjects,
  objectByCode,
  objectSunHours,
  packForPlot,
  sunHoursMap,
  type PlacedObject,
  type Plan,
  type Plot,
  type SelectionItem,
} from '@plotplan/domain';
import { assert, describe, expect, it } from 'vitest';
import fixture from '../fixtures/issue-25-plan-with-paths.json' with { type: 'json' };
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { parseRequest } from '../parse/request.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { russianOutcomeText } from '../russian/replies-ru.js';
import { executeCommand } from './command.js';

// Issue 25, the assistant bullet, on the issue's own plot (the committed people plot 1, 20 x 30 m,
// street and gate south, birch north-east, 21 objects) with the generator's plan of the fixture.
const plot = fixture.plot as unknown as Plot;
const plan = fixture.plan as unknown as Plan;
const selection = fixture.selection as unknown as SelectionItem[];
const context: AssistantContext = {
  plot,
  plan,
  pack: packForPlot(plot),
  catalog: catalogObjects,
  selection,
  seed: 1,
};

function run(text: string): { outcome: CommandOutcome; russian: string } {
  const parsed = parseRequest(text, catalogObjects);
  if (parsed.kind !== 'commands') throw new Error(`not understood: ${text}`);
  const [command] = parsed.commands;
  assert(command !== undefined);
  const outcome = executeCommand(command, context);
  return { outcome, russian: russianOutcomeText(command, outcome, context) };
}

const hours = (p: Plan): Record<string, number> =>
  objectSunHours(sunHoursMap(plot, p, { cell_m: 1, dayStep: 14, stepMinutes: 30 }), p);
const tagged = (o: PlacedObject, tag: string): boolean =>
  objectByCode(o.landscape_object, catalogObjects)?.tags.includes(tag) === true;
const meanOf = (h: Record<string, number>, objects: readonly PlacedObject[]): number =>
  objects.reduce((s, o) => s + (h[o.id] ?? 0), 0) / objects.length;

describe("issue 25: the assistant's requests on the issue's plot", () => {
  it('"put the beds where there is most sun": one north-south block in more sun, no new error', () => {
    const { outcome } = run('put the beds where there is most sun');
    assert(outcome.kind === 'change', outcome.text);
    const beds = outcome.change.plan.objects.filter((o) => tagged(o, 'bed'));
    expect(beds).toHaveLength(6);
    // Long sides north-south (north is +y here): 1.2 x 4 m beds unturned, or 4 x 1.2 turned.
    for (const b of beds)
      expect(b.width < b.depth ? b.rotation_deg % 180 : (b.rotation_deg - 90) % 180).toBe(0);
    // One block: each bed within an aisle (0.55 m) of another.
    for (const b of beds) {
      const gaps = beds.filter((o) => o !== b).map((o) => Math.abs(o.x - b.x) - 1.2);
      expect(Math.min(...gaps)).toBeLessThan(0.6);
    }
    const before = meanOf(
      hours(plan),
      plan.objects.filter((o) => tagged(o, 'bed')),
    );
    expect(meanOf(hours(outcome.change.plan), beds)).toBeGreaterThan(before);
    expect(
      newErrors(checkContextPlan(context, plan), checkContextPlan(context, outcome.change.plan)),
    ).toEqual([]);
  });

  it('"move the greenhouse into full sun": moved into more sun, or says which rule keeps the sunnier spots out', () => {
    const { outcome, russian } = run('move the greenhouse into full sun');
    if (outcome.kind === 'change') {
      const id = 'greenhouse_3x6-1';
      expect(hours(outcome.change.plan)[id] ?? 0).toBeGreaterThan(hours(plan)[id] ?? 0);
      expect(outcome.text).toMatch(/^Moved the greenhouse to the sunniest spot, where it gets about/);
    } else {
      expect(outcome.text).toMatch(/already sits as close to that .* The sunnier spots would break "/);
      expect(russian).toMatch(/нарушали бы норму «/);
    }
  });

  it('"add an apple tree": not against the house wall, and the reply says where its shade falls', () => {
    const { outcome } = run('add an apple tree');
    assert(outcome.kind === 'change', outcome.text);
    const [tree] = outcome.change.plan.objects.filter((o) => outcome.change.object_ids.includes(o.id));
    const house = plan.objects.find((o) => tagged(o, 'dwelling'));
    assert(tree !== undefined && house !== undefined);
    const dx = Math.max(0, Math.abs(tree.x - house.x) - house.width / 2);
    const dy = Math.max(0, Math.abs(tree.y - house.y) - house.depth / 2);
    // The answer put it 1.5 m from the north wall; on this full plot no free spot keeps both
    // 3 m from the house and its shade off every bed, so the least-shading one is taken and said so.
    expect(Math.hypot(dx, dy) - tree.width / 2).toBeGreaterThan(2.5);
    expect(outcome.text).toMatch(/shade falls on no bed|where it shades them least/);
  });

  it('"add 3 apple trees near the south fence": plants them, as near that fence as the rules allow', () => {
    const { outcome, russian } = run('add 3 apple trees near the south fence');
    assert(outcome.kind === 'change', outcome.text);
    const added = outcome.change.plan.objects.filter((o) => outcome.change.object_ids.includes(o.id));
    expect(added.length).toBeGreaterThan(0);
    expect(outcome.text).toMatch(
      /^Added (3|\d of the 3) medium fruit trees on the south side, keeping to the rules\./,
    );
    // Where nothing fits in the south half (the house, the car's place and the bushes take it), the
    // reply says how far in they stand, in both languages.
    if (outcome.fromSide_m !== undefined) {
      const south = Math.min(...added.map((o) => o.y - o.width / 2));
      expect(outcome.fromSide_m).toBeCloseTo(south, 6);
      expect(outcome.text).toContain('as near to it as the rules allow');
      expect(russian).toContain('так близко к ней, как позволяют нормы');
    }
    expect(
      newErrors(checkContextPlan(context, plan), checkContextPlan(context, outcome.change.plan)),
    ).toEqual([]);
  });

  it('places k of n trees along the south fence and says which did not fit and why, in English and Russian', () => {
    const { outcome, russian } = run('add 6 apple trees near the south fence');
    assert(outcome.kind === 'change', outcome.text);
    const left = outcome.notPlaced;
    assert(left !== undefined, outcome.text);
    const placed = outcome.change.object_ids.length;
    expect(placed).toBeGreaterThan(0);
    expect(placed + left.count).toBe(6);
    expect(outcome.text).toMatch(
      new RegExp(
        `^Added ${placed} of the 6 medium fruit trees on the south side, keeping to the rules\\. The (other ${left.count}|\\w+) did not fit there: every spot left there would break "`,
      ),
    );
    expect(left.rule?.title).toBeDefined();
    expect(russian).toContain(
      `Не поместилось: ${left.count} из 6 — на всех оставшихся местах там нарушалась бы норма «`,
    );
    expect(
      newErrors(checkContextPlan(context, plan), checkContextPlan(context, outcome.change.plan)),
    ).toEqual([]);
  });
});
