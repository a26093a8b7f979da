import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/index.js';
import { importBoundary, type BoundaryImport, type ImportedBoundary } from './boundary-import.js';
import cadastralDe from './fixtures/cadastral-de.txt?raw';
import cadastralRu from './fixtures/cadastral-ru.txt?raw';
import latLon from './fixtures/corners-lat-lon.csv?raw';
import xy from './fixtures/corners-x-y.csv?raw';
import featureCollection from './fixtures/feature-collection.geojson?raw';
import feature from './fixtures/feature.geojson?raw';
import garbage from './fixtures/garbage.txt?raw';
import multiPolygon from './fixtures/multi-polygon.geojson?raw';
import kmlWithHole from './fixtures/plot-with-hole.kml?raw';
import kml from './fixtures/plot.kml?raw';
import selfCrossing from './fixtures/self-crossing.csv?raw';
import tooFew from './fixtures/too-few.csv?raw';

function imported(result: BoundaryImport): ImportedBoundary {
  if (!result.ok) throw new Error(`refused: ${result.errors.join(' ')}`);
  return result;
}

const near = (actual: readonly number[], expected: readonly number[], tol: number) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((a, i) => expect(Math.abs(a - (expected[i] ?? NaN))).toBeLessThan(tol));
};

const box = (points: readonly Point[]) => ({
  minX: Math.min(...points.map((p) => p[0])),
  minY: Math.min(...points.map((p) => p[1])),
});

describe('importBoundary: corner lists', () => {
  it('reads a Russian cadastral list (point names, decimal comma, X north) as 1350 m²', () => {
    // Relative to н1, the corners are (north, east): (0,0) (40,0) (50,15) (40,30) (0,30): a 30 x 40 m
    // rectangle (1200 m²) with a 30 m-wide, 10 m-high triangle (150 m²) on its north side.
    const result = imported(importBoundary(cadastralRu, { format: 'csv', axisOrder: 'north-east' }));
    expect(result.area_m2).toBeCloseTo(1350, 6);
    // Listed clockwise (as land papers do); reversed keeping corner 1, so the sides run
    // н1-н5 (30 m east), н5-н4 (40 m), н4-н3, н3-н2 (18.03 m each: √(10² + 15²)), н2-н1 (40 m).
    near(result.sides_m, [30, 40, Math.hypot(10, 15), Math.hypot(10, 15), 40], 1e-6);
    expect(result.boundary[0]).toEqual([0, 0]);
    expect(result.boundary).toContainEqual([15, 50]);
    expect(result.north_deg).toBe(0);
    expect(result.georef).toBeUndefined();
    expect(result.summary).toMatchObject({ format: 'csv', vertex_count: 5, axis_order: 'north-east' });
    expect(result.summary.notes.join(' ')).toMatch(/point numbers.*Skipped 4 lines.*reversed/);
  });

  it('reads X north first when the header names X and Y, and does not call it a guess', () => {
    const result = imported(importBoundary(cadastralRu, { format: 'csv' }));
    expect(result.summary.axis_order).toBe('north-east');
    expect(result.summary.axis_order_guessed).toBe(false);
    expect(result.summary.notes).toContain('The header names the columns.');
    expect(result.boundary).toContainEqual([15, 50]);
    // Read as x east, y north instead, the same corners give the mirrored shape (same area).
    const mirrored = imported(importBoundary(cadastralRu, { format: 'csv', axisOrder: 'xy' }));
    expect(mirrored.boundary).toContainEqual([50, 15]);
    expect(mirrored.area_m2).toBeCloseTo(1350, 6);
  });

  it('reads a German list (point numbers, spaces, X north) as a 28 x 24 m rectangle', () => {
    const result = imported(importBoundary(cadastralDe, { format: 'csv', axisOrder: 'north-east' }));
    expect(result.area_m2).toBeCloseTo(672, 6);
    near(result.sides_m, [28, 24, 28, 24], 1e-6);
  });

  it('reads x;y with a decimal comma and a header line', () => {
    const result = imported(importBoundary(xy, { format: 'csv', axisOrder: 'xy' }));
    expect(result.boundary).toEqual([
      [0, 0],
      [25.5, 0],
      [25.5, 40],
      [0, 40],
    ]);
    expect(result.area_m2).toBe(1020);
  });

  it('reads lat,lon degrees as geographic: projected, located and geo-referenced', () => {
    const result = imported(importBoundary(latLon, { format: 'csv' }));
    expect(result.summary.axis_order).toBe('lat-lon');
    near(result.sides_m, [25, 36, 25, 36], 0.005);
    expect(result.location?.lat).toBeCloseTo(60.17016, 4);
    expect(result.georef).toBeDefined();
  });

  it('refuses a self-crossing list, naming the sides and corners', () => {
    expect(importBoundary(selfCrossing, { format: 'csv', axisOrder: 'xy' })).toEqual({
      ok: false,
      errors: [
        'The polygon crosses itself: side 3 (corner 3 to corner 4) crosses side 1 (corner 1 to corner 2).',
      ],
    });
  });

  it('refuses too few corners, text that has none, and a list wider than 10 km', () => {
    expect(importBoundary(tooFew, { format: 'csv' })).toEqual({
      ok: false,
      errors: ['The boundary has 2 corners; a plot needs at least 3.'],
    });
    const none = importBoundary(garbage, { format: 'csv' });
    expect(none.ok).toBe(false);
    expect(!none.ok && none.errors[0]).toMatch(/^No corners found/);
    const wide = importBoundary('0;0\n12000;0\n12000;50\n', { format: 'csv', axisOrder: 'xy' });
    expect(wide).toEqual({ ok: false, errors: ['The boundary spans 12 km; a plot can span at most 10 km.'] });
  });

  it('refuses a plot under 20 m² in the plot editor words', () => {
    const tiny = importBoundary('0 0\n4 0\n4 4\n0 4', { format: 'csv', axisOrder: 'xy' });
    expect(tiny).toEqual({ ok: false, errors: ['The plot is 16 m²; it must be at least 20 m².'] });
  });

  it('refuses more than 2 MB of text', () => {
    const huge = importBoundary('0;0\n'.repeat(600_000), { format: 'csv' });
    expect(huge.ok === false && huge.errors[0]).toMatch(/larger than 2 MB/);
  });
});

