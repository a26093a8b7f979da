import proj4 from 'proj4';
import type { Point } from '../geometry/index.js';

/** WGS84 longitude, latitude: what GeoJSON holds without a `crs` (RFC 7946). */
const WGS84 = '+proj=longlat +datum=WGS84 +no_defs';

// Pulkovo 1942 to WGS84 (GOST R 51794-2008's seven parameters, as EPSG:15865 / proj's +towgs84).
const PULKOVO_TO_WGS84 = '+towgs84=23.57,-140.95,-79.8,0,0.35,0.79,-0.22';

/**
 * The proj definition of an EPSG code Plotplan reads: WGS84 (4326), Web Mercator (3857), WGS84 UTM
 * zones north and south (32601-32660, 32701-32760), ETRS89 UTM zones (25828-25838), and Pulkovo
 * 1942 Gauss-Krüger 6° zones with false easting prefixed by the zone (28404-28432), as Russian
 * cadastral and survey data come when not in a local MSK (whose parameters are not public).
 */
export function epsgDefinition(code: number): string | undefined {
  if (code === 4326) return WGS84;
  if (code === 3857 || code === 900913)
    return '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs';
  const utm = (zone: number, south: boolean, datum: string) =>
    `+proj=utm +zone=${zone}${south ? ' +south' : ''} ${datum} +units=m +no_defs`;
  if (code >= 32601 && code <= 32660) return utm(code - 32600, false, '+datum=WGS84');
  if (code >= 32701 && code <= 32760) return utm(code - 32700, true, '+datum=WGS84');
  if (code >= 25828 && code <= 25838) return utm(code - 25800, false, '+ellps=GRS80 +towgs84=0,0,0,0,0,0,0');
  if (code >= 28404 && code <= 28432) {
    const zone = code - 28400;
    return `+proj=tmerc +lat_0=0 +lon_0=${zone * 6 - 3} +k=1 +x_0=${zone * 1_000_000 + 500_000} +y_0=0 +ellps=krass ${PULKOVO_TO_WGS84} +units=m +no_defs`;
  }
  return undefined;
}

/** The EPSG code a GeoJSON `crs` name gives (`EPSG:32637`, `urn:ogc:def:crs:EPSG::32637`), CRS84 as 4326. */
export function epsgCodeOf(name: string): number | undefined {
  if (/^urn:ogc:def:crs:OGC:[\d.]*:CRS84$/i.test(name) || /^(OGC:)?CRS84$/i.test(name)) return 4326;
  const match = /^(?:urn:ogc:def:crs:)?EPSG:(?:[\d.]*:)?(\d+)$/i.exec(name.trim());
  return match === null ? undefined : Number(match[1]);
}

/** What the GeoJSON says of its coordinate system: none, one Plotplan converts, or one it cannot. */
export type DeclaredCrs =
  | { readonly kind: 'none' }
  | { readonly kind: 'wgs84' }
  | { readonly kind: 'projected'; readonly name: string; readonly toLonLat: (p: Point) => Point }
  | { readonly kind: 'unknown'; readonly name: string };

/** The coordinate system a GeoJSON's `crs` member (GeoJSON 2008, as QGIS and GDAL write it) names. */
export function declaredCrs(crs: unknown): DeclaredCrs {
  if (crs === undefined || crs === null) return { kind: 'none' };
  const properties = typeof crs === 'object' ? (crs as Record<string, unknown>)['properties'] : undefined;
  const raw =
    typeof properties === 'object' && properties !== null
      ? (properties as Record<string, unknown>)['name']
      : undefined;
  const name = typeof raw === 'string' ? raw : JSON.stringify(crs).slice(0, 120);
  const code = epsgCodeOf(name);
  const definition = code === undefined ? undefined : epsgDefinition(code);
  if (code === undefined || definition === undefined) return { kind: 'unknown', name };
  if (code === 4326) return { kind: 'wgs84' };
  const converter = proj4(definition, WGS84);
  return {
    kind: 'projected',
    name: `EPSG:${code}`,
    toLonLat: ([x, y]) => {
      const [lon = Number.NaN, lat = Number.NaN] = converter.forward([x, y]);
      return [lon, lat];
    },
  };
}

export const unknownCrsMessage = (name: string) =>
  `The file's coordinate system "${name}" is not one Plotplan can convert. It reads WGS84 (EPSG:4326), ` +
  'Web Mercator (EPSG:3857), UTM zones (EPSG:326xx, 327xx, 258xx) and Pulkovo 1942 Gauss-Krüger zones ' +
  '(EPSG:28404-28432); export the boundary in one of these, or in WGS84.';
