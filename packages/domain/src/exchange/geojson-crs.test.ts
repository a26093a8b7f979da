import { describe, expect, it } from 'vitest';
import { importBoundary, type BoundaryImport, type ImportedBoundary } from './boundary-import.js';
import qgisUtm37 from './fixtures/qgis-utm37.geojson?raw';
import { epsgCodeOf } from './geojson-crs.js';

const imported = (result: BoundaryImport): ImportedBoundary => {
  if (!result.ok) throw new Error(result.errors.join(' '));
  return result;
};

/** A square-ish polygon in a projected system, as a GeoJSON with a crs member. */
const withCrs = (name: string, [e, n]: [number, number]) =>
  JSON.stringify({
    type: 'Feature',
    crs: { type: 'name', properties: { name } },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [e, n],
          [e + 30, n],
          [e + 30, n + 40],
          [e, n + 40],
          [e, n],
        ],
      ],
    },
  });
const featureCollection = (name: string, corner: [number, number]) =>
  `{"type":"FeatureCollection","crs":{"type":"name","properties":{"name":"${name}"}},"features":[${withCrs(name, corner)}]}`;

describe('GeoJSON in a declared coordinate system', () => {
  it('reads a QGIS export in UTM zone 37N (EPSG:32637): in Moscow, 30 x 40 m of grid as ground metres', () => {
    const result = imported(importBoundary(qgisUtm37, { format: 'geojson' }));
    expect(result.location?.lat).toBeCloseTo(55.7522, 3);
    expect(result.location?.lon).toBeCloseTo(37.6177, 3);
    // 1.38° west of zone 37's central meridian the UTM scale is about 0.99969: a grid metre is
    // 1.0003 m on the ground.
    result.sides_m.forEach((side, i) => {
      const grid = i % 2 === 0 ? 30 : 40;
      expect(side / grid).toBeGreaterThan(1.0001);
      expect(side / grid).toBeLessThan(1.0004);
    });
    expect(result.summary.notes).toContain('Converted from EPSG:32637 to WGS84 (proj4).');
  });

  it('reads Pulkovo 1942 Gauss-Krüger zone 7 (EPSG:28407) with the zone in the easting', () => {
    const result = imported(
      importBoundary(featureCollection('EPSG:28407', [7413309.67, 6181917.78]), { format: 'geojson' }),
    );
    expect(result.location?.lat).toBeCloseTo(55.7522, 3);
    expect(result.location?.lon).toBeCloseTo(37.6177, 3);
  });

  it('names a coordinate system it cannot convert', () => {
    const refused = importBoundary(withCrs('urn:ogc:def:crs:EPSG::2154', [652000, 6862000]), {
      format: 'geojson',
    });
    expect(refused.ok === false && refused.errors[0]).toMatch(
      /^The file's coordinate system "urn:ogc:def:crs:EPSG::2154" is not one Plotplan can convert\./,
    );
  });

  it('reads the names GDAL, QGIS and older tools write', () => {
    expect(epsgCodeOf('urn:ogc:def:crs:EPSG::32637')).toBe(32637);
    expect(epsgCodeOf('urn:ogc:def:crs:EPSG:6.6:4326')).toBe(4326);
    expect(epsgCodeOf('EPSG:3857')).toBe(3857);
    expect(epsgCodeOf('urn:ogc:def:crs:OGC:1.3:CRS84')).toBe(4326);
    expect(epsgCodeOf('MSK-50 zone 2')).toBeUndefined();
  });
});
