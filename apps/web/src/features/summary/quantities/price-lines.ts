import type { QuantityRow, UnitPrices } from '@plotplan/domain';
import type { Translate } from '../../../lib/i18n';
import { perUnit } from './quantity-format';

/** One input of the unit prices form: a price key with what it prices. */
export interface PriceLine {
  readonly key: string;
  readonly label: string;
}

/**
 * The distinct prices a bill asks for, in its order (all fence sides share one price per metre);
 * the rows' labels are already in the interface's language (localizedBill).
 */
export function priceLines(t: Translate, rows: readonly QuantityRow[]): PriceLine[] {
  const seen = new Set<string>();
  const lines: PriceLine[] = [];
  for (const row of rows) {
    if (seen.has(row.price_key)) continue;
    seen.add(row.price_key);
    const what = row.group === 'fences' ? t('quantities.fence') : row.label;
    lines.push({ key: row.price_key, label: t('quantities.priceLine', { what, per: perUnit(t, row.unit) }) });
  }
  return lines;
}

/** The form's text per price key, from the stored prices (keys the plan no longer asks for kept). */
export function priceTexts(prices: UnitPrices | null): Record<string, string> {
  return Object.fromEntries(Object.entries(prices?.prices ?? {}).map(([key, value]) => [key, String(value)]));
}

/**
 * The form's texts as the body to send: blank inputs are not priced; numbers may use a decimal
 * comma. A text that is not a number stays a string, for the schema to name.
 */
export function unitPricesBody(
  texts: Readonly<Record<string, string>>,
  currency: string,
): { currency?: string; prices: Record<string, number | string> } | null {
  const prices: Record<string, number | string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const trimmed = text.trim();
    if (trimmed === '') continue;
    const value = Number(trimmed.replace(',', '.'));
    prices[key] = Number.isNaN(value) ? trimmed : value;
  }
  const code = currency.trim().toUpperCase();
  if (Object.keys(prices).length === 0 && code === '') return null;
  return { ...(code === '' ? {} : { currency: code }), prices };
}
