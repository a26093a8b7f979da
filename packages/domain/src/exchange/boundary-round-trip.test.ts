import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planToGeo, geoToPlan } from '../geo/index.js';
import type { Point } from '../geometry/index.js';
import type { Plot } from '../model/plot.js';
import { boundaryToGeoJson } from './boundary-geojson.js';
import { importBoundary } from './boundary-import.js';

/** A convex-ish ring: corners at increasing angles around a centre, at radii 20..120 m. */
const ringArbitrary = fc
  .array(
    fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 20, max: 120, noNaN: true })),
    {
      minLength: 3,
      maxLength: 12,
    },
  )
  .map((corners): Point[] =>
    corners.map(([, radius], i) => {
      const angle = ((i + 0.5) / corners.length) * 2 * Math.PI;
      return [200 + radius * Math.cos(angle), 200 + radius * Math.sin(angle)];
    }),
  );

const plotArbitrary = fc.record({
  boundary: ringArbitrary,
  north_deg: fc.double({ min: 0, max: 359.9, noNaN: true }),
  georef: fc.record({
    lat: fc.double({ min: -80, max: 80, noNaN: true }),
    lon: fc.double({ min: -179, max: 179, noNaN: true }),
    x: fc.double({ min: 0, max: 400, noNaN: true }),
    y: fc.double({ min: 0, max: 400, noNaN: true }),
  }),
});

describe('boundaryToGeoJson then importBoundary', () => {
  it('gives back every corner on the ground within 1 mm, for any north, place and shape', () => {
    fc.assert(
      fc.property(plotArbitrary, (plot: Pick<Plot, 'boundary' | 'north_deg' | 'georef'>) => {
        const feature = boundaryToGeoJson(plot);
        const result = importBoundary(JSON.stringify(feature), { format: 'geojson' });
        if (!result.ok) throw new Error(result.errors.join(' '));
        const { georef } = plot;
        const imported = result.georef;
        if (imported === undefined || georef === undefined) throw new Error('no georef');
        expect(result.boundary).toHaveLength(plot.boundary.length);
        result.boundary.forEach((point, i) => {
          // The imported corner, placed on Earth by its georef and seen in the original plan frame.
          const back = geoToPlan(planToGeo(point, imported, result.north_deg), georef, plot.north_deg);
          const original = plot.boundary[i] as Point;
          expect(Math.hypot(back[0] - original[0], back[1] - original[1])).toBeLessThan(0.001);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a north-up plot drawn from 0, 0 as it was, within 1 mm', () => {
    const boundary: Point[] = [
      [0, 0],
      [31.4, 0],
      [35, 27.2],
      [2.5, 30],
    ];
    const plot = { boundary, north_deg: 0, georef: { lat: 55.75, lon: 37.62, x: 16, y: 14 } };
    const result = importBoundary(JSON.stringify(boundaryToGeoJson(plot)), { format: 'geojson' });
    if (!result.ok) throw new Error(result.errors.join(' '));
    result.boundary.forEach((p, i) => {
      const q = boundary[i] as Point;
      expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeLessThan(0.001);
    });
  });

  it('has no GeoJSON for a plot without a georef', () => {
    expect(boundaryToGeoJson({ boundary: [[0, 0]], north_deg: 0 })).toBeUndefined();
  });
});

describe('a Plotplan project file (the summary\'s "Download JSON") imported back', () => {
  it('keeps the boundary where it was saved, within 1 mm, with its north, location and georef', () => {
    fc.assert(
      fc.property(plotArbitrary, (shape) => {
        const plot = { ...shape, location: { lat: shape.georef.lat, lon: shape.georef.lon } };
        const file = { format: 'plotplan-project', version: 1, project: { name: 'Dacha', plot } };
        const result = importBoundary(JSON.stringify(file, null, 2), { format: 'geojson' });
        if (!result.ok) throw new Error(result.errors.join(' '));
        expect(result.north_deg).toBe(plot.north_deg);
        // As JSON carries them (-0 is written as 0).
        const asSaved = JSON.parse(JSON.stringify(plot)) as typeof plot;
        expect(result.georef).toEqual(asSaved.georef);
        expect(result.location).toEqual(asSaved.location);
        expect(result.summary.source).toBe('Plotplan project file');
        result.boundary.forEach((p, i) => {
          const q = plot.boundary[i] as Point;
          expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeLessThan(0.001);
        });
      }),
      { numRuns: 40 },
    );
  });
});
