import type { QuantityRow } from '@plotplan/domain';

const unitText: Record<QuantityRow['unit'], string> = { pcs: 'pcs', m2: 'm²', m: 'm', m3: 'm³' };

const decimals = (value: number, digits: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A line's quantity with its unit: pieces whole, areas to 0.1 m², lengths and volumes to 0.01. */
export function formatQuantity(row: Pick<QuantityRow, 'quantity' | 'unit'>): string {
  const digits = row.unit === 'pcs' ? 0 : row.unit === 'm2' ? 1 : 2;
  return `${decimals(row.quantity, digits)} ${unitText[row.unit]}`;
}

/** A sum of money to the cent, with the currency code when the project has one. */
export function formatMoney(value: number, currency?: string): string {
  return currency === undefined ? decimals(value, 2) : `${decimals(value, 2)} ${currency}`;
}

/** "per m²", "per piece" ... for a unit price. */
export const perUnit = (unit: QuantityRow['unit']) =>
  unit === 'pcs' ? 'per piece' : `per ${unitText[unit]}`;
