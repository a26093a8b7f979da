import type { QuantityRow, UnitPrices, UnitSystem } from '@plotplan/domain';
import type { Translate } from '../../../lib/i18n';
import { perUnit, unitPriceFrom, unitPriceIn } from './quantity-format';

/** One input of the unit prices form: a price key with what it prices, and the unit it is per. */
export interface PriceLine {
  readonly key: string;
  readonly label: string;
  /** The stored (metric) unit; the form shows and takes the price per the plot's own unit. */
  readonly unit: QuantityRow['unit'];
}

/**
 * The distinct prices a bill asks for, in its order (all fence sides share one price per metre);
 * the rows' labels are already in the interface's language (localizedBill). Per foot, square foot
 * and cubic yard on an imperial plot.
 */
export function priceLines(
  t: Translate,
  rows: readonly QuantityRow[],
  units: UnitSystem = 'metric',
): PriceLine[] {
  const seen = new Set<string>();
  const lines: PriceLine[] = [];
  for (const row of rows) {
    if (seen.has(row.price_key)) continue;
    seen.add(row.price_key);
    const what = row.group === 'fences' ? t('quantities.fence') : row.label;
    lines.push({
      key: row.price_key,
      label: t('quantities.priceLine', { what, per: perUnit(t, row.unit, units) }),
      unit: row.unit,
    });
  }
  return lines;
}

/**
 * The form's text per price key, from the stored prices (keys the plan no longer asks for kept as
 * stored). On an imperial plot per the line's imperial unit, to 4 decimals: 100 per m² is 9.2903
 * per sq ft.
 */
export function priceTexts(
  prices: UnitPrices | null,
  lines: readonly PriceLine[] = [],
  units: UnitSystem = 'metric',
): Record<string, string> {
  const unitOf = new Map(lines.map((line) => [line.key, line.unit]));
  return Object.fromEntries(
    Object.entries(prices?.prices ?? {}).map(([key, value]) => {
      const unit = unitOf.get(key);
      const shown =
        units === 'metric' || unit === undefined ? value : Number(unitPriceIn(value, unit, units).toFixed(4));
      return [key, String(shown)];
    }),
  );
}

/**
 * Each price as stored, per metric unit: a text left as the stored price shows keeps that price
 * exactly (no rounding drift from 9.2903 back to 99.99997); a changed one is converted from the
 * plot's unit (per sq ft -> per m²).
 */
export function storedPrice(
  prices: UnitPrices | null,
  lines: readonly PriceLine[],
  units: UnitSystem,
  texts: Readonly<Record<string, string>>,
): (key: string, price: number) => number {
  const shown = priceTexts(prices, lines, units);
  const unitOf = new Map(lines.map((line) => [line.key, line.unit]));
  return (key, price) => {
    const stored = prices?.prices[key];
    if (stored !== undefined && shown[key] === texts[key]?.trim()) return stored;
    const unit = unitOf.get(key);
    return unit === undefined ? price : unitPriceFrom(price, unit, units);
  };
}

/**
 * The form's texts as the body to send: blank inputs are not priced; numbers may use a decimal
 * comma. A text that is not a number stays a string, for the schema to name. `toStored` turns a
 * number typed per the plot's unit into the stored one (storedPrice).
 */
export function unitPricesBody(
  texts: Readonly<Record<string, string>>,
  currency: string,
  toStored: (key: string, price: number) => number = (_key, price) => price,
): { currency?: string; prices: Record<string, number | string> } | null {
  const prices: Record<string, number | string> = {};
  for (const [key, text] of Object.entries(texts)) {
    const trimmed = text.trim();
    if (trimmed === '') continue;
    const value = Number(trimmed.replace(',', '.'));
    prices[key] = Number.isNaN(value) ? trimmed : toStored(key, value);
  }
  const code = currency.trim().toUpperCase();
  if (Object.keys(prices).length === 0 && code === '') return null;
  return { ...(code === '' ? {} : { currency: code }), prices };
}
