import type { BillOfQuantities } from './bill-of-quantities.js';

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

/**
 * The bill as CSV (RFC 4180: comma separated, CRLF line ends, a header row, '.' decimals), one row
 * per line, and a last "Total" row when any line is priced (with the currency, if set, in its unit column).
 */
export function quantitiesCsv(bill: BillOfQuantities, words: QuantitiesCsvWords = englishCsvWords): string {
  const rows: (string | number | undefined)[][] = [
    [...words.header],
    ...bill.rows.map((row) => [row.label, row.quantity, row.unit, row.unit_price, row.total]),
  ];
  if (bill.total !== null) rows.push([words.total, undefined, bill.currency, undefined, bill.total]);
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
