/** Prices per unit of the bill of quantities' lines that are not objects. */
export const quantityPriceKeys = [
  'paved_m2',
  'paths_m2',
  'roofs_m2',
  'beds_m2',
  'lawn_m2',
  'fence_m',
  'soil_m3',
] as const;
export type QuantityPriceKey = (typeof quantityPriceKeys)[number];

/** The price key of one piece of a catalog object, e.g. `object:house_small`. */
export const objectPriceKey = (code: string): string => `object:${code}`;

/** A price key: one of quantityPriceKeys, or `object:<catalog code>`. */
export const PRICE_KEY_PATTERN =
  /^(paved_m2|paths_m2|roofs_m2|beds_m2|lawn_m2|fence_m|soil_m3|object:[a-z0-9_-]{1,64})$/;

/** Highest unit price accepted (any currency). */
export const MAX_UNIT_PRICE = 1_000_000_000;
/** Most prices one project keeps. */
export const MAX_UNIT_PRICES = 300;

/**
 * A project's unit prices: per key (a missing key: not priced) and an optional ISO 4217 currency
 * code shown beside the totals.
 */
export interface UnitPrices {
  readonly currency?: string;
  readonly prices: Readonly<Record<string, number>>;
}
