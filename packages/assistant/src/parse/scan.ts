import type { AssistantCommand, ObjectRef } from '../commands/index.js';
import type { Lexicon } from './vocabulary.js';

// The state one attempt at reading a clause shares between the readers, and word-matching helpers.

export type Tokens = readonly string[];

export interface Scan {
  readonly tokens: Tokens;
  readonly lexicon: Lexicon;
  /** Whether words the vocabulary lacks may be read as the name of an unknown object. */
  readonly allowUnknown: boolean;
  /** The first unknown object this attempt read (the clause then asks for it). Set by readers. */
  unknown: string | undefined;
}

export function newScan(tokens: Tokens, lexicon: Lexicon, allowUnknown: boolean): Scan {
  return { tokens, lexicon, allowUnknown, unknown: undefined };
}

/** What a clause parser made of a whole clause. */
export interface Clause {
  readonly commands: readonly AssistantCommand[];
  /** The words before the first object ("remove", "get rid of"): carried to "... and the shed". */
  readonly verb: Tokens;
  /** The object a following "it" means, where the commands do not name it (an added object). */
  readonly mentioned?: ObjectRef;
}

export type ClauseParser = (scan: Scan) => Clause | undefined;

export interface Read<T> {
  readonly value: T;
  readonly next: number;
}

const split = new Map<string, readonly string[]>();

function wordsOf(phrase: string): readonly string[] {
  let words = split.get(phrase);
  if (words === undefined) {
    words = phrase.split(' ').filter((w) => w !== '');
    split.set(phrase, words);
  }
  return words;
}

/** The index after `phrase` (words separated by spaces) if it stands at i, else -1. */
export function matchWords(tokens: Tokens, i: number, phrase: string): number {
  const words = wordsOf(phrase);
  for (let k = 0; k < words.length; k++) if (tokens[i + k] !== words[k]) return -1;
  return i + words.length;
}

/** The index after the longest of `phrases` standing at i, else -1. */
export function matchAny(tokens: Tokens, i: number, phrases: readonly string[]): number {
  let best = -1;
  for (const phrase of phrases) best = Math.max(best, matchWords(tokens, i, phrase));
  return best;
}

/** Like matchAny, but i itself when none matches (an optional phrase). */
export function skipAny(tokens: Tokens, i: number, phrases: readonly string[]): number {
  const next = matchAny(tokens, i, phrases);
  return next < 0 ? i : next;
}

/** Runs a reader that may fail; a failed one leaves no unknown object behind. */
export function attempt<T>(scan: Scan, read: () => T | undefined): T | undefined {
  const before = scan.unknown;
  const result = read();
  if (result === undefined) scan.unknown = before;
  return result;
}

/** A clause of one command without object words: nothing carried over. */
export function single(command: AssistantCommand): Clause {
  return { commands: [command], verb: [] };
}
