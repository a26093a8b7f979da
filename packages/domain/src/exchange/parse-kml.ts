import type { Point } from '../geometry/index.js';
import type { ParsedRings, SourceRing } from './boundary-import-types.js';

// A tolerant scan, not an XML parser: KML from Google Earth, QGIS or a cadastral portal writes
// <Polygon><outerBoundaryIs><LinearRing><coordinates>lon,lat[,alt] ...</coordinates>, with or
// without a namespace prefix (kml:Polygon).
const polygonTag = /<(?:[\w-]+:)?Polygon\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?Polygon\s*>/g;
const outerTag = /<(?:[\w-]+:)?outerBoundaryIs\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?outerBoundaryIs\s*>/;
const innerTag = /<(?:[\w-]+:)?innerBoundaryIs\b/g;
const coordinatesTag = /<(?:[\w-]+:)?coordinates\b[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?coordinates\s*>/;

/** Reads the polygons of a KML text: each one's outer ring ([lon, lat]) and its number of holes. */
export function parseKml(text: string): ParsedRings {
  if (!/<(?:[\w-]+:)?kml\b/.test(text) && !/<(?:[\w-]+:)?Placemark\b/.test(text)) {
    return { ok: false, errors: ['The file is not KML: it has no <kml> element.'] };
  }
  const rings: SourceRing[] = [];
  const errors: string[] = [];
  for (const match of text.matchAll(polygonTag)) {
    const body = match[1] ?? '';
    const outer = outerTag.exec(body)?.[1] ?? body;
    const coordinates = coordinatesTag.exec(outer)?.[1];
    const points = coordinates === undefined ? undefined : tuples(coordinates);
    if (points === undefined) {
      errors.push(
        `KML polygon ${rings.length + errors.length + 1} has no readable <coordinates> (longitude,latitude pairs).`,
      );
      continue;
    }
    rings.push({ points, holes: [...body.matchAll(innerTag)].length });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (rings.length === 0) {
    return { ok: false, errors: ['The KML has no <Polygon>: a plot boundary must be a closed polygon.'] };
  }
  return { ok: true, rings, notes: [] };
}

/** "lon,lat[,alt] lon,lat[,alt] ..." as [lon, lat] points. */
function tuples(text: string): Point[] | undefined {
  const points: Point[] = [];
  for (const tuple of text.trim().split(/\s+/)) {
    if (tuple === '') continue;
    const [lon, lat] = tuple.split(',').map(Number);
    if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat))
      return undefined;
    points.push([lon, lat]);
  }
  return points.length > 0 ? points : undefined;
}
