import type { ObjectRef } from '../commands/index.js';
import { readRefList } from './refs.js';
import { matchAny, skipAny, type Clause, type Read, type Scan, type Tokens } from './scan.js';

// "regenerate but keep the house", "make a new layout keeping the house and the garage", "start
// over", "keep the well and redo the rest".

const layoutNouns = [
  'plan',
  'layout',
  'design',
  'arrangement',
  'version',
  'option',
  'variant',
  'one',
  'proposal',
  'site plan',
  'garden plan',
];
const withNouns = (heads: readonly string[]) =>
  heads.flatMap((h) => layoutNouns.flatMap((n) => [`${h} ${n}`, `${h} ${n} again`]));

const regenerateHeads = [
  'regenerate',
  're generate',
  'regen',
  'generate again',
  'generate it again',
  'generate everything again',
  'start over',
  'start again',
  'start afresh',
  'start from scratch',
  'from scratch',
  'do it again',
  'try again',
  'reshuffle',
  'shuffle',
  'relayout',
  're layout',
  'lay it out again',
  'lay everything out again',
  'rearrange',
  're arrange',
  'redesign',
  'redo the rest',
  'redo everything else',
  'redo the others',
  'rearrange the rest',
  'lay out the rest',
  'place the rest',
  'redo everything',
  'redo it all',
  'redo all',
  ...withNouns([
    'regenerate the',
    'regenerate my',
    'generate a new',
    'generate another',
    'generate the',
    'make a new',
    'make another',
    'create a new',
    'create another',
    'give me a new',
    'give me another',
    'show me a new',
    'show me another',
    'try a new',
    'try another',
    'try a different',
    'redo the',
    'redo my',
    'reset the',
    'rearrange the',
    'redesign the',
    'a new',
    'another',
    'new',
    'different',
    'a different',
  ]),
];
/** What "regenerate" may be followed by: "regenerate everything", "redo the rest". */
const regenerateObjects = [
  'everything',
  'everything else',
  'all',
  'it',
  'it all',
  'all of it',
  'the rest',
  'the others',
  'the other objects',
  'the remaining objects',
  'the whole thing',
  'the whole plan',
  'the whole layout',
  'the objects',
  'the plot',
  'the garden',
  'the plan',
  'the layout',
  'around it',
  'around them',
  'again',
  'please',
];
const keepWords = [
  'keep',
  'keeping',
  'retain',
  'retaining',
  'preserve',
  'preserving',
  'leave',
  'leaving',
  'hold',
  'holding',
  'lock',
  'locking',
  'fix',
  'fixing',
  'except',
  'except for',
  'excluding',
  'apart from',
  'other than',
  'not',
  'but not',
  'without moving',
  'without touching',
  'without changing',
  'do not move',
  'do not touch',
  'do not change',
  'not moving',
  'not touching',
  'sparing',
];
const keepIntro = [',', 'but', 'and', 'while', 'though', 'only', 'but only', ', but', ', and', 'just'];
const keepTails = [
  'in place',
  'where it is',
  'where they are',
  'where it was',
  'where they were',
  'as it is',
  'as they are',
  'as is',
  'fixed',
  'unchanged',
  'alone',
  'untouched',
  'intact',
  'in its place',
  'in their places',
  'the same',
  'put',
  'where they stand',
  'where it stands',
  'the position of',
  'please',
];

/** "keep the house and the garage (where they are)". */
function readKeep(scan: Scan, i: number): Read<ObjectRef[]> | undefined {
  const { tokens } = scan;
  let at = skipAny(tokens, i, keepIntro);
  at = matchAny(tokens, at, keepWords);
  if (at < 0) return undefined;
  at = skipAny(tokens, at, ['the position of', 'the positions of', 'the location of']);
  const list = readRefList(scan, at);
  if (list === undefined) return undefined;
  return { value: list.value, next: skipAny(tokens, list.next, keepTails) };
}

function readHead(tokens: Tokens, i: number): number {
  const head = matchAny(tokens, i, regenerateHeads);
  if (head < 0) return -1;
  let at = head;
  // "regenerate everything again please"
  for (let k = 0; k < 3; k++) at = skipAny(tokens, at, regenerateObjects);
  return at;
}

export function parseRegenerate(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const head = readHead(tokens, 0);
  if (head >= 0) {
    if (head === tokens.length) return { commands: [{ kind: 'regenerate', keep: [] }], verb: [] };
    const keep = readKeep(scan, head);
    if (keep === undefined || keep.next !== tokens.length) return undefined;
    return { commands: [{ kind: 'regenerate', keep: keep.value }], verb: [] };
  }
  // "keep the house and regenerate the rest"
  const keep = readKeep(scan, 0);
  if (keep === undefined) return undefined;
  const then = readHead(tokens, skipAny(tokens, keep.next, [',', 'and', 'but', 'then', 'and then']));
  if (then !== tokens.length) return undefined;
  return { commands: [{ kind: 'regenerate', keep: keep.value }], verb: [] };
}
