import type { QuantityRow } from '@plotplan/domain';
import type { Locale } from '@plotplan/contract/locale';
import { formatNumber, type MessageKey, type Translate } from '../../../lib/i18n';

const quantityKeys: Record<QuantityRow['unit'], MessageKey> = {
  pcs: 'quantities.pcs',
  m2: 'unit.m2',
  m: 'unit.m',
  m3: 'quantities.m3',
};

const perUnitKeys: Record<QuantityRow['unit'], MessageKey> = {
  pcs: 'quantities.perPiece',
  m2: 'quantities.perM2',
  m: 'quantities.perM',
  m3: 'quantities.perM3',
};

const fixed = (locale: Locale, value: number, digits: number) =>
  formatNumber(locale, value, { decimals: digits, fixed: true });

/** A line's quantity with its unit: pieces whole, areas to 0.1 m², lengths and volumes to 0.01. */
export function formatQuantity(
  t: Translate,
  locale: Locale,
  row: Pick<QuantityRow, 'quantity' | 'unit'>,
): string {
  const digits = row.unit === 'pcs' ? 0 : row.unit === 'm2' ? 1 : 2;
  return t(quantityKeys[row.unit], { value: fixed(locale, row.quantity, digits), count: row.quantity });
}

/** A sum of money to the cent, with the currency code when the project has one. */
export function formatMoney(locale: Locale, value: number, currency?: string): string {
  return currency === undefined ? fixed(locale, value, 2) : `${fixed(locale, value, 2)} ${currency}`;
}

/** "per m²", "per piece" ... for a unit price. */
export const perUnit = (t: Translate, unit: QuantityRow['unit']): string => t(perUnitKeys[unit]);
