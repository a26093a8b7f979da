import { catalogObjects } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import english from '../fixtures/interpreter-corpus.json' with { type: 'json' };
import russian from '../fixtures/interpreter-corpus-ru.json' with { type: 'json' };
import type { ParsedRequest } from '../parse/parsed-request.js';
import { parseRequest } from '../parse/request.js';

// The Russian corpus (fixtures/interpreter-corpus-ru.json): each Russian phrasing, the English
// corpus entry it says the same as, and the reading expected, which is that entry's.

interface Entry {
  readonly text: string;
  readonly english: string;
  readonly expected: ParsedRequest;
}
const entries = russian as readonly Entry[];

describe('Russian interpreter corpus', () => {
  it.each(entries)('reads "$text"', ({ text, expected }) => {
    expect(parseRequest(text, catalogObjects)).toStrictEqual(expected);
  });

  it('says every English phrasing at least once, as the English entry reads it', () => {
    const byText = new Map(english.map((e) => [e.text, e.expected]));
    for (const entry of entries) expect(entry.expected, entry.text).toStrictEqual(byText.get(entry.english));
    expect(new Set(entries.map((e) => e.english)).size).toBe(english.length);
    expect(new Set(entries.map((e) => e.text.toLowerCase())).size).toBe(entries.length);
    expect(entries.length).toBeGreaterThanOrEqual(english.length);
  });

  it('reads word forms and numbers in words alike', () => {
    const add = (text: string) => parseRequest(text, catalogObjects);
    expect(add('добавь три яблони у южного забора')).toEqual(
      add('add three apple trees along the south fence'),
    );
    expect(add('посади одну яблоню')).toEqual(add('plant an apple tree'));
    expect(add('посади пять яблонь')).toEqual(add('plant 5 apple trees'));
    expect(add('перенеси теплицу подальше от дома')).toEqual(add('move the greenhouse away from the house'));
    expect(add('поставь грядку в самое солнечное место')).toEqual(add('put a bed in the sunniest spot'));
  });
});
