import { describe, expect, it } from 'vitest';
import { catalogObjects } from '@plotplan/domain';
import type { AssistantCommandKind } from '../commands/index.js';
import type { ParsedRequest } from './parsed-request.js';
import corpus from '../fixtures/interpreter-corpus.json' with { type: 'json' };
import { parseRequest } from './request.js';

// The interpreter's corpus (fixtures/interpreter-corpus.json, over a hundred phrasings with the
// expected reading): each message and what it must be read as. A failure names the message.

interface Entry {
  readonly text: string;
  readonly expected: ParsedRequest;
}
const entries = corpus as readonly Entry[];

describe('interpreter corpus', () => {
  it.each(entries)('reads "$text"', ({ text, expected }) => {
    expect(parseRequest(text, catalogObjects)).toStrictEqual(expected);
  });

  it('has at least 80 distinct phrasings', () => {
    expect(new Set(entries.map((e) => e.text.toLowerCase())).size).toBe(entries.length);
    expect(entries.length).toBeGreaterThanOrEqual(80);
  });

  it('covers every command kind several ways, several-command messages and the failures', () => {
    const kinds = new Map<string, number>();
    const count = (kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    for (const { expected } of entries) {
      if (expected.kind !== 'commands') count(expected.kind);
      else {
        for (const kind of new Set(expected.commands.map((c) => c.kind))) count(kind);
        if (expected.commands.length > 1) count('several');
      }
    }
    const all: readonly (AssistantCommandKind | 'several' | 'unknown_object' | 'not_understood')[] = [
      'add',
      'move',
      'rotate',
      'resize',
      'remove',
      'swap',
      'regenerate',
      'explain',
      'sun_hours',
      'plot_size',
      'undo',
      'help',
      'several',
      'unknown_object',
      'not_understood',
    ];
    for (const kind of all) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(3);
  });
});
