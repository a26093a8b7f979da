import type { LandscapeObject } from '@plotplan/domain';
import { parseAdd, parseMove, parseRemove, parseSwap } from './edit.js';
import { parseExplain, parseHelp, parsePlotSize, parseSunHours, parseUndo } from './questions.js';
import { parseLayPaths } from './lay-paths.js';
import { parseRegenerate } from './regenerate.js';
import { matchAny, newScan, type Clause, type ClauseParser, type Tokens } from './scan.js';
import { parseResize, parseRotate } from './transform.js';
import type { Lexicon } from './vocabulary.js';

// One clause ("add a greenhouse near the house"): politeness stripped, then each clause parser in
// turn; first with known nouns only, then letting unknown words name an object the catalog lacks.

const leadingFillers = [
  'please',
  'pls',
  'plz',
  'kindly',
  'ok',
  'okay',
  'ok so',
  'so',
  'now',
  'well',
  'also',
  'and',
  'then',
  'just',
  'actually',
  'hey',
  'could you',
  'can you',
  'would you',
  'will you',
  'would you mind',
  'i want you to',
  'i would like you to',
  'i need you to',
  'let us',
  'lets',
  'go ahead and',
  'i want to',
  'i would like to',
  'i wish to',
  'i need to',
  'we need to',
  'we want to',
  'we would like to',
  'try to',
  'you should',
  'you can',
  'can we',
  'could we',
  'maybe',
  'perhaps',
  'how about you',
  'i think',
  'hi',
  'hello',
];
const trailingFillers = [
  'please',
  'thanks',
  'thank you',
  'now',
  'for me',
  'too',
  'as well',
  'if possible',
  'if you can',
  'if you could',
  'right now',
  'on the plan',
  'in the plan',
  'to the plan',
  'on my plan',
  'to my plan',
  'on the plot',
  'on my plot',
  'to the plot',
  'to my plot',
  'in the layout',
  'to the layout',
  'on the map',
];
/** A clause of only these (a greeting) asks for help. */
const greetings = [
  'hi',
  'hello',
  'hey',
  'hey there',
  'hi there',
  'hello there',
  'good morning',
  'good afternoon',
  'good evening',
];

/** The clause without politeness at either end ("could you please ... for me, thanks"). */
export function stripFillers(tokens: Tokens): Tokens {
  if (matchAny(tokens, 0, greetings) === tokens.length) return tokens;
  let start = 0;
  let end = tokens.length;
  for (let changed = true; changed && start < end;) {
    changed = false;
    const next = matchAny(tokens.slice(start, end), 0, leadingFillers);
    if (next > 0) [start, changed] = [start + next, true];
    for (const filler of trailingFillers) {
      const words = filler.split(' ');
      if (end - start >= words.length && words.every((w, k) => tokens[end - words.length + k] === w)) {
        [end, changed] = [end - words.length, true];
        break;
      }
    }
    if (tokens[end - 1] === ',' || tokens[start] === ',') {
      if (tokens[start] === ',') start++;
      else end--;
      changed = true;
    }
  }
  return tokens.slice(start, end);
}

export type ClauseResult =
  | { readonly kind: 'ok'; readonly clause: Clause }
  | { readonly kind: 'unknown'; readonly noun: string; readonly verb: Tokens };

/** Parses one clause, or undefined when no parser reads all of it. */
export function parseClause(
  raw: Tokens,
  lexicon: Lexicon,
  catalog: readonly LandscapeObject[],
): ClauseResult | undefined {
  const tokens = stripFillers(raw);
  if (tokens.length === 0) return undefined;
  const parsers: readonly ClauseParser[] = [
    parseHelp,
    parseUndo,
    parsePlotSize,
    parseSunHours,
    parseExplain,
    parseRegenerate,
    parseLayPaths,
    parseSwap,
    parseRotate,
    parseResize,
    parseRemove,
    parseMove,
    (scan) => parseAdd(scan, catalog),
  ];
  for (const allowUnknown of [false, true]) {
    for (const parser of parsers) {
      const scan = newScan(tokens, lexicon, allowUnknown);
      const clause = parser(scan);
      if (clause === undefined) continue;
      if (scan.unknown !== undefined) return { kind: 'unknown', noun: scan.unknown, verb: clause.verb };
      return { kind: 'ok', clause };
    }
  }
  return undefined;
}
