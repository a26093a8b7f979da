import type { Locale } from '@plotplan/contract/locale';
import type { AxisOrder, ImportedBoundary } from '@plotplan/domain';
import {
  formatArea,
  formatMetres,
  formatNumber,
  formatSotka,
  translate,
  type MessageKey,
} from '../../../lib/i18n';
import { importText } from './import-text';

/** An area as the preparation step shows it: square metres and sotka (ares). */
export const areaText = (locale: Locale, m2: number) =>
  `${formatArea(locale, m2, false)} (${formatSotka(locale, m2)})`;

export const axisOrderLabels: Readonly<Record<AxisOrder, MessageKey>> = {
  'north-east': 'import.orderNorthEast',
  xy: 'import.orderXy',
  'lat-lon': 'import.orderLatLon',
};

/** One line on where the boundary came from: "GeoJSON, 4 corners, degrees (WGS84)". */
export function sourceLine(locale: Locale, result: ImportedBoundary): string {
  const { summary } = result;
  const values = {
    source: importText(locale, summary.source),
    count: summary.vertex_count,
    units: importText(locale, summary.units),
  };
  return summary.polygon_count > 1
    ? translate(locale, 'import.sourceLinePolygon', {
        ...values,
        index: summary.polygon_index,
        total: summary.polygon_count,
      })
    : translate(locale, 'import.sourceLine', values);
}

/** The sides as the step lists them: "1: 30 m". */
export const sideTexts = (locale: Locale, result: ImportedBoundary) =>
  result.sides_m.map((length, i) => `${i + 1}: ${formatMetres(locale, length)}`);

/** The register's area beside the polygon's: "1210 m² ± 12.17 (the polygon: 1210.0 m², 0.0 m² apart)". */
export function declaredAreaText(locale: Locale, result: ImportedBoundary): string {
  const declared = result.summary.declared_area_m2 ?? 0;
  const inaccuracy = result.summary.declared_area_inaccuracy_m2;
  const number = (n: number) => formatNumber(locale, n, { decimals: 2, grouping: false });
  const stated = `${translate(locale, 'unit.m2', { value: number(declared) })}${
    inaccuracy === undefined ? '' : ` ± ${number(inaccuracy)}`
  }`;
  return translate(locale, 'import.declared', {
    declared: stated,
    polygon: formatArea(locale, result.area_m2, false),
    apart: formatArea(locale, Math.abs(result.area_m2 - declared), false),
  });
}
