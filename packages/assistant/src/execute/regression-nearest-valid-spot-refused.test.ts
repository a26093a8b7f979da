import { catalogObjects, generatePlans, packForPlot, type Plot, type SelectionItem } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/issue-25-plan-with-paths.json' with { type: 'json' };
import { parseRequest } from '../parse/request.js';
import { executeCommand } from './command.js';

// Issue 25: "put the beds where there is most sun" on the plot (the generator's plan for seed
// 8) answered "I can't move the 6 vegetable beds to the sunniest spot: every spot there would break a
// rule ... The nearest spot that works is 0.4 m south-west of it": the sunniest point, then a refusal,
// although a spot 0.4 m away worked. Now the sunniest spot that keeps the rules is used; a reply that
// changes nothing says the objects already sit in the sunniest such spot, never that a spot works.
const plot = fixture.plot as unknown as Plot;
const selection = fixture.selection as unknown as SelectionItem[];

describe('regression: a sunniest placement refused although the nearest valid spot was 0.4 m away', () => {
  const pack = packForPlot(plot);
  it.each(['put the beds where there is most sun', 'move the greenhouse into full sun'])(
    '"%s" on the seed-8 plan uses a valid spot or says it already has the sunniest one',
    (text) => {
      const [variant] = generatePlans(plot, selection, pack, { variants: 1, seed: 8 });
      if (variant === undefined) throw new Error('no plan');
      const context = { plot, plan: variant.plan, pack, catalog: catalogObjects, selection, seed: 1 };
      const parsed = parseRequest(text, catalogObjects);
      if (parsed.kind !== 'commands' || parsed.commands[0] === undefined) throw new Error(text);
      const outcome = executeCommand(parsed.commands[0], context);
      expect(outcome.text).not.toMatch(/every spot there would break a rule|nearest spot that works/);
      if (outcome.kind !== 'change') {
        expect(outcome.text).toMatch(
          /already sits? as close to that \(to the sunniest spot\) as the rules allow/,
        );
      }
    },
    120_000,
  );
});
