import { objectByCode, type LandscapeObject } from '@plotplan/domain';
import type { AssistantCommand, ObjectRef, Placement } from '../commands/index.js';
import { readDimensions, type DimensionsRead } from './numbers.js';
import { readPlacement } from './placement.js';
import { maxCount, readRef, readNounAfterAdjectives } from './refs.js';
import { attempt, matchAny, skipAny, type Clause, type Scan, type Tokens } from './scan.js';
import { modalPhrases, readSubject } from './subject.js';

// Clauses that add, move, remove or swap objects.

/** "add trees": a plural without a number adds a few. */
export const defaultPluralCount = 3;

const addVerbs = [
  'add',
  'put',
  'place',
  'plant',
  'build',
  'install',
  'insert',
  'create',
  'make',
  'dig',
  'drill',
  'construct',
  'erect',
  'set up',
  'include',
  'give me',
  'get me',
  'i want',
  'i need',
  'i would like',
  'we want',
  'we need',
  'we would like',
  'there should be',
  'can i have',
  'can i get',
  'can we have',
  'could i have',
  'could we have',
  'i would like to have',
];
/** Verbs that add only with "a"/"an"/a number: "put the shed ..." moves it. */
const addOnlyIndefinite = new Set(['put', 'place', 'make', 'create', 'get me', 'give me']);
const moveVerbs = [
  'move',
  'shift',
  'relocate',
  'reposition',
  'put',
  'place',
  'push',
  'bring',
  'drag',
  'slide',
  'transfer',
  'take',
  'move over',
];
const moveNeedsDefinite = new Set(['put', 'place', 'bring', 'take']);
const removeVerbs = [
  'remove',
  'delete',
  'get rid of',
  'take away',
  'take out',
  'drop',
  'erase',
  'eliminate',
  'scrap',
  'ditch',
  'lose',
  'clear',
  'clear away',
  'i do not want',
  'i do not need',
  'we do not want',
  'we do not need',
  'no more',
];
const fromPlan = [
  'from the plan',
  'from my plan',
  'from the plot',
  'from my plot',
  'from the layout',
  'from the garden',
  'from my garden',
  'from the design',
  'from the map',
  'altogether',
  'completely',
];
const swapVerbs = ['swap', 'switch', 'exchange', 'interchange', 'trade', 'flip'];
const swapObjects = [
  'the positions of',
  'the places of',
  'the locations of',
  'positions of',
  'places of',
  'locations of',
  'places between',
  'positions between',
  'places',
  'positions',
  'around',
];
const swapTails = ['around', 'round', 'over', 'places', 'positions', 'around please', 'with each other'];
/** "the shed should go north", "the pond must be moved east". */
const modalGo = [
  ...modalPhrases(['be', 'go']),
  'can go',
  'goes',
  'go',
  'should be moved',
  'must be moved',
  'needs to be moved',
];

/** The verb at the start of the clause, with its index after; only the first of `verbs` that fits. */
function verbAt(tokens: Tokens, verbs: readonly string[]): { verb: string; next: number } | undefined {
  let best: { verb: string; next: number } | undefined;
  for (const verb of verbs) {
    const next = matchAny(tokens, 0, [verb]);
    if (next >= 0 && (best === undefined || next > best.next)) best = { verb, next };
  }
  return best;
}

/** Size written after the noun: "4 by 6 m", "of 4 x 6 m", "measuring 3 m across". */
function readSizeAfter(tokens: Tokens, i: number): DimensionsRead | undefined {
  const at = skipAny(tokens, i, [
    'of',
    'measuring',
    'sized',
    'size',
    'that is',
    'which is',
    'with a size of',
    'with a diameter of',
    'in size',
  ]);
  return readDimensions(tokens, at);
}

/** How far a size is outside an object's range (0: it fits). */
function misfit(object: LandscapeObject, size: { width: number; depth?: number }): number {
  const out = (v: number, min: number, max: number) => Math.max(0, min - v, v - max);
  const depth = size.depth ?? object.depth;
  return out(size.width, object.min_width, object.max_width) + out(depth, object.min_depth, object.max_depth);
}

/** The code to add: the noun's first, or with a size the first whose size range fits it best. */
function codeToAdd(
  codes: readonly string[],
  size: DimensionsRead | undefined,
  catalog: readonly LandscapeObject[],
) {
  if (size === undefined || codes.length < 2) return codes[0] ?? '';
  let best = codes[0] ?? '';
  let bestMisfit = Infinity;
  for (const code of codes) {
    const object = objectByCode(code, catalog);
    const score = object === undefined ? Infinity : misfit(object, size);
    if (score < bestMisfit) [best, bestMisfit] = [code, score];
  }
  return best;
}

function sizeOf(size: DimensionsRead): { width: number; depth?: number } {
  return size.depth === undefined ? { width: size.width } : { width: size.width, depth: size.depth };
}

