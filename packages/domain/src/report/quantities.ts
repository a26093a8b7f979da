// Bill of quantities of a plan: counts, areas, fences, soil, unit prices and its CSV.
export {
  billOfQuantities,
  GROUND_BED_SOIL_DEPTH_M,
  quantityTags,
  type BillOfQuantities,
  type QuantityGroup,
  type QuantityRow,
  type QuantityUnit,
} from './bill-of-quantities.js';
export { entranceGap, fenceRuns, type FenceRun } from './fence-runs.js';
export { csvField, QUANTITIES_CSV_HEADER, quantitiesCsv, type QuantitiesCsvWords } from './quantities-csv.js';
export {
  MAX_UNIT_PRICE,
  MAX_UNIT_PRICES,
  objectPriceKey,
  PRICE_KEY_PATTERN,
  quantityPriceKeys,
  type QuantityPriceKey,
  type UnitPrices,
} from './unit-prices.js';
