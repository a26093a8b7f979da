import type { Placement } from '../commands/index.js';
import { matchAny, skipAny, type Read, type Tokens } from './scan.js';

// "where there is most sun", "in the sunniest spot", "into full sun": the sunniest part of the plot.

const sunWords = ['sun', 'sunlight', 'sunshine', 'light'];
const most = ['the most', 'most', 'more', 'the best', 'best'];

/** "where there is most sun", "where it gets the most sunlight", "where it is sunniest". */
const wherePhrases: readonly string[] = [
  ...[
    'there is',
    'there will be',
    'it gets',
    'they get',
    'it will get',
    'they will get',
    'it has',
    'they have',
  ]
    .flatMap((verb) => most.flatMap((m) => sunWords.map((sun) => `where ${verb} ${m} ${sun}`)))
    .concat(sunWords.map((sun) => `where the ${sun} is`)),
  ...['it is', 'is'].flatMap((verb) => [`where ${verb} sunniest`, `where ${verb} most sunny`]),
  'where it is the sunniest',
  'where they get full sun',
  'where it gets full sun',
  'where there is full sun',
];

const prepositions = ['in', 'into', 'to', 'at', 'on', 'onto', 'over to', 'towards', 'toward', 'in to'];
const sunniest = ['sunniest', 'most sunny', 'brightest', 'sunniest possible'];
const areas = [
  'spot',
  'place',
  'part',
  'area',
  'corner',
  'side',
  'position',
  'location',
  'patch',
  'section',
  'zone',
  'end',
  'half',
  'bit',
];
const plotWords = ['plot', 'garden', 'site', 'yard', 'lot', 'property', 'land'];
const fullSun = ['full sun', 'the full sun', 'full sunlight', 'direct sun', 'the sun', 'the sunshine'];

/** "of the garden", "on the plot", "available", "you can find" after the area. */
function skipTail(tokens: Tokens, i: number): number {
  const of = matchAny(tokens, i, ['of the', 'of my', 'of our', 'on the', 'in the', 'of']);
  if (of >= 0) {
    const plot = matchAny(tokens, of, plotWords);
    if (plot >= 0) return plot;
  }
  return skipAny(tokens, i, ['available', 'there is', 'you can find', 'possible', 'you can']);
}

/**
 * The sunniest-spot placement at i: "where there is most sun", "(in) the sunniest spot (of the
 * garden)", "in full sun". "in the sun" counts too: in a garden plan it means out of the shade.
 */
export function readSunniest(tokens: Tokens, i: number): Read<Placement> | undefined {
  const value: Placement = { kind: 'sunniest' };
  const where = matchAny(
    tokens,
    skipAny(tokens, i, ['to', 'over to', 'somewhere', 'anywhere']),
    wherePhrases,
  );
  if (where >= 0)
    return { value, next: skipAny(tokens, where, ['possible', 'on the plot', 'in the garden']) };
  const at = skipAny(tokens, i, prepositions);
  const full = at > i ? matchAny(tokens, at, fullSun) : -1;
  if (full >= 0) return { value, next: full };
  const best = matchAny(tokens, skipAny(tokens, at, ['the', 'a', 'my', 'our']), sunniest);
  if (best < 0) return undefined;
  const area = matchAny(tokens, best, areas);
  if (area < 0) return undefined;
  return { value, next: skipTail(tokens, area) };
}
