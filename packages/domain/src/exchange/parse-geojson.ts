import type { Point } from '../geometry/index.js';
import type { ParsedRings, SourceRing } from './boundary-import-types.js';
import { declaredCrs, unknownCrsMessage } from './geojson-crs.js';

/**
 * Reads the polygons of a GeoJSON text (RFC 7946: longitude, latitude in WGS84 degrees): a Polygon,
 * a MultiPolygon, a GeometryCollection, a Feature or a FeatureCollection of them. Each polygon
 * gives its outer ring and the number of its holes; other geometries are skipped. A file that
 * names another coordinate system in a `crs` member (GeoJSON 2008, as QGIS and GDAL still write
 * for projected data) is converted to WGS84 with proj4, or refused naming that system.
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
  const crs = declaredCrs(isRecord(root) ? root['crs'] : undefined);
  if (crs.kind === 'unknown') return { ok: false, errors: [unknownCrsMessage(crs.name)] };
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
  if (crs.kind === 'projected') {
    const converted = rings.map((ring) => ({ ...ring, points: ring.points.map(crs.toLonLat) }));
    return { ok: true, rings: converted, notes: [...notes, `Converted from ${crs.name} to WGS84 (proj4).`] };
  }
  if (crs.kind === 'none') {
    const corner = rings
      .flatMap((r) => r.points)
      .find(([lon, lat]) => !(Math.abs(lon) <= 180 && Math.abs(lat) <= 90));
    if (corner !== undefined)
      return {
        ok: false,
        errors: [
          `The coordinates (${corner[0]}, ${corner[1]}) are not longitude and latitude in degrees, and the file ` +
            'names no coordinate system (no "crs" member): export it in WGS84 (EPSG:4326), or with its crs.',
        ],
      };
  }
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
