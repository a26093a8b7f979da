import type { ObjectRef } from '../commands/index.js';
import { isCompassWord } from './compass.js';
import { numberValue } from './numbers.js';
import { attempt, matchAny, matchWords, type Read, type Scan, type Tokens } from './scan.js';
import { stopWords } from './stop-words.js';
import { matchNoun } from './vocabulary.js';

// Noun phrases: "the sauna", "2 apple trees", "all beds", "it", and the names of objects the
// vocabulary lacks ("a hot tub").

/** The largest count or quantity a command may carry (the contract's bound). */
export const maxCount = 50;

/** How the noun phrase was introduced: says "add" ("a shed") from "move" ("the shed"). */
export type Determiner = 'definite' | 'indefinite' | 'all' | 'none';

export interface NounRead {
  /** The noun, singular, as the ObjectRef noun (or the unknown object's words). */
  readonly noun: string;
  /** Empty for an unknown object. */
  readonly codes: readonly string[];
  readonly plural: boolean;
  readonly mass: boolean;
  readonly next: number;
}

export interface RefRead {
  readonly ref: ObjectRef;
  readonly next: number;
  readonly determiner: Determiner;
  /** The number written before the noun, if any ("2 apple trees"). */
  readonly count: number | undefined;
  readonly noun: NounRead | undefined;
}

const allDeterminers = [
  'all',
  'all the',
  'all of the',
  'all my',
  'all of my',
  'all our',
  'all of our',
  'all these',
  'all those',
  'every',
  'each',
  'each of the',
];
const definiteDeterminers = ['the', 'my', 'our', 'this', 'that', 'these', 'those', 'your'];
const indefiniteDeterminers = ['a', 'an', 'another', 'some', 'any', 'one more'];
const bothDeterminers = ['both', 'both the', 'both of the', 'both my', 'both of my'];
/** Words between determiner and noun that say nothing about which object. */
const skippableAdjectives = new Set([
  'new',
  'existing',
  'current',
  'old',
  'other',
  'extra',
  'additional',
  'more',
  'red',
  'orange',
  'highlighted',
  'selected',
]);
const pronouns: ReadonlyMap<string, number | 'all'> = new Map<string, number | 'all'>([
  ['it', 1],
  ['them', 'all'],
  ['they', 'all'],
  ['this one', 1],
  ['that one', 1],
]);

/** Pronouns read as a ref with no codes; request.ts resolves them to the object before. */
export function isPronounRef(ref: ObjectRef): boolean {
  return ref.codes.length === 0;
}

/** Words the vocabulary lacks, read as the name of an unknown object ("hot tub"), at most 4. */
function unknownSpan(tokens: Tokens, i: number): number {
  let j = i;
  while (j < tokens.length && j - i < 4) {
    const t = tokens[j] ?? '';
    if (!/^[a-z]+$/.test(t) || stopWords.has(t) || isCompassWord(t)) break;
    j++;
  }
  return j;
}

/** A noun at i: a known noun phrase, or (when the scan allows) the words of an unknown object. */
export function readNoun(scan: Scan, i: number): NounRead | undefined {
  const { tokens } = scan;
  const known = matchNoun(scan.lexicon, tokens, i);
  const end = scan.allowUnknown ? unknownSpan(tokens, i) : i;
  // Unknown words win only where they are more than a known noun: "tree house" is not a tree.
  if (end > i && (known === undefined || known.next < end)) {
    const noun = tokens.slice(i, end).join(' ').slice(0, 60);
    scan.unknown ??= noun;
    return { noun, codes: [], plural: false, mass: false, next: end };
  }
  if (known === undefined) return undefined;
  const { entry } = known;
  // A noun whose objects this catalog lacks is an unknown object too.
  if (entry.codes.length === 0) scan.unknown ??= entry.noun;
  return { noun: entry.noun, codes: entry.codes, plural: known.plural, mass: entry.mass, next: known.next };
}

interface DeterminerRead {
  readonly determiner: Determiner;
  readonly count: number | undefined;
  readonly next: number;
}

function readDeterminer(tokens: Tokens, i: number): DeterminerRead {
  let determiner: Determiner = 'none';
  let count: number | undefined;
  let next = matchAny(tokens, i, allDeterminers);
  if (next >= 0) determiner = 'all';
  else if ((next = matchAny(tokens, i, bothDeterminers)) >= 0) {
    determiner = 'definite';
    count = 2;
  } else if ((next = matchAny(tokens, i, definiteDeterminers)) >= 0) determiner = 'definite';
  else if ((next = matchAny(tokens, i, indefiniteDeterminers)) >= 0) determiner = 'indefinite';
  else next = i;
  const number = numberValue(tokens[next]);
  if (number !== undefined) {
    count = number;
    if (determiner === 'none') determiner = 'indefinite';
    next += 1;
    // "2 of the beds"
    const of = matchAny(tokens, next, ['of the', 'of my', 'of our', 'of these', 'of those']);
    if (of >= 0) {
      next = of;
      determiner = 'definite';
    }
  }
  return { determiner, count, next };
}

function validCount(count: number | undefined): boolean {
  return count === undefined || (Number.isInteger(count) && count >= 1 && count <= maxCount);
}

/** The noun after a determiner, past adjectives that do not pick an object ("the old shed"). */
export function readNounAfterAdjectives(scan: Scan, i: number): NounRead | undefined {
  let at = i;
  for (let skipped = 0; skipped <= 2; skipped++) {
    const noun = readNoun(scan, at);
    if (noun !== undefined) return noun;
    if (!skippableAdjectives.has(scan.tokens[at] ?? '')) return undefined;
    at++;
  }
  return undefined;
}

/** An object reference: "the sauna", "2 apple trees", "all beds", "my trees", "it". */
export function readRef(scan: Scan, i: number): RefRead | undefined {
  const { tokens } = scan;
  for (const [pronoun, quantity] of pronouns) {
    const next = matchWords(tokens, i, pronoun);
    if (next >= 0) {
      const ref: ObjectRef = { codes: [], noun: pronoun, quantity };
      return { ref, next, determiner: 'definite', count: undefined, noun: undefined };
    }
  }
  const det = readDeterminer(tokens, i);
  if (!validCount(det.count)) return undefined;
  const noun = readNounAfterAdjectives(scan, det.next);
  if (noun === undefined) return undefined;
  const quantity: number | 'all' = det.count ?? (det.determiner === 'all' || noun.plural ? 'all' : 1);
  const ref: ObjectRef = { codes: noun.codes, noun: noun.noun, quantity };
  return { ref, next: noun.next, determiner: det.determiner, count: det.count, noun };
}

const listJoins = [',', 'and', ', and', 'or', 'as well as', 'plus', 'and also'];

/** References joined by "and", "or" and commas: "the house, the garage and the well". */
export function readRefList(scan: Scan, i: number): Read<ObjectRef[]> | undefined {
  const first = readRef(scan, i);
  if (first === undefined) return undefined;
  const refs = [first.ref];
  let next = first.next;
  for (;;) {
    const join = matchAny(scan.tokens, next, listJoins);
    if (join < 0) break;
    const more = attempt(scan, () => readRef(scan, join));
    if (more === undefined) break;
    refs.push(more.ref);
    next = more.next;
  }
  return { value: refs, next };
}
