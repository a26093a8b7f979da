import { METRES_PER_FOOT, type UnitSystem } from '../model/plot.js';
import type { BillOfQuantities, QuantityRow } from './bill-of-quantities.js';

export const QUANTITIES_CSV_HEADER = ['Item', 'Quantity', 'Unit', 'Unit price', 'Total'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * text starting with = + - or @ gets a leading apostrophe so spreadsheets do not run it as a formula.
 */
export function csvField(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The CSV's header row and its total row's name, in the project's language. */
export interface QuantitiesCsvWords {
  readonly header: readonly [string, string, string, string, string];
  readonly total: string;
}

const englishCsvWords: QuantitiesCsvWords = { header: QUANTITIES_CSV_HEADER, total: 'Total' };

/** An imperial plot's units: each one's name, and its size in the metric unit it stands for. */
const IMPERIAL: Readonly<Record<QuantityRow['unit'], { readonly name: string; readonly size: number }>> = {
  pcs: { name: 'pcs', size: 1 },
  m: { name: 'ft', size: METRES_PER_FOOT },
  m2: { name: 'sq ft', size: METRES_PER_FOOT ** 2 },
  m3: { name: 'cu yd', size: 0.9144 ** 3 },
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** A line as CSV fields: as stored, or in feet, square feet and cubic yards (the same total). */
function lineFields(row: QuantityRow, units: UnitSystem): (string | number | undefined)[] {
  if (units === 'metric') return [row.label, row.quantity, row.unit, row.unit_price, row.total];
  const { name, size } = IMPERIAL[row.unit];
  const price = row.unit_price === undefined ? undefined : round(row.unit_price * size, 4);
  return [row.label, round(row.quantity / size, 2), name, price, row.total];
}

/**
 * The bill as CSV (RFC 4180: comma separated, CRLF line ends, a header row, '.' decimals), one row
 * per line, and a last "Total" row when any line is priced (with the currency, if set, in its unit column).
 * On an imperial plot the quantities and unit prices are in feet, square feet and cubic yards.
 */
export function quantitiesCsv(
  bill: BillOfQuantities,
  words: QuantitiesCsvWords = englishCsvWords,
  units: UnitSystem = 'metric',
): string {
  const rows: (string | number | undefined)[][] = [
    [...words.header],
    ...bill.rows.map((row) => lineFields(row, units)),
  ];
  if (bill.total !== null) rows.push([words.total, undefined, bill.currency, undefined, bill.total]);
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
