import type { Point } from '../geometry/index.js';
import type { AxisOrder, RefusedImport } from './boundary-import-types.js';

/** The number pairs of a corner list, in the order of the file (first column, second column). */
export type ParsedCornerList =
  { readonly ok: true; readonly pairs: readonly Point[]; readonly notes: readonly string[] } | RefusedImport;

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
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const corner = readLine(line);
    if (corner === undefined) {
      skipped.push(index + 1);
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
  return { ok: true, pairs, notes };
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
