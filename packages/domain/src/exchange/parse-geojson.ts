import type { Point } from '../geometry/index.js';
import type { ParsedRings, SourceRing } from './boundary-import-types.js';

/**
 * Reads the polygons of a GeoJSON text (RFC 7946: longitude, latitude in WGS84 degrees): a Polygon,
 * a MultiPolygon, a GeometryCollection, a Feature or a FeatureCollection of them. Each polygon
 * gives its outer ring and the number of its holes; other geometries are skipped.
 */
export function parseGeoJson(text: string): ParsedRings {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['The file is not valid JSON, so it cannot be read as GeoJSON.'] };
  }
  const rings: SourceRing[] = [];
  const errors: string[] = [];
  let skipped = 0;
  const visit = (node: unknown, depth: number): void => {
    if (!isRecord(node) || depth > 8) return;
    switch (node['type']) {
      case 'FeatureCollection':
        if (Array.isArray(node['features'])) node['features'].forEach((f) => visit(f, depth + 1));
        return;
      case 'Feature':
        visit(node['geometry'], depth + 1);
        return;
      case 'GeometryCollection':
        if (Array.isArray(node['geometries'])) node['geometries'].forEach((g) => visit(g, depth + 1));
        return;
      case 'Polygon':
        addPolygon(node['coordinates'], rings, errors);
        return;
      case 'MultiPolygon':
        if (Array.isArray(node['coordinates']))
          node['coordinates'].forEach((p) => addPolygon(p, rings, errors));
        return;
      default:
        skipped += 1;
    }
  };
  visit(root, 0);
  if (errors.length > 0) return { ok: false, errors };
  if (rings.length === 0) {
    return {
      ok: false,
      errors: ['The GeoJSON has no Polygon or MultiPolygon: a plot boundary must be a closed polygon.'],
    };
  }
  const notes =
    skipped === 0
      ? []
      : [
          `Skipped ${skipped === 1 ? '1 geometry that is not a polygon' : `${skipped} geometries that are not polygons`}.`,
        ];
  return { ok: true, rings, notes };
}

function addPolygon(coordinates: unknown, rings: SourceRing[], errors: string[]): void {
  if (!Array.isArray(coordinates) || coordinates.length === 0) {
    errors.push('A GeoJSON polygon has no coordinates.');
    return;
  }
  const outer = positions(coordinates[0]);
  if (outer === undefined) {
    errors.push('A GeoJSON polygon has coordinates that are not [longitude, latitude] numbers.');
    return;
  }
  rings.push({ points: outer, holes: coordinates.length - 1 });
}

/** [lon, lat] pairs of a GeoJSON ring (a third number, the height, is ignored). */
function positions(ring: unknown): Point[] | undefined {
  if (!Array.isArray(ring)) return undefined;
  const points: Point[] = [];
  for (const position of ring) {
    if (!Array.isArray(position) || position.length < 2) return undefined;
    const [lon, lat] = position as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number') return undefined;
    points.push([lon, lat]);
  }
  return points;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
