import { catalogObjects } from '../catalog/catalog-objects.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { PlacedObject, Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { coveredArea } from './covered-area.js';
import { fenceRuns } from './fence-runs.js';
import { groundAreas, lawnTags } from './ground-areas.js';
import { objectPiece, pathPieces } from './cover-pieces.js';
import { metricTags } from './plan-metrics.js';
import { objectPriceKey, type QuantityPriceKey, type UnitPrices } from './unit-prices.js';

export type QuantityUnit = 'pcs' | 'm2' | 'm' | 'm3';
export type QuantityGroup = 'objects' | 'areas' | 'fences' | 'soil';

/** One line of the bill: what, how much, and its cost when the project prices it. */
export interface QuantityRow {
  /** Unique in the bill, e.g. `object:house_small`, `paved_m2`, `fence:0`. */
  readonly key: string;
  readonly group: QuantityGroup;
  readonly label: string;
  readonly quantity: number;
  readonly unit: QuantityUnit;
  /** Which unit price applies (fences share `fence_m`). */
  readonly price_key: string;
  readonly unit_price?: number;
  readonly total?: number;
}

export interface BillOfQuantities {
  readonly rows: readonly QuantityRow[];
  /** The sum of the priced lines; null while no line has a price. */
  readonly total: number | null;
  readonly currency?: string;
}

/**
 * Soil depth of an in-ground bed, m (a spade's depth of topsoil, Plotplan convention); a raised
 * bed is filled to its frame's height instead.
 */
export const GROUND_BED_SOIL_DEPTH_M = 0.3;

/**
 * Catalog tags behind each area line. Paved: hardscape objects (terrace, garden path, driveway,
 * parking); paths are the plan's drawn paths; roofs: the built-up tags (buildings, greenhouses,
 * light structures such as carports and gazebos); beds: `bed` objects (vegetable, raised, herb and
 * strawberry beds). Lawn is what no object or path covers, except that lawns themselves and trees
 * (grass grows under a crown) leave it lawn; existing buildings among the protected areas are not
 * lawn either.
 */
export const quantityTags = {
  paved: metricTags.paved,
  roofs: metricTags.builtUp,
  beds: ['bed'],
  notCoveringLawn: lawnTags,
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

const edgeKindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

function isRaisedBed(entry: LandscapeObject | undefined): boolean {
  return entry !== undefined && entry.code.includes('raised');
}

/** The ground area of one object's footprint (rectangle or disc), m². */
const footprintArea = (object: PlacedObject) =>
  object.shape === 'circle' ? Math.PI * (object.width / 2) ** 2 : object.width * object.depth;

function objectRows(objects: readonly PlacedObject[], byCode: ReadonlyMap<string, LandscapeObject>) {
  const counts = new Map<string, number>();
  for (const object of objects)
    counts.set(object.landscape_object, (counts.get(object.landscape_object) ?? 0) + 1);
  return [...counts.entries()]
    .map(([code, count]) => ({ code, count, name: byCode.get(code)?.name ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code))
    .map(({ code, count, name }): QuantityRow => ({
      key: objectPriceKey(code),
      group: 'objects',
      label: name,
      quantity: count,
      unit: 'pcs',
      price_key: objectPriceKey(code),
    }));
}

const areaRow = (key: QuantityPriceKey, label: string, quantity: number): QuantityRow => ({
  key,
  group: 'areas',
  label,
  quantity: round2(quantity),
  unit: 'm2',
  price_key: key,
});

function withPrices(rows: readonly QuantityRow[], prices: UnitPrices | null | undefined): BillOfQuantities {
  let total: number | null = null;
  const priced = rows.map((row): QuantityRow => {
    const unitPrice = prices?.prices[row.price_key];
    if (unitPrice === undefined) return row;
    const lineTotal = round2(row.quantity * unitPrice);
    total = round2((total ?? 0) + lineTotal);
    return { ...row, unit_price: unitPrice, total: lineTotal };
  });
  return { rows: priced, total, ...(prices?.currency === undefined ? {} : { currency: prices.currency }) };
}

/**
 * The plan's bill of quantities: pieces per catalog object, areas in m² (each the union of its
 * footprints inside the boundary, so overlaps count once; path joints' small wedges are left out as
 * in planMetrics), fence length per fenced side less the entrance, and the beds' soil volume (a bed's
 * footprint times its soil depth: a raised bed's height, else GROUND_BED_SOIL_DEPTH_M). Unit prices,
 * when given, price the lines they name and give a grand total. Figures to 0.01 (soil to 0.001 m³).
 */
export function billOfQuantities(
  plot: Plot,
  plan: Plan | null,
  prices?: UnitPrices | null,
  catalog: readonly LandscapeObject[] = catalogObjects,
): BillOfQuantities {
  const ring = plot.boundary;
  const objects = plan?.objects ?? [];
  const byCode = new Map(catalog.map((entry) => [entry.code, entry]));
  const tagged = (tags: readonly string[]) =>
    objects.filter(
      (object) => byCode.get(object.landscape_object)?.tags.some((tag) => tags.includes(tag)) === true,
    );
  const paths = (plan?.paths ?? []).flatMap(pathPieces);
  const beds = tagged(quantityTags.beds);
  const soil = beds.reduce((sum, bed) => {
    const entry = byCode.get(bed.landscape_object);
    const depth = isRaisedBed(entry) ? bed.height_m : GROUND_BED_SOIL_DEPTH_M;
    return sum + footprintArea(bed) * depth;
  }, 0);
  const rows: QuantityRow[] = [
    ...objectRows(objects, byCode),
    areaRow('paved_m2', 'Paved surfaces', coveredArea(ring, tagged(quantityTags.paved).map(objectPiece))),
    areaRow('paths_m2', 'Paths', coveredArea(ring, paths)),
    areaRow(
      'roofs_m2',
      'Roofs (building footprints)',
      coveredArea(ring, tagged(quantityTags.roofs).map(objectPiece)),
    ),
    areaRow('beds_m2', 'Beds', coveredArea(ring, beds.map(objectPiece))),
    areaRow('lawn_m2', 'Lawn', groundAreas(plot, plan, catalog).lawn_m2),
    ...fenceRuns(plot).map((run): QuantityRow => ({
      key: `fence:${run.edge}`,
      group: 'fences',
      label: `Fence, side ${run.edge + 1} (${edgeKindLabel(run.kind)})`,
      quantity: round2(run.length_m),
      unit: 'm',
      price_key: 'fence_m',
    })),
    {
      key: 'soil_m3',
      group: 'soil',
      label: 'Bed soil',
      quantity: round3(soil),
      unit: 'm3',
      price_key: 'soil_m3',
    },
  ];
  return withPrices(rows, prices);
}
