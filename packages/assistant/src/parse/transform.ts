import type { SizeChange } from '../commands/index.js';
import { numberValue, readDimensions, readNumber } from './numbers.js';
import { readRef, type RefRead } from './refs.js';
import { matchAny, skipAny, type Clause, type Read, type Scan, type Tokens } from './scan.js';
import { modalPhrases, readSubject } from './subject.js';

// Clauses that rotate or resize objects.

/** "rotate the garage" turns it a quarter. */
export const defaultRotation = 90;
/** "bigger" and "smaller". */
export const growFactor = 1.25;
export const shrinkFactor = 0.8;
/** The contract's largest scale factor. */
const maxFactor = 10;

const rotateVerbs = ['rotate', 'turn', 'spin', 'twist', 'pivot'];
const clockwise = ['clockwise', 'cw', 'to the right', 'right', 'clock wise'];
const counterClockwise = [
  'counterclockwise',
  'counter clockwise',
  'anticlockwise',
  'anti clockwise',
  'ccw',
  'to the left',
  'left',
];
const degreeWords = ['degrees', 'degree', 'deg', 'degs'];

/** An angle: "45", "45 degrees", "a quarter turn", "0.5 turn" (half a turn), "around" (180). */
function readAngle(tokens: Tokens, i: number): Read<number> | undefined {
  const at = skipAny(tokens, i, ['by', 'through']);
  const number = readNumber(tokens, at);
  if (number !== undefined) {
    const turn = matchAny(tokens, number.next, ['turn', 'turns']);
    if (turn >= 0) return { value: number.value * 360, next: turn };
    return { value: number.value, next: skipAny(tokens, number.next, degreeWords) };
  }
  const quarter = matchAny(tokens, at, [
    'a quarter turn',
    'quarter turn',
    'a quarter',
    'a right angle',
    'right angle',
    'sideways',
  ]);
  if (quarter >= 0) return { value: 90, next: quarter };
  const half = matchAny(tokens, at, ['a half turn', 'half turn', 'around', 'round', 'upside down']);
  if (half >= 0) return { value: 180, next: half };
  return undefined;
}

/** "rotate the garage", "turn the house by 45 degrees", "rotate the shed 30° clockwise". */
export function parseRotate(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const verb = matchAny(tokens, 0, rotateVerbs);
  if (verb < 0) return undefined;
  const ref = readRef(scan, verb);
  if (ref === undefined) return undefined;
  let at = ref.next;
  let angle: number | undefined;
  let sign = 1;
  let turned = false;
  // Angle and sense in either order: "30 degrees clockwise", "clockwise by 30 degrees".
  for (let round = 0; round < 2; round++) {
    const read = angle === undefined ? readAngle(tokens, at) : undefined;
    if (read !== undefined) [angle, at] = [read.value, read.next];
    if (!turned) {
      const cw = matchAny(tokens, at, clockwise);
      const ccw = matchAny(tokens, at, counterClockwise);
      if (cw >= 0 || ccw >= 0) [sign, at, turned] = [cw >= 0 ? -1 : 1, Math.max(cw, ccw), true];
    }
  }
  at = skipAny(tokens, at, ['please', 'instead']);
  const degrees = sign * (angle ?? defaultRotation);
  if (at !== tokens.length || !Number.isFinite(degrees) || Math.abs(degrees) > 360) return undefined;
  return { commands: [{ kind: 'rotate', target: ref.ref, degrees }], verb: tokens.slice(0, verb) };
}

