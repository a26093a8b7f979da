import { describe, expect, it } from 'vitest';
import { numberWordsToDigits, readDimensions, readLength } from './numbers.js';
import { tokenize } from './tokens.js';

const words = (s: string) => numberWordsToDigits(s.split(' '));

describe('number words', () => {
  it('spells cardinals as digits', () => {
    expect(words('three trees')).toEqual(['3', 'trees']);
    expect(words('twenty five metres')).toEqual(['25', 'metres']);
    expect(words('forty')).toEqual(['40']);
    expect(words('twelve beds')).toEqual(['12', 'beds']);
  });

  it('reads quantity phrases', () => {
    expect(words('a couple of beds')).toEqual(['2', 'beds']);
    expect(words('a pair of trees')).toEqual(['2', 'trees']);
    expect(words('a few metres')).toEqual(['3', 'metres']);
    expect(words('a dozen trees')).toEqual(['12', 'trees']);
  });

  it('reads halves', () => {
    expect(words('two and a half metres')).toEqual(['2.5', 'metres']);
    expect(words('half a metre')).toEqual(['0.5', 'metre']);
    expect(words('half a turn')).toEqual(['0.5', 'turn']);
    // Not a number of anything: "half as big" is a factor the resize reader knows.
    expect(words('half as big')).toEqual(['half', 'as', 'big']);
  });

  it('leaves "a" and "an" alone (the article, or "a bit")', () => {
    expect(words('a bit west')).toEqual(['a', 'bit', 'west']);
    expect(words('an apple tree')).toEqual(['an', 'apple', 'tree']);
  });
});

describe('tokenize', () => {
  it('lower-cases, splits units from numbers and keeps sentence punctuation', () => {
    expect(tokenize('Add a 4x6m Greenhouse, then STOP.')).toEqual([
      'add',
      'a',
      '4',
      'x',
      '6',
      'm',
      'greenhouse',
      ',',
      'then',
      'stop',
      '.',
    ]);
    expect(tokenize('2.5m by 3,5 m')).toEqual(['2.5', 'm', 'by', '3.5', 'm']);
    expect(tokenize('rotate 30° -45deg')).toEqual(['rotate', '30', 'degrees', '-45', 'deg']);
  });

  it('expands contractions and drops possessives', () => {
    expect(tokenize("what's wrong? don't, can't, let's")).toEqual([
      'what',
      'is',
      'wrong',
      '?',
      'do',
      'not',
      ',',
      'can',
      'not',
      ',',
      'let',
      'us',
    ]);
    expect(tokenize('the house’s roof')).toEqual(['the', 'house', 'roof']);
  });

  it('splits hyphenated compass words and reads number words', () => {
    expect(tokenize('north-east, three')).toEqual(['north', 'east', ',', '3']);
  });
});

describe('lengths and dimensions', () => {
  const dims = (s: string) => {
    const t = tokenize(s);
    const read = readDimensions(t, 0);
    return read === undefined ? undefined : { ...read, rest: t.slice(read.next) };
  };

  it('reads units as metres', () => {
    expect(readLength(tokenize('3 m'), 0)).toEqual({ value: 3, next: 2, hasUnit: true });
    expect(readLength(tokenize('3 metres'), 0)?.value).toBe(3);
    expect(readLength(tokenize('3 meters'), 0)?.value).toBe(3);
    expect(readLength(tokenize('250 cm'), 0)?.value).toBe(2.5);
    expect(readLength(tokenize('10 feet'), 0)?.value).toBe(3.048);
    expect(readLength(tokenize('3'), 0)).toEqual({ value: 3, next: 1, hasUnit: false });
  });

  it('refuses lengths that are not positive or over 1000 m', () => {
    expect(readLength(tokenize('0 m'), 0)).toBeUndefined();
    expect(readLength(tokenize('-2 m'), 0)).toBeUndefined();
    expect(readLength(tokenize('5000 m'), 0)).toBeUndefined();
  });

  it('reads width by depth with "x", "by" and units on either side', () => {
    expect(dims('4 by 6 m')).toEqual({ width: 4, depth: 6, next: 4, rest: [] });
    expect(dims('4x6')).toMatchObject({ width: 4, depth: 6, rest: [] });
    expect(dims('4 m x 6 m greenhouse')).toMatchObject({ width: 4, depth: 6, rest: ['greenhouse'] });
    expect(dims('400 by 600 cm')).toMatchObject({ width: 4, depth: 6 });
  });

  it('reads one length only with a unit or a width word', () => {
    expect(dims('3 m wide')).toMatchObject({ width: 3, rest: [] });
    expect(dims('3 m in diameter')).toMatchObject({ width: 3, rest: [] });
    expect(dims('3 wide')).toMatchObject({ width: 3, rest: [] });
    expect(dims('3 m pond')).toMatchObject({ width: 3, rest: ['pond'] });
    expect(dims('3 ponds')).toBeUndefined();
  });
});
