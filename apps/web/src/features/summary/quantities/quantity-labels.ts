import { russianObjectNames, type BillOfQuantities, type EdgeKind, type QuantityRow } from '@plotplan/domain';
import type { Locale } from '@plotplan/contract/locale';
import type { MessageKey, Translate } from '../../../lib/i18n';

const areaLabels: Readonly<Record<string, MessageKey>> = {
  paved_m2: 'quantities.paved',
  paths_m2: 'quantities.paths',
  roofs_m2: 'quantities.roofs',
  beds_m2: 'quantities.beds',
  lawn_m2: 'quantities.lawn',
  soil_m3: 'quantities.soil',
};

const edgeKindLabels: Readonly<Record<EdgeKind, MessageKey>> = {
  street: 'edge.streetLower',
  driveway: 'edge.drivewayLower',
  neighbor: 'edge.neighborLower',
  field: 'edge.fieldLower',
  forest: 'edge.forestLower',
  water: 'edge.waterLower',
  unknown: 'edge.unknownLower',
};

const OBJECT_PREFIX = 'object:';

/**
 * A bill line's name in the interface's language: the domain names lines in English; objects take
 * their Russian catalog name (a name the catalog does not know stays as it is).
 */
export function quantityLabel(
  t: Translate,
  locale: Locale,
  row: QuantityRow,
  edgeKinds: readonly EdgeKind[],
): string {
  if (row.group === 'objects') {
    const code = row.key.startsWith(OBJECT_PREFIX) ? row.key.slice(OBJECT_PREFIX.length) : row.key;
    return locale === 'ru' ? (russianObjectNames[code] ?? row.label) : row.label;
  }
  if (row.group === 'fences') {
    const edge = Number(row.key.split(':')[1]);
    const kind = edgeKinds[edge];
    return kind === undefined
      ? row.label
      : t('quantities.fenceSide', { side: edge + 1, kind: t(edgeKindLabels[kind]) });
  }
  const key = areaLabels[row.key];
  return key === undefined ? row.label : t(key);
}

/** The bill with every line named in the interface's language. */
export const localizedBill = (
  t: Translate,
  locale: Locale,
  bill: BillOfQuantities,
  edgeKinds: readonly EdgeKind[],
): BillOfQuantities => ({
  ...bill,
  rows: bill.rows.map((row) => ({ ...row, label: quantityLabel(t, locale, row, edgeKinds) })),
});