const growWords = ['bigger', 'larger', 'wider', 'longer', 'greater', 'huger', 'roomier'];
const shrinkWords = ['smaller', 'narrower', 'shorter', 'tinier', 'less wide', 'more compact', 'compact'];
const degreeAdverbs = [
  'a bit',
  'a little',
  'a little bit',
  'slightly',
  'much',
  'a lot',
  'way',
  'even',
  'somewhat',
  'a tad',
  'significantly',
  'considerably',
];
const asBig = [
  'as big',
  'as large',
  'as wide',
  'as long',
  'the size',
  'bigger',
  'larger',
  'its size',
  'their size',
  'in size',
];
const comparisonTails = [
  'than before',
  'than now',
  'than it is',
  'than they are',
  'than that',
  'as it is',
  'as now',
  'as before',
];

const multiplierWords: ReadonlyMap<string, number> = new Map([
  ['twice', 2],
  ['double', 2],
  ['thrice', 3],
  ['half', 0.5],
]);

function scale(factor: number, next: number): Read<SizeChange> | undefined {
  return factor > 0 && factor <= maxFactor ? { value: { kind: 'scale', factor }, next } : undefined;
}

/** "by 50 percent", "by a factor of 2" after bigger/smaller. */
function readBy(tokens: Tokens, i: number): { percent?: number; factor?: number; next: number } | undefined {
  const percent = matchAny(tokens, i, ['by']);
  if (percent < 0) return undefined;
  const n = numberValue(tokens[percent]);
  if (n !== undefined && tokens[percent + 1] === 'percent') return { percent: n, next: percent + 2 };
  const of = matchAny(tokens, percent, ['a factor of']);
  const f = numberValue(tokens[of]);
  return of >= 0 && f !== undefined ? { factor: f, next: of + 1 } : undefined;
}

/** "bigger", "a bit smaller", "twice as big", "50% larger", "half the size", "10 by 12 m", "3 m wide". */
export function readSizeChange(tokens: Tokens, i: number): Read<SizeChange> | undefined {
  const dims = readDimensions(tokens, i);
  if (dims !== undefined) {
    const value: SizeChange =
      dims.depth === undefined
        ? { kind: 'size', width: dims.width }
        : { kind: 'size', width: dims.width, depth: dims.depth };
    return { value, next: dims.next };
  }
  const at = skipAny(tokens, i, degreeAdverbs);
  const grow = matchAny(tokens, at, growWords);
  const shrink = matchAny(tokens, at, shrinkWords);
  if (grow >= 0 || shrink >= 0) {
    const next = skipAny(tokens, Math.max(grow, shrink), comparisonTails);
    const by = readBy(tokens, next);
    const sign = grow >= 0 ? 1 : -1;
    if (by?.percent !== undefined) return scale(1 + (sign * by.percent) / 100, by.next);
    if (by?.factor !== undefined) return scale(sign > 0 ? by.factor : 1 / by.factor, by.next);
    return scale(grow >= 0 ? growFactor : shrinkFactor, next);
  }
  const n = numberValue(tokens[at]);
  if (n !== undefined && tokens[at + 1] === 'percent') {
    const more = matchAny(tokens, at + 2, growWords);
    const less = matchAny(tokens, at + 2, shrinkWords);
    if (more >= 0) return scale(1 + n / 100, more);
    if (less >= 0) return scale(1 - n / 100, less);
    return undefined;
  }
  const factor = n ?? multiplierWords.get(tokens[at] ?? '');
  const times = n !== undefined ? matchAny(tokens, at + 1, ['times']) : at + 1;
  if (factor === undefined || times < 0) return undefined;
  const big = matchAny(tokens, times, asBig);
  if (big < 0) return undefined;
  return scale(factor, skipAny(tokens, big, comparisonTails));
}