describe('importBoundary: GeoJSON and KML', () => {
  it('projects a GeoJSON Feature to a 30 x 40 m rectangle, north up, min corner at 0, 0', () => {
    // The fixture's corners are 30 m east and 40 m north of each other on the WGS84 ellipsoid.
    const result = imported(importBoundary(feature, { format: 'geojson' }));
    near(result.sides_m, [30, 40, 30, 40], 0.002);
    expect(result.area_m2).toBeCloseTo(1200, 0);
    expect(box(result.boundary)).toEqual({ minX: 0, minY: 0 });
    expect(result.north_deg).toBe(0);
    expect(result.location?.lat).toBeCloseTo(55.75018, 4);
    expect(result.location?.lon).toBeCloseTo(37.62024, 4);
    // The georef's plan point is the centroid: the middle of the rectangle.
    expect(result.georef?.x).toBeCloseTo(15, 2);
    expect(result.georef?.y).toBeCloseTo(20, 2);
    expect(result.summary).toMatchObject({ units: 'degrees (WGS84)', vertex_count: 4, polygon_count: 1 });
  });

  it('takes the polygon of a FeatureCollection, skipping its point', () => {
    const result = imported(importBoundary(featureCollection, { format: 'geojson' }));
    expect(result.area_m2).toBeCloseTo(1350, 0);
    expect(result.summary.notes).toContain('Skipped 1 geometry that is not a polygon.');
  });

  it('takes the largest part of a MultiPolygon and says so', () => {
    const result = imported(importBoundary(multiPolygon, { format: 'geojson' }));
    expect(result.area_m2).toBeCloseTo(1000, 0);
    expect(result.summary).toMatchObject({ polygon_index: 2, polygon_count: 2 });
    expect(result.summary.notes[0]).toBe('The file has 2 polygons; polygon 2, the largest, was imported.');
  });

  it('refuses GeoJSON in projected metres and text that is not JSON', () => {
    const metres = JSON.stringify({
      type: 'Polygon',
      coordinates: [
        [
          [2197634, 6183452],
          [2197664, 6183452],
          [2197664, 6183492],
          [2197634, 6183452],
        ],
      ],
    });
    const refused = importBoundary(metres, { format: 'geojson' });
    expect(refused.ok === false && refused.errors[0]).toBe(
      'The coordinates (2197634, 6183452) are not longitude and latitude in degrees, and the file names no ' +
        'coordinate system (no "crs" member): export it in WGS84 (EPSG:4326), or with its crs.',
    );
    expect(importBoundary('{"type":', { format: 'geojson' }).ok).toBe(false);
  });

  it('reads a KML polygon (20 x 50 m)', () => {
    const result = imported(importBoundary(kml, { format: 'kml' }));
    near(result.sides_m, [20, 50, 20, 50], 0.002);
    expect(result.summary.format).toBe('kml');
  });

  it('refuses a KML polygon with a hole', () => {
    expect(importBoundary(kmlWithHole, { format: 'kml' })).toEqual({
      ok: false,
      errors: ['The polygon has a hole (an inner ring); a plot boundary must be one ring without holes.'],
    });
  });

  it('refuses KML without polygons and text that is not KML', () => {
    const noPolygon = importBoundary(
      '<kml><Placemark><Point><coordinates>1,2</coordinates></Point></Placemark></kml>',
      {
        format: 'kml',
      },
    );
    expect(noPolygon.ok === false && noPolygon.errors[0]).toMatch(/no <Polygon>/);
    expect(importBoundary(garbage, { format: 'kml' }).ok).toBe(false);
  });
});
