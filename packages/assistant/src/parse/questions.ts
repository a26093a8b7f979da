import type { AssistantCommand, ObjectRef } from '../commands/index.js';
import { isCompassWord } from './compass.js';
import { numberValue } from './numbers.js';
import { readRef } from './refs.js';
import { attempt, matchAny, single, type Clause, type Scan, type Tokens } from './scan.js';
import { stopWords } from './stop-words.js';
import { matchNoun } from './vocabulary.js';

// Questions and conversation: help, undo, plot size, sun hours, what is wrong. Questions are read
// loosely (key words plus the object they mention), since people ask them in many ways.

/** "undo 3 times" undoes at most this many changes. */
const maxUndo = 20;

const helpPhrases = [
  'help',
  'help me',
  'help please',
  'can you help',
  'can you help me',
  'how can you help',
  'how can you help me',
  'what can you do',
  'what can i do',
  'what can i ask',
  'what can i ask you',
  'what can i say',
  'what do you do',
  'what do you understand',
  'what do you know',
  'how does this work',
  'how does it work',
  'how do i use this',
  'how do i use you',
  'how do i use it',
  'what are your commands',
  'what commands are there',
  'commands',
  'list commands',
  'show commands',
  'show help',
  'options',
  'instructions',
  'who are you',
  'what are you',
  'hi',
  'hello',
  'hey',
  'greetings',
  'good morning',
  'good afternoon',
  'good evening',
];

/** Whole clause equals one of the phrases. */
function isExactly(tokens: Tokens, phrases: readonly string[]): boolean {
  return matchAny(tokens, 0, phrases) === tokens.length && tokens.length > 0;
}

export function parseHelp(scan: Scan): Clause | undefined {
  return isExactly(scan.tokens, helpPhrases) ? single({ kind: 'help' }) : undefined;
}

const undoHeads = [
  'undo',
  'revert',
  'reverse',
  'roll back',
  'rollback',
  'go back',
  'step back',
  'take back',
  'take that back',
  'take it back',
  'put it back',
  'cancel',
  'cancel that',
  'cancel the last change',
];
const undoFillers = new Set(
  (
    'that it this the my last previous latest recent most change changes step steps action actions edit ' +
    'edits move moves command commands one ones operation operations thing things times time please ' +
    'again what you just did done made i to version state'
  ).split(' '),
);

/** "undo", "undo that", "revert the last change", "go back", "undo the last 2 changes", "undo twice". */
export function parseUndo(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const head = matchAny(tokens, 0, undoHeads);
  if (head < 0) return undefined;
  let count: number | undefined;
  for (let i = head; i < tokens.length; i++) {
    const t = tokens[i] ?? '';
    const n = numberValue(t) ?? (t === 'twice' ? 2 : t === 'thrice' ? 3 : undefined);
    if (n !== undefined && count === undefined) count = n;
    else if (!undoFillers.has(t)) return undefined;
  }
  const times = count ?? 1;
  if (!Number.isInteger(times) || times < 1 || times > maxUndo) return undefined;
  const commands: AssistantCommand[] = Array.from({ length: times }, () => ({ kind: 'undo' }));
  return { commands, verb: [] };
}

const questionStarts = new Set(
  (
    'how is are does do will would what which where when why show tell give check calculate compute ' +
    'can could any anything explain list validate verify'
  ).split(' '),
);
const sunWords = new Set(
  'sun sunny sunnier sunniest sunlight sunshine sunlit shade shady shaded shadow shadows shadowed shadiest'.split(
    ' ',
  ),
);
const problemWords = new Set(
  (
    'wrong problem problems issue issues error errors red orange highlighted flagged marked warning warnings ' +
    'violation violations violate violates violating conflict conflicts allowed illegal invalid broken break ' +
    'breaks breaking rule rules ok okay fine legal compliant valid correct alright matter close'
  ).split(' '),
);
const explainStarts = new Set(['explain', 'check', 'validate', 'verify']);
const plotWords = new Set('plot land site lot property parcel garden yard section'.split(' '));
const areaUnits = new Set('square acres acre hectares hectare sotka sotki'.split(' '));
const sizeWords = new Set(
  'big large size area square acres acre hectares hectare sotka sotki dimensions measurements measure'.split(
    ' ',
  ),
);

