import type { CompassPoint, Placement } from '../commands/index.js';
import { readCompass } from './compass.js';
import { readLength } from './numbers.js';
import { readRef } from './refs.js';
import { attempt, matchAny, skipAny, type Read, type Scan, type Tokens } from './scan.js';
import { readSunniest } from './sunniest.js';

// Where to put or move something: a side of the plot, near / away from / beside an object, the
// sunniest spot, or (for moves) a shift by a distance.

/** "a bit to the west" moves 1 m; "further south" 2 m. */
export const bitDistance = 1;
export const furtherDistance = 2;

const towards = [
  'to the',
  'towards the',
  'toward the',
  'to',
  'towards',
  'toward',
  'in the direction of the',
  'in the direction of',
];
const bitWords = [
  'a bit',
  'a little',
  'a little bit',
  'a tiny bit',
  'just a bit',
  'just a little',
  'slightly',
  'a tad',
  'a touch',
  'somewhat',
];
const furtherWords = ['further', 'farther', 'more', 'even further', 'even more', 'some more'];
const plotWords = ['plot', 'garden', 'site', 'land', 'property', 'lot', 'yard', 'plan', 'section', 'parcel'];
const areaWords = [
  'side',
  'fence',
  'boundary',
  'border',
  'edge',
  'end',
  'part',
  'half',
  'area',
  'corner',
  'section',
  'zone',
  'line',
  'fence line',
  'boundary line',
  'property line',
  'perimeter',
  'wall',
];
const sidePrepositions = [
  'in',
  'at',
  'on',
  'to',
  'into',
  'onto',
  'along',
  'by',
  'near',
  'against',
  'up against',
  'next to',
  'close to',
  'towards',
  'toward',
  'over to',
  'in to',
  'over on',
  'all the way to',
];
const nearWords = [
  'near',
  'near to',
  'nearer',
  'nearer to',
  'next to',
  'right next to',
  'close to',
  'closer to',
  'close by',
  'beside',
  'by',
  'alongside',
  'adjacent to',
  'against',
  'up against',
  'toward',
  'towards',
  'to',
  'around',
  'at',
];
const awayWords = [
  'away from',
  'far from',
  'far away from',
  'further from',
  'farther from',
  'further away from',
  'farther away from',
  'well away from',
  'a long way from',
  'not near',
  'not next to',
  'not close to',
  'as far as possible from',
  'as far away as possible from',
  'as far from',
  'as far away from',
];

interface Direction {
  readonly point: CompassPoint;
  readonly next: number;
}

/** A direction, optionally introduced: "east", "to the east", "towards the east". */
function readDirection(tokens: Tokens, i: number): Direction | undefined {
  return readCompass(tokens, skipAny(tokens, i, towards)) ?? readCompass(tokens, i);
}

function shift(point: CompassPoint, distance: number, next: number): Read<Placement> {
  return { value: { kind: 'shift', direction: point, distance_m: distance }, next };
}

/** "3 m east", "by 3 metres to the east", "a bit to the west", "further south", "north by 2 m". */
export function readShift(tokens: Tokens, i: number): Read<Placement> | undefined {
  const length = readLength(tokens, skipAny(tokens, i, ['by']));
  if (length !== undefined) {
    const dir = readDirection(tokens, skipAny(tokens, length.next, furtherWords));
    return dir === undefined ? undefined : shift(dir.point, length.value, dir.next);
  }
  const bit = matchAny(tokens, i, bitWords);
  if (bit >= 0) {
    const dir = readDirection(tokens, skipAny(tokens, bit, furtherWords));
    return dir === undefined ? undefined : shift(dir.point, bitDistance, dir.next);
  }
  const further = matchAny(tokens, i, furtherWords);
  if (further >= 0) {
    const dir = readDirection(tokens, further);
    return dir === undefined ? undefined : shift(dir.point, furtherDistance, dir.next);
  }
  const dir = readDirection(tokens, i);
  if (dir === undefined) return undefined;
  const after = readLength(tokens, skipAny(tokens, dir.next, ['by']));
  if (after !== undefined) return shift(dir.point, after.value, after.next);
  const bitAfter = matchAny(tokens, dir.next, bitWords);
  if (bitAfter >= 0) return shift(dir.point, bitDistance, bitAfter);
  const furtherAfter = matchAny(tokens, dir.next, ['further', 'farther', 'more']);
  return furtherAfter >= 0 ? shift(dir.point, furtherDistance, furtherAfter) : undefined;
}

/** "north of the house", "to the west of the garage", "on the south side of the greenhouse". */
function readBeside(scan: Scan, i: number): Read<Placement> | undefined {
  const { tokens } = scan;
  let at = i;
  const length = readLength(tokens, at);
  if (length !== undefined) at = length.next;
  at = skipAny(tokens, at, ['just', 'right', 'directly', 'immediately']);
  at = skipAny(tokens, at, ['to the', 'on the', 'at the', 'in the', 'to']);
  const dir = readCompass(tokens, at);
  if (dir === undefined) return undefined;
  at = skipAny(tokens, dir.next, ['side']);
  const of = matchAny(tokens, at, ['of', 'from']);
  if (of < 0) return undefined;
  const ref = readRef(scan, of);
  if (ref === undefined) return undefined;
  return { value: { kind: 'beside', direction: dir.point, ref: ref.ref }, next: ref.next };
}

/** "in the north-west corner", "near the south fence", "on the east side of the plot", "north". */
export function readSide(tokens: Tokens, i: number): Read<CompassPoint> | undefined {
  let at = skipAny(tokens, i, sidePrepositions);
  at = skipAny(tokens, at, ['the', 'my', 'our']);
  at = skipAny(tokens, at, ['very', 'far']);
  const dir = readCompass(tokens, at);
  if (dir === undefined) return undefined;
  at = skipAny(tokens, dir.next, areaWords);
  const of = matchAny(tokens, at, ['of the', 'of my', 'of our', 'of']);
  if (of >= 0) {
    const plot = matchAny(tokens, of, plotWords);
    if (plot < 0) return undefined;
    at = plot;
  }
  return { value: dir.point, next: at };
}

function readNear(scan: Scan, i: number): Read<Placement> | undefined {
  const at = matchAny(scan.tokens, i, nearWords);
  if (at < 0) return undefined;
  const ref = readRef(scan, at);
  return ref === undefined ? undefined : { value: { kind: 'near', ref: ref.ref }, next: ref.next };
}

function readAway(scan: Scan, i: number): Read<Placement> | undefined {
  const at = matchAny(scan.tokens, i, awayWords);
  if (at < 0) return undefined;
  const ref = readRef(scan, at);
  if (ref === undefined) return undefined;
  const next = skipAny(scan.tokens, ref.next, ['as possible', 'as you can']);
  return { value: { kind: 'away_from', ref: ref.ref }, next };
}

/**
 * A placement at i. Shifts ("3 m east") only where `allowShift` (moves); a bare direction or "to the
 * north" is the north side of the plot.
 */
export function readPlacement(scan: Scan, i: number, allowShift: boolean): Read<Placement> | undefined {
  const { tokens } = scan;
  const sunny = readSunniest(tokens, i);
  if (sunny !== undefined) return sunny;
  if (allowShift) {
    const moved = readShift(tokens, i);
    if (moved !== undefined) return moved;
  }
  const beside = attempt(scan, () => readBeside(scan, i));
  if (beside !== undefined) return beside;
  const side = readSide(tokens, i);
  if (side !== undefined) return { value: { kind: 'side', side: side.value }, next: side.next };
  return attempt(scan, () => readAway(scan, i)) ?? attempt(scan, () => readNear(scan, i));
}