const makeVerbs = [
  'make',
  'change',
  'set',
  'resize',
  'scale',
  'adjust',
  'change the size of',
  'set the size of',
  'adjust the size of',
];
const growVerbs = [
  'enlarge',
  'expand',
  'grow',
  'increase',
  'upsize',
  'extend',
  'widen',
  'lengthen',
  'scale up',
  'increase the size of',
  'make bigger',
];
const shrinkVerbs = [
  'shrink',
  'reduce',
  'decrease',
  'downsize',
  'narrow',
  'scale down',
  'reduce the size of',
  'decrease the size of',
  'make smaller',
];
/** "the pond should be 3 m wide". */
const modalBe = [...modalPhrases(['be']), 'can be'];
/** "the house is too big": the opposite change, by the default factor. */
const tooPhrases = [
  [['is too big', 'is too large', 'are too big', 'are too large', 'is too wide'], shrinkFactor],
  [['is too small', 'are too small', 'is too narrow', 'is too tiny'], growFactor],
] as const;

function clause(
  scan: Scan,
  ref: RefRead,
  change: Read<SizeChange> | undefined,
  verb: number,
): Clause | undefined {
  if (change === undefined) return undefined;
  const at = skipAny(scan.tokens, change.next, ['please', 'instead']);
  if (at !== scan.tokens.length) return undefined;
  return {
    commands: [{ kind: 'resize', target: ref.ref, change: change.value }],
    verb: scan.tokens.slice(0, verb),
  };
}

/** "make the beds bigger", "enlarge the pond by 20%", "resize the house to 10 by 12 m", "halve the lawn". */
export function parseResize(scan: Scan): Clause | undefined {
  const { tokens } = scan;
  const make = matchAny(tokens, 0, makeVerbs);
  if (make >= 0) {
    const ref = readRef(scan, make);
    if (ref === undefined) return undefined;
    // "scale the pond by 1.5"
    const by = matchAny(tokens, ref.next, ['by', 'by a factor of']);
    const factor = numberValue(tokens[by]);
    if (by >= 0 && factor !== undefined && tokens[0] === 'scale')
      return clause(scan, ref, scale(factor, by + 1), make);
    const at = skipAny(tokens, ref.next, ['to', 'into', 'so it is', 'so that it is', 'so they are', 'to be']);
    return clause(scan, ref, readSizeChange(tokens, at), make);
  }
  for (const [verbs, factor] of [
    [growVerbs, growFactor],
    [shrinkVerbs, shrinkFactor],
  ] as const) {
    const verb = matchAny(tokens, 0, verbs);
    if (verb < 0) continue;
    const ref = readRef(scan, verb);
    if (ref === undefined) return undefined;
    if (ref.next === tokens.length) return clause(scan, ref, scale(factor, ref.next), verb);
    const to = matchAny(tokens, ref.next, ['to', 'so it is', 'so that it is']);
    if (to >= 0) return clause(scan, ref, readSizeChange(tokens, to), verb);
    const by = readBy(tokens, ref.next);
    const sign = factor > 1 ? 1 : -1;
    if (by?.percent !== undefined)
      return clause(scan, ref, scale(1 + (sign * by.percent) / 100, by.next), verb);
    if (by?.factor !== undefined)
      return clause(scan, ref, scale(sign > 0 ? by.factor : 1 / by.factor, by.next), verb);
    return clause(
      scan,
      ref,
      scale(factor, skipAny(tokens, ref.next, ['a bit', 'a little', 'slightly'])),
      verb,
    );
  }
  const halve = matchAny(tokens, 0, ['halve', 'halve the size of', 'double the size of']);
  if (halve >= 0) {
    const ref = readRef(scan, halve);
    return ref === undefined
      ? undefined
      : clause(scan, ref, scale(tokens[0] === 'halve' ? 0.5 : 2, ref.next), halve);
  }
  // "the pond should be 3 m wide", "the house is too big"
  const ref = readSubject(scan);
  if (ref === undefined) return undefined;
  const modal = matchAny(tokens, ref.next, modalBe);
  if (modal >= 0) return clause(scan, ref, readSizeChange(tokens, modal), 0);
  for (const [phrases, factor] of tooPhrases) {
    const too = matchAny(tokens, ref.next, phrases);
    if (too >= 0) return clause(scan, ref, scale(factor, too), 0);
  }
  return undefined;
}
