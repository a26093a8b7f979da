import { METRES_PER_FOOT, type QuantityRow, type UnitSystem } from '@plotplan/domain';
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

type Unit = QuantityRow['unit'];

// On an imperial plot: linear feet, square feet and cubic yards (bulk soil is sold by the yard).
const imperialKeys: Record<Unit, MessageKey> = {
  pcs: 'quantities.pcs',
  m2: 'unit.sqft',
  m: 'quantities.ft',
  m3: 'quantities.cuyd',
};

const imperialPerUnitKeys: Record<Unit, MessageKey> = {
  pcs: 'quantities.perPiece',
  m2: 'quantities.perSqft',
  m: 'quantities.perFt',
  m3: 'quantities.perCuyd',
};

/** One imperial unit in the metric one it stands for: a foot is 0.3048 m, a cubic yard 0.7646 m³. */
const imperialSize: Record<Unit, number> = {
  pcs: 1,
  m: METRES_PER_FOOT,
  m2: METRES_PER_FOOT ** 2,
  m3: 0.9144 ** 3,
};

/** A quantity in the plot's units: metres as they are, or feet, square feet, cubic yards. */
export const quantityIn = (quantity: number, unit: Unit, units: UnitSystem): number =>
  units === 'imperial' ? quantity / imperialSize[unit] : quantity;

/** A unit price in the plot's units: per m² as it is, or per square foot (the same total). */
export const unitPriceIn = (price: number, unit: Unit, units: UnitSystem): number =>
  units === 'imperial' ? price * imperialSize[unit] : price;

/** A unit price typed in the plot's units, per the metric unit it is stored in (per sq ft -> per m²). */
export const unitPriceFrom = (price: number, unit: Unit, units: UnitSystem): number =>
  units === 'imperial' ? price / imperialSize[unit] : price;

const fixed = (locale: Locale, value: number, digits: number) =>
  formatNumber(locale, value, { decimals: digits, fixed: true });

/**
 * A line's quantity with its unit: pieces whole, areas to 0.1 m², lengths and volumes to 0.01; on an
 * imperial plot square feet whole, feet to 0.1 and cubic yards to 0.01.
 */
export function formatQuantity(
  t: Translate,
  locale: Locale,
  row: Pick<QuantityRow, 'quantity' | 'unit'>,
  units: UnitSystem = 'metric',
): string {
  if (units === 'imperial') {
    const value = quantityIn(row.quantity, row.unit, units);
    const digits = row.unit === 'pcs' || row.unit === 'm2' ? 0 : row.unit === 'm' ? 1 : 2;
    return t(imperialKeys[row.unit], { value: fixed(locale, value, digits), count: value });
  }
  const digits = row.unit === 'pcs' ? 0 : row.unit === 'm2' ? 1 : 2;
  return t(quantityKeys[row.unit], { value: fixed(locale, row.quantity, digits), count: row.quantity });
}

/** A sum of money to the cent, with the currency code when the project has one. */
export function formatMoney(locale: Locale, value: number, currency?: string): string {
  return currency === undefined ? fixed(locale, value, 2) : `${fixed(locale, value, 2)} ${currency}`;
}

/** "per m²", "per piece" ... for a unit price ("per sq ft" on an imperial plot). */
export const perUnit = (t: Translate, unit: Unit, units: UnitSystem = 'metric'): string =>
  t((units === 'imperial' ? imperialPerUnitKeys : perUnitKeys)[unit]);
