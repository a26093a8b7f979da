import { describe, expect, it } from 'vitest';
import { catalogObjects } from '@plotplan/domain';
import { readSunniest } from './sunniest.js';
import { parseRequest } from './request.js';
import { tokenize } from './tokens.js';

const read = (text: string) => {
  const tokens = tokenize(text);
  const r = readSunniest(tokens, 0);
  return r === undefined ? undefined : { ...r, rest: tokens.slice(r.next).join(' ') };
};

describe('readSunniest', () => {
  it.each([
    'where there is most sun',
    "where there's the most sunlight",
    'to where there is the most sun',
    'where it gets the most sun',
    'where they will get the most sunshine',
    "where it's sunniest",
    'in the sunniest spot',
    'to the sunniest place',
    'into the sunniest part of the garden',
    'in the most sunny corner of the plot',
    'in full sun',
    'into full sun',
    'in the sun',
    'at the brightest spot',
  ])('reads "%s" as the sunniest spot, to the end', (text) => {
    expect(read(text)).toEqual({ value: { kind: 'sunniest' }, next: tokenize(text).length, rest: '' });
  });

  it.each([
    'in the south',
    'sunny',
    'the sun',
    'near the sunniest bed',
    'in the sunniest',
    'where the house is',
  ])('does not read "%s"', (text) => {
    expect(read(text)).toBeUndefined();
  });

  it('stops after the area, leaving the rest of the clause', () => {
    expect(read('in the sunniest spot please')?.rest).toBe('please');
  });
});

describe('sunniest placements in requests', () => {
  it('moves the beds and adds a greenhouse there', () => {
    expect(parseRequest('put the beds where there is most sun', catalogObjects)).toEqual({
      kind: 'commands',
      commands: [
        {
          kind: 'move',
          target: {
            codes: ['vegetable_bed', 'raised_bed', 'herb_bed', 'strawberry_bed'],
            noun: 'bed',
            quantity: 'all',
          },
          placement: { kind: 'sunniest' },
        },
      ],
    });
    const add = parseRequest('add a greenhouse in the sunniest spot and 2 beds next to it', catalogObjects);
    expect(add.kind === 'commands' && add.commands[0]).toEqual({
      kind: 'add',
      landscape_object: 'greenhouse_3x4',
      count: 1,
      placement: { kind: 'sunniest' },
    });
  });
});
