import { describe, expect, it } from 'vitest';
import {
  importBoundary,
  localSystemNote,
  type BoundaryImport,
  type ImportedBoundary,
} from './boundary-import.js';
import barePairs from './fixtures/bare-pairs.txt?raw';
import cornersXy from './fixtures/corners-x-y.csv?raw';
import moscowLocal from './fixtures/moscow-local-x-y.csv?raw';
import { decideAxisOrder, parseCornerList, type CornerList } from './parse-corner-list.js';

const imported = (result: BoundaryImport): ImportedBoundary => {
  if (!result.ok) throw new Error(result.errors.join(' '));
  return result;
};
const list = (text: string): CornerList => {
  const parsed = parseCornerList(text);
  if (!parsed.ok) throw new Error(parsed.errors.join(' '));
  return parsed;
};

describe('the order of a corner list', () => {
  it('reads a Moscow local-system list with a Номер;X;Y header X north first: not mirrored', () => {
    const result = imported(importBoundary(moscowLocal, { format: 'csv' }));
    expect(result.summary).toMatchObject({ axis_order: 'north-east', axis_order_guessed: false });
    // Corner 4 lies 35 m north of corner 1 and 10 m east: the apex points north.
    expect(result.boundary).toContainEqual([10, 35]);
    expect(result.boundary).not.toContainEqual([35, 10]);
    expect(result.summary.notes).toContain('The header names the columns.');
    // What a local system (an MSK zone) gets, and what it does not.
    expect(result.summary.notes).toContain(localSystemNote);
    expect(result).not.toHaveProperty('location');
    const xEast = imported(importBoundary(moscowLocal, { format: 'csv', axisOrder: 'xy' }));
    expect(xEast.summary.notes).not.toContain(localSystemNote);
  });

  it('takes numbered corners as land papers list them (X north), with or without a header', () => {
    const numbered = '1 12510.35 -3420.10\n2 12510.35 -3395.10\n3 12540.35 -3395.10\n4 12545.35 -3410.10\n';
    expect(decideAxisOrder(list(numbered))).toMatchObject({ order: 'north-east', guessed: false });
    const result = imported(importBoundary(`${numbered}5 12540.35 -3420.10\n`, { format: 'csv' }));
    expect(result.boundary).toContainEqual([10, 35]);
  });

  it('knows the other names of the columns', () => {
    const order = (header: string) => list(`${header}\n1;2\n3;4\n5;7\n`).header;
    expect(order('Х, м;У, м')).toBe('north-east');
    expect(order('Northing,Easting')).toBe('north-east');
    expect(order('E;N')).toBe('xy');
    expect(order('Y;X')).toBe('xy');
    expect(order('lat;lon')).toBe('lat-lon');
    // A lowercase x;y is as often x east: it names no order.
    expect(order('x;y')).toBeUndefined();
  });

  it('says when the order is a guess: bare small pairs are read x east, and flagged', () => {
    const result = imported(importBoundary(barePairs, { format: 'csv' }));
    expect(result.summary).toMatchObject({ axis_order: 'xy', axis_order_guessed: true });
    expect(result.summary.notes).toContain(
      'Small values without a header: read x east, y north. This is a guess: check the other reading.',
    );
    const other = imported(importBoundary(barePairs, { format: 'csv', axisOrder: 'north-east' }));
    // The other reading is the mirror image: the same area and sides, the apex on the other axis.
    expect(other.area_m2).toBeCloseTo(result.area_m2, 9);
    expect(result.boundary).toContainEqual([10, 35]);
    expect(other.boundary).toContainEqual([35, 10]);
    expect(decideAxisOrder(list(cornersXy)).guessed).toBe(true);
  });
});