/** "add 2 apple trees near the house", "plant a 3 m hedge along the north fence". */
export function parseAdd(scan: Scan, catalog: readonly LandscapeObject[]): Clause | undefined {
  const { tokens } = scan;
  const verb = verbAt(tokens, addVerbs);
  if (verb === undefined) return undefined;
  let at = verb.next;
  let count: number | undefined;
  const article = matchAny(tokens, at, ['a', 'an', 'another', 'one more', 'a new', 'an extra']);
  const indefinite = article >= 0 || /^\d/.test(tokens[at] ?? '');
  if (article >= 0) [count, at] = [1, article];
  else if (addOnlyIndefinite.has(verb.verb) && !indefinite) return undefined;
  at = skipAny(tokens, at, ['the', 'some', 'more', 'extra', 'new']);
  let size = readDimensions(tokens, at);
  // "2 3 m ponds" is a count then a size; "2 ponds" only a count.
  if (size === undefined) {
    const number = /^\d+$/.test(tokens[at] ?? '') ? Number(tokens[at]) : undefined;
    if (number !== undefined && count === undefined) {
      if (number < 1 || number > maxCount) return undefined;
      [count, at] = [number, at + 1];
      at = skipAny(tokens, at, ['more', 'extra', 'new']);
      size = readDimensions(tokens, at);
    }
  }
  if (size !== undefined) at = size.next;
  const noun = readNounAfterAdjectives(scan, at);
  if (noun === undefined) return undefined;
  at = noun.next;
  let placement: Placement | undefined;
  // Placement first: in "2 m north of the house" the length is a distance, not a size.
  for (let round = 0; round < 2; round++) {
    const place = placement === undefined ? attempt(scan, () => readPlacement(scan, at, false)) : undefined;
    if (place !== undefined) [placement, at] = [place.value, place.next];
    const sizeAfter = size === undefined ? readSizeAfter(tokens, at) : undefined;
    if (sizeAfter !== undefined) [size, at] = [sizeAfter, sizeAfter.next];
  }
  if (at !== tokens.length) return undefined;
  const code = codeToAdd(noun.codes, size, catalog);
  const total = count ?? (noun.plural && !noun.mass ? defaultPluralCount : 1);
  const command: AssistantCommand = {
    kind: 'add',
    landscape_object: code,
    count: total,
    ...(size === undefined ? {} : { size: sizeOf(size) }),
    ...(placement === undefined ? {} : { placement }),
  };
  const mentioned: ObjectRef = { codes: [code], noun: noun.noun, quantity: total };
  return { commands: [command], verb: tokens.slice(0, verb.next), mentioned };
}

/** "move the shed 3 m east", "put the sauna away from the house", "the pond should go north". */
export function parseMove(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const verb = verbAt(tokens, moveVerbs);
  let target: ObjectRef;
  let at: number;
  let verbWords: Tokens;
  if (verb !== undefined) {
    const ref = readRef(scan, verb.next);
    if (ref === undefined) return undefined;
    if (moveNeedsDefinite.has(verb.verb) && ref.determiner !== 'definite' && ref.determiner !== 'all')
      return undefined;
    [target, at, verbWords] = [ref.ref, ref.next, tokens.slice(0, verb.next)];
    at = skipAny(tokens, at, ['over', 'back']);
  } else {
    // "the shed should go north of the house"
    const ref = readSubject(scan);
    if (ref === undefined) return undefined;
    const modal = matchAny(tokens, ref.next, modalGo);
    if (modal < 0) return undefined;
    [target, at, verbWords] = [ref.ref, modal, []];
  }
  const place = readPlacement(scan, at, true);
  if (place === undefined) return undefined;
  at = skipAny(tokens, place.next, ['instead', 'a bit', 'a little']);
  if (at !== tokens.length) return undefined;
  return { commands: [{ kind: 'move', target, placement: place.value }], verb: verbWords };
}

/** "remove the pond", "delete 2 apple trees", "get rid of all beds", "no more trampoline". */
export function parseRemove(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const verb = verbAt(tokens, removeVerbs);
  if (verb === undefined) return undefined;
  const ref = readRef(scan, verb.next);
  if (ref === undefined) return undefined;
  const at = skipAny(tokens, skipAny(tokens, ref.next, fromPlan), ['anymore', 'any more']);
  if (at !== tokens.length) return undefined;
  return { commands: [{ kind: 'remove', target: ref.ref }], verb: tokens.slice(0, verb.next) };
}

/** "swap the gazebo and the playground", "switch places of X and Y", "X and Y should swap places". */
export function parseSwap(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const verb = verbAt(tokens, swapVerbs);
  let at: number;
  if (verb !== undefined) at = skipAny(tokens, verb.next, swapObjects);
  else at = 0;
  const a = readRef(scan, at);
  if (a === undefined) return undefined;
  const join = matchAny(tokens, a.next, ['and', 'with', 'for']);
  if (join < 0) return undefined;
  const b = readRef(scan, join);
  if (b === undefined) return undefined;
  at = b.next;
  if (verb === undefined) {
    const tail = matchAny(tokens, at, [
      'should swap',
      'should switch',
      'swap',
      'switch',
      'should trade',
      'trade',
    ]);
    if (tail < 0) return undefined;
    at = tail;
  }
  at = skipAny(tokens, at, swapTails);
  if (at !== tokens.length) return undefined;
  return { commands: [{ kind: 'swap', a: a.ref, b: b.ref }], verb: [] };
}