const determiners = ['the', 'my', 'our', 'this', 'that', 'these', 'those', 'a', 'an'];

/** The first object the clause mentions, if any; an unknown one only after a determiner. */
function firstRef(scan: Scan): ObjectRef | undefined {
  for (let i = 0; i < scan.tokens.length; i++) {
    if (scan.allowUnknown && !determiners.includes(scan.tokens[i] ?? '')) continue;
    const ref = attempt(scan, () => readRef(scan, i));
    if (ref !== undefined) return ref.ref;
  }
  return undefined;
}

/**
 * "the statue": a determiner before a word that names no known object. Without unknown objects
 * allowed, a question about one is left for the unknown-object reading.
 */
function mentionsUnknown(scan: Scan): boolean {
  const { tokens } = scan;
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (!determiners.includes(tokens[i] ?? '')) continue;
    const word = tokens[i + 1] ?? '';
    if (!/^[a-z]+$/.test(word) || stopWords.has(word) || isCompassWord(word)) continue;
    if (matchNoun(scan.lexicon, tokens, i + 1) === undefined) return true;
  }
  return false;
}

/** The target of a question: the object it mentions (none: about the whole plan). */
function questionTarget(scan: Scan): { target: ObjectRef | undefined } | undefined {
  const target = firstRef(scan);
  if (target === undefined && !scan.allowUnknown && mentionsUnknown(scan)) return undefined;
  if (target === undefined && scan.allowUnknown) return undefined;
  return { target };
}

function withTarget<K extends 'sun_hours' | 'explain'>(kind: K, target: ObjectRef | undefined): Clause {
  return { commands: [target === undefined ? { kind } : { kind, target }], verb: [] };
}

/** "how many sun hours does the greenhouse get?", "how sunny is the vegetable bed", "sun hours". */
export function parseSunHours(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const first = tokens[0] ?? '';
  if (!tokens.some((t) => sunWords.has(t))) return undefined;
  if (!questionStarts.has(first) && !sunWords.has(first)) return undefined;
  const read = questionTarget(scan);
  return read === undefined ? undefined : withTarget('sun_hours', read.target);
}

/** "why is the well red?", "what's wrong with the sauna", "what is wrong?", "any problems?". */
export function parseExplain(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const first = tokens[0] ?? '';
  const problem = tokens.some((t) => problemWords.has(t));
  const asks = (questionStarts.has(first) && problem) || explainStarts.has(first) || first === 'why';
  if (!asks && !(problemWords.has(first) && first !== 'close')) return undefined;
  const read = questionTarget(scan);
  if (read === undefined) return undefined;
  // "why" without a problem word needs an object ("why is the house there?") and is no suggestion
  // ("why don't you add a pond").
  const suggestion = matchAny(tokens, 1, ['not', 'do not', 'does not', 'do you not']) >= 0;
  if (first === 'why' && !problem && (read.target === undefined || suggestion)) return undefined;
  return withTarget('explain', read.target);
}

/** "how big is my plot?", "what is the area of the plot", "plot size", "how much land do I have". */
export function parsePlotSize(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  if (scan.allowUnknown) return undefined;
  const first = tokens[0] ?? '';
  if (!questionStarts.has(first) && !plotWords.has(first) && !sizeWords.has(first)) return undefined;
  const howMuch = matchAny(tokens, 0, ['how much land', 'how many square']) >= 0;
  if (!howMuch && !tokens.some((t) => sizeWords.has(t))) return undefined;
  const aboutPlot =
    howMuch ||
    tokens.some((t) => plotWords.has(t) || areaUnits.has(t)) ||
    isExactly(tokens, ['area', 'size', 'what is the area', 'what is the size', 'what size']);
  if (!aboutPlot || firstRef(scan) !== undefined) return undefined;
  return single({ kind: 'plot_size' });
}
