import { describe, expect, it } from 'vitest';
import { compassPoints } from '../commands/index.js';
import { isCompassWord, readCompass } from './compass.js';
import { tokenize } from './tokens.js';

const point = (s: string) => {
  const tokens = tokenize(s);
  const read = readCompass(tokens, 0);
  return read === undefined || read.next !== tokens.length ? undefined : read.point;
};

describe('compass words', () => {
  it('reads the cardinal points and their adjective and adverb forms', () => {
    for (const c of ['north', 'east', 'south', 'west'] as const) {
      for (const w of [c, `${c}ern`, `${c}erly`, `${c}ward`, `${c}wards`]) expect(point(w), w).toBe(c);
    }
  });

  it('reads diagonals however they are written', () => {
    expect(point('north-east')).toBe('north_east');
    expect(point('north east')).toBe('north_east');
    expect(point('northeast')).toBe('north_east');
    expect(point('North-Eastern')).toBe('north_east');
    expect(point('NE')).toBe('north_east');
    expect(point('south-west')).toBe('south_west');
    expect(point('SW')).toBe('south_west');
    expect(point('northwest')).toBe('north_west');
    expect(point('south eastern')).toBe('south_east');
  });

  it('reaches every compass point', () => {
    const read = new Set(['n', 'north', 'ne', 'east', 'se', 'south', 'sw', 'west', 'nw'].map(point));
    for (const p of compassPoints) expect(read.has(p), p).toBe(true);
  });

  it('does not take screen words for directions (true north is not the top of the screen)', () => {
    for (const w of ['top', 'bottom', 'up', 'down', 'left', 'right', 'upper', 'n']) {
      expect(point(w), w).toBeUndefined();
      expect(isCompassWord(w), w).toBe(false);
    }
  });

  it('does not combine two opposite or two east-west words', () => {
    // "east west" is east, then a separate word.
    expect(readCompass(tokenize('east west'), 0)).toEqual({ point: 'east', next: 1 });
    expect(readCompass(tokenize('north south'), 0)).toEqual({ point: 'north', next: 1 });
  });
});
