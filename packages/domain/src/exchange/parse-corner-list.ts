import type { Point } from '../geometry/index.js';
import type { AxisOrder, RefusedImport } from './boundary-import-types.js';

/** The number pairs of a corner list, in the order of the file (first column, second column). */
export type ParsedCornerList = CornerList | RefusedImport;

export interface CornerList {
  readonly ok: true;
  readonly pairs: readonly Point[];
  readonly notes: readonly string[];
  /** The order a header line names (`Номер;X;Y`, `N;E`, `lat,lon`), if one does. */
  readonly header?: AxisOrder;
  /** Whether the corners carry point numbers or names in a first column. */
  readonly numbered: boolean;
}

const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a corner list as land papers and survey software write it, one corner a line: `x;y`,
 * `x,y`, `x y` or tab-separated; with three or more fields the first is the point's number or
 * name (`1;6123456,78;2345678,90`, `н1 6123456.78 2345678.90`) and fields after the coordinates
 * (a height, a code) are ignored. A decimal comma is allowed unless the comma separates fields.
 * Lines that are not corners (headers, notes) are skipped and counted in the notes.
 */
export function parseCornerList(text: string): ParsedCornerList {
  const pairs: Point[] = [];
  const skipped: number[] = [];
  let labelled = 0;
  let header: AxisOrder | undefined;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const corner = readLine(line);
    if (corner === undefined) {
      skipped.push(index + 1);
      if (pairs.length === 0) header ??= headerOrder(line);
      return;
    }
    if (corner.labelled) labelled += 1;
    pairs.push(corner.pair);
  });
  if (pairs.length === 0) {
    return {
      ok: false,
      errors: [
        'No corners found: each line should hold two numbers (x;y, x,y or x y), optionally after a point number.',
      ],
    };
  }
  const notes: string[] = [];
  if (labelled > 0) notes.push('The first column was read as point numbers.');
  if (skipped.length > 0) {
    const lines = skipped.length <= 5 ? ` (${skipped.join(', ')})` : '';
    notes.push(
      `Skipped ${skipped.length === 1 ? '1 line that is not a corner' : `${skipped.length} lines that are not corners`}${lines}.`,
    );
  }
  return { ok: true, pairs, notes, numbered: labelled > 0, ...(header === undefined ? {} : { header }) };
}

// Column names, as land papers, survey software and GIS write them. X and Y only in capitals (Latin
// or Cyrillic Х, У): a lowercase "x;y" is as often a CAD export with x east.
const axisNames: readonly (readonly [RegExp, 'north' | 'east' | 'lat' | 'lon'])[] = [
  [/^[XХ](?![A-Za-zА-Яа-я])/, 'north'],
  [/^[YУ](?![A-Za-zА-Яа-я])/, 'east'],
  [/^(N|northing|north)$/i, 'north'],
  [/^(E|easting|east)$/i, 'east'],
  [/^(lat|latitude|широта)$/i, 'lat'],
  [/^(lon|lng|long|longitude|долгота)$/i, 'lon'],
];

/** The axis order a header line names, or undefined when it names none. */
function headerOrder(line: string): AxisOrder | undefined {
  const names = line
    .split(/[;\t,]|\s+/)
    .map((field) => field.trim().replace(/[,.:()]+$/, ''))
    .map((field) => axisNames.find(([pattern]) => pattern.test(field))?.[1])
    .filter((name) => name !== undefined);
  const [first, second] = names;
  if (first === 'north' && second === 'east') return 'north-east';
  if (first === 'east' && second === 'north') return 'xy';
  if (first === 'lat' && second === 'lon') return 'lat-lon';
  return undefined;
}

/** The axis order to read a corner list in, whether it is only a guess, and why, in words. */
export interface AxisDecision {
  readonly order: AxisOrder;
  readonly guessed: boolean;
  readonly reason: string;
}

/**
 * How to read a corner list: as its header names the columns; else latitude, longitude when the
 * values are degrees; else X north first when the corners are numbered (as land papers list them);
 * else by the size of the values, which is only a guess (see guessAxisOrder).
 */
export function decideAxisOrder(list: CornerList): AxisDecision {
  if (list.header !== undefined)
    return { order: list.header, guessed: false, reason: 'The header names the columns.' };
  const byValues = guessAxisOrder(list.pairs);
  if (byValues === 'lat-lon')
    return { order: byValues, guessed: true, reason: 'The values look like latitude and longitude.' };
  if (list.numbered)
    return {
      order: 'north-east',
      guessed: false,
      reason: 'The corners are numbered, as in land papers: X (north) is read first.',
    };
  return byValues === 'north-east'
    ? { order: byValues, guessed: true, reason: 'National-grid values: X (north) is read first.' }
    : { order: byValues, guessed: true, reason: 'Small values without a header: read x east, y north.' };
}

function readLine(line: string): { pair: Point; labelled: boolean } | undefined {
  if (line.includes(';')) return readFields(line.split(';'), true);
  if (line.includes('\t')) return readFields(line.split('\t'), true);
  // "x,y" first; "6123456,78 2345678,90" (decimal commas, spaces between) when that fails.
  const byComma = line.includes(',') ? readFields(line.split(','), false) : undefined;
  return byComma ?? readFields(line.split(/\s+/), true);
}

function readFields(
  raw: readonly string[],
  decimalComma: boolean,
): { pair: Point; labelled: boolean } | undefined {
  const fields = raw.map((f) => f.trim()).filter((f) => f !== '');
  const value = (field: string | undefined): number | undefined => {
    if (field === undefined) return undefined;
    const text = decimalComma ? field.replace(',', '.') : field;
    return numberPattern.test(text) ? Number(text) : undefined;
  };
  const [first, second] = fields.length === 2 ? [fields[0], fields[1]] : [fields[1], fields[2]];
  if (fields.length < 2) return undefined;
  const [a, b] = [value(first), value(second)];
  return a === undefined || b === undefined ? undefined : { pair: [a, b], labelled: fields.length > 2 };
}

/**
 * The axis order the values suggest: degrees that fit latitude, longitude and span under a degree
 * read as `lat-lon`; large values (over 100 km, as in national grids, where land papers put X
 * north first) as `north-east`; small local values as `xy`.
 */
export function guessAxisOrder(pairs: readonly Point[]): AxisOrder {
  const span = (k: 0 | 1) => {
    const values = pairs.map((p) => p[k]);
    return Math.max(...values) - Math.min(...values);
  };
  const degrees = pairs.every(([a, b]) => Math.abs(a) <= 90 && Math.abs(b) <= 180);
  const fractional = pairs.some(([a, b]) => !Number.isInteger(a) || !Number.isInteger(b));
  if (degrees && fractional && span(0) < 0.5 && span(1) < 0.5 && Math.max(span(0), span(1)) < 0.1)
    return 'lat-lon';
  if (pairs.some(([a, b]) => Math.abs(a) >= 100_000 || Math.abs(b) >= 100_000)) return 'north-east';
  return 'xy';
}
