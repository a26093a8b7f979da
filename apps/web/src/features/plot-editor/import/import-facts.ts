import type { AxisOrder, ImportedBoundary } from '@plotplan/domain';
import { rounded } from '../../../lib/text';

/** An area as the preparation step shows it: square metres and sotka (ares). */
export const areaText = (m2: number) => `${m2.toFixed(1)} m² (${(m2 / 100).toFixed(2)} sotka)`;

export const axisOrderLabels: Readonly<Record<AxisOrder, string>> = {
  'north-east': 'X north, Y east (land papers, surveyors)',
  xy: 'x east, y north',
  'lat-lon': 'Latitude, longitude (degrees)',
};

/** One line on where the boundary came from: "GeoJSON, 4 corners, degrees (WGS84)". */
export function sourceLine(result: ImportedBoundary): string {
  const { summary } = result;
  const polygon =
    summary.polygon_count > 1 ? `, polygon ${summary.polygon_index} of ${summary.polygon_count}` : '';
  return `${summary.source}, ${summary.vertex_count} corners, ${summary.units}${polygon}`;
}

/** The sides as the step lists them: "1: 30 m". */
export const sideTexts = (result: ImportedBoundary) =>
  result.sides_m.map((length, i) => `${i + 1}: ${rounded(length, 2)} m`);

/** The register's area beside the polygon's: "1210 m² ± 12.17 (the polygon: 1210.0 m², 0.0 m² apart)". */
export function declaredAreaText(result: ImportedBoundary): string {
  const declared = result.summary.declared_area_m2 ?? 0;
  const inaccuracy = result.summary.declared_area_inaccuracy_m2;
  const apart = Math.abs(result.area_m2 - declared).toFixed(1);
  return `${declared} m²${inaccuracy === undefined ? '' : ` ± ${inaccuracy}`} (the polygon: ${result.area_m2.toFixed(1)} m², ${apart} m² apart)`;
}
