import { describe, expect, it } from 'vitest';
import type { AssistantCommand } from '../commands/index.js';
import { executeCommand } from './command.js';
import { helpText } from '../replies.js';
import { fixtureContext, fixturePlan, ref } from '../test-fixtures.js';

const context = fixtureContext();

describe('executeCommand', () => {
  it('hands undo back to the caller and answers help', () => {
    expect(executeCommand({ kind: 'undo' }, context)).toMatchObject({ kind: 'undo' });
    expect(executeCommand({ kind: 'help' }, context)).toEqual({ kind: 'reply', text: helpText() });
  });

  it('dispatches each kind', () => {
    const kinds: [AssistantCommand, string][] = [
      [{ kind: 'plot_size' }, 'reply'],
      [{ kind: 'explain' }, 'reply'],
      [{ kind: 'remove', target: ref(['well'], 'well') }, 'change'],
      [{ kind: 'rotate', target: ref(['garden_shed'], 'shed'), degrees: 90 }, 'change'],
    ];
    for (const [command, kind] of kinds) expect(executeCommand(command, context).kind).toBe(kind);
  });

  it('is deterministic: the same command and context give the same outcome', () => {
    const command: AssistantCommand = {
      kind: 'add',
      landscape_object: 'berry_bush',
      count: 2,
      placement: { kind: 'side', side: 'west' },
    };
    const first = executeCommand(command, context);
    expect(first.kind).toBe('change');
    expect(executeCommand(command, fixtureContext())).toEqual(first);
  });

  it('never invents objects or changes the plan for an unknown code', () => {
    const out = executeCommand({ kind: 'add', landscape_object: 'jacuzzi', count: 2 }, context);
    expect(out.kind).toBe('reply');
    expect(out.text).toMatch(/^The catalog has no jacuzzi/);
    expect(context.plan).toBe(fixturePlan);
  });

  it('keeps summaries within 200 characters', () => {
    const many = {
      objects: fixturePlan.objects.map((o, i) => ({ ...o, label: `A rather long label number ${i}` })),
    };
    const out = executeCommand(
      {
        kind: 'remove',
        target: { codes: fixturePlan.objects.map((o) => o.landscape_object), noun: 'thing', quantity: 'all' },
      },
      fixtureContext({ plan: many }),
    );
    if (out.kind !== 'change') throw new Error(out.text);
    expect(out.change.summary.length).toBeLessThanOrEqual(200);
  });
});
