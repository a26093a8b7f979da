import type { LandscapeObject } from '@plotplan/domain';
import {
  lastMentioned,
  mapCommandRefs,
  type AssistantCommand,
  type ObjectRef,
  type RefMap,
} from '../commands/index.js';
import type { ParsedRequest } from './parsed-request.js';
import { parseClause, stripFillers, type ClauseResult } from './clause.js';
import { isPronounRef } from './refs.js';
import { matchAny, type Tokens } from './scan.js';
import { tokenize } from './tokens.js';
import { lexiconFor, type Lexicon } from './vocabulary.js';
import { isRussian, russianToEnglish } from '../russian/russian.js';

// The English interpreter: a chat message -> assistant commands, by rules (no model, no I/O).
// A message is cut into sentences at . ; ! ? and "then"; a sentence that is not one command is cut
// at "and", "but" and commas into commands, longest first, so "swap the gazebo and the playground"
// stays whole while "add a greenhouse and remove the pond" is two. A part without a verb borrows the
// one before: "remove the pond and the shed".

/** Longer sentences are not read (a chat command is short; this bounds the work). */
const maxSentenceTokens = 60;
const sentenceEnds = new Set(['.', ';', '!', '?']);
const sentenceStarts = ['then', 'after that', 'afterwards'];
const clauseJoins = new Set([',', 'and', 'but', 'plus', 'also']);

function sentences(tokens: Tokens): Tokens[] {
  const out: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    while (current.length > 0 && clauseJoins.has(current[current.length - 1] ?? '')) current.pop();
    if (current.length > 0) out.push(current);
    current = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    if (sentenceEnds.has(t)) {
      flush();
      continue;
    }
    const start = matchAny(tokens, i, sentenceStarts);
    if (start >= 0) {
      flush();
      i = start - 1;
      continue;
    }
    current.push(t);
  }
  flush();
  return out;
}

/** Reads a sentence as one or more clauses, or undefined. */
function readSentence(
  tokens: Tokens,
  lexicon: Lexicon,
  catalog: readonly LandscapeObject[],
): ClauseResult[] | undefined {
  const memo = new Map<string, ClauseResult[] | undefined>();
  const from = (start: number, carry: Tokens): ClauseResult[] | undefined => {
    const key = `${start}|${carry.join(' ')}`;
    if (memo.has(key)) return memo.get(key);
    memo.set(key, undefined);
    const result = readFrom(start, carry);
    memo.set(key, result);
    return result;
  };
  const readFrom = (start: number, carry: Tokens): ClauseResult[] | undefined => {
    const rest = tokens.slice(start);
    if (stripFillers(rest).length === 0) return [];
    const variants = carry.length === 0 ? [rest] : [rest, [...carry, ...rest]];
    for (const words of variants) {
      const offset = words.length - rest.length;
      const whole = parseClause(words, lexicon, catalog);
      if (whole !== undefined) return [whole];
      // Longest first part first.
      for (let p = words.length - 1; p > offset; p--) {
        if (!clauseJoins.has(words[p] ?? '')) continue;
        const left = parseClause(words.slice(0, p), lexicon, catalog);
        if (left === undefined) continue;
        const verb = left.kind === 'ok' ? left.clause.verb : left.verb;
        const right = from(start + p - offset + 1, verb);
        if (right !== undefined) return [left, ...right];
      }
    }
    return undefined;
  };
  return from(0, []);
}

/** Resolves pronouns against the objects named before them in the message. */
function resolvePronouns(clauses: readonly ClauseResult[]): AssistantCommand[] | undefined {
  let last: ObjectRef | undefined;
  const resolve: RefMap = (ref) => {
    if (!isPronounRef(ref)) return ref;
    if (last === undefined) return undefined;
    const quantity = ref.quantity === 1 ? 1 : last.quantity === 1 ? 'all' : last.quantity;
    return { codes: last.codes, noun: last.noun, quantity };
  };
  const out: AssistantCommand[] = [];
  for (const result of clauses) {
    if (result.kind !== 'ok') continue;
    for (const command of result.clause.commands) {
      const resolved = mapCommandRefs(command, resolve);
      if (resolved === undefined) return undefined;
      out.push(resolved);
      last = lastMentioned(resolved) ?? last;
    }
    last = result.clause.mentioned ?? last;
  }
  return out;
}

/**
 * What a chat message asks for, as commands. Deterministic and offline. Every code it returns is
 * one of `catalog`'s; a thing the catalog lacks is `unknown_object`, anything else it cannot read
 * `not_understood`.
 */
export function parseRequest(message: string, catalog: readonly LandscapeObject[]): ParsedRequest {
  // Russian is read as the English it says (russian/russian.ts).
  const text = isRussian(message) ? russianToEnglish(message) : message;
  const lexicon = lexiconFor(catalog);
  const clauses: ClauseResult[] = [];
  let understood = true;
  for (const sentence of sentences(tokenize(text))) {
    const read = sentence.length > maxSentenceTokens ? undefined : readSentence(sentence, lexicon, catalog);
    if (read === undefined) understood = false;
    else clauses.push(...read);
  }
  const unknown = clauses.find((c) => c.kind === 'unknown');
  if (unknown?.kind === 'unknown') return { kind: 'unknown_object', noun: unknown.noun };
  if (!understood) return { kind: 'not_understood' };
  const commands = resolvePronouns(clauses);
  if (commands === undefined || commands.length === 0) return { kind: 'not_understood' };
  return { kind: 'commands', commands };
}
