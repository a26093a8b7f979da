import { importBoundary, type ImportedBoundary, type Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { emptyPlot } from '../state/editor-draft';
import { withImportedBoundary } from './with-imported-boundary';

const imported = (text: string, format: 'csv' | 'geojson'): ImportedBoundary => {
  const result = importBoundary(text, { format, axisOrder: 'xy' });
  if (!result.ok) throw new Error(result.errors.join(' '));
  return result;
};

const plot: Plot = {
  ...emptyPlot,
  north_deg: 30,
  entrance: { edge: 0, t: 0.5, width_m: 3 },
  location: { lat: 10, lon: 20 },
  georef: { lat: 10, lon: 20, x: 0, y: 0 },
};

describe('withImportedBoundary', () => {
  it('puts a corner list in place: north from the import, entrance and old georef dropped', () => {
    const next = withImportedBoundary(plot, imported('0;0\n40;0\n40;25\n20;35\n0;25', 'csv'));
    expect(next.boundary).toHaveLength(5);
    expect(next.edges).toEqual(Array(5).fill({ kind: 'unknown' }));
    expect(next.north_deg).toBe(0);
    expect(next.entrance).toBeUndefined();
    expect(next.georef).toBeUndefined();
    expect(next.location).toEqual({ lat: 10, lon: 20 });
    expect(next.protected_areas).toBe(plot.protected_areas);
  });

  it('keeps the side descriptions when the corner count is the same', () => {
    const next = withImportedBoundary(plot, imported('0;0\n40;0\n40;25\n0;25', 'csv'));
    expect(next.edges).toEqual(plot.edges);
  });

  it('takes location and georef from a geographic file', () => {
    const square = [
      [37.62, 55.75],
      [37.6205, 55.75],
      [37.6205, 55.7503],
      [37.62, 55.7503],
      [37.62, 55.75],
    ];
    const next = withImportedBoundary(
      plot,
      imported(JSON.stringify({ type: 'Polygon', coordinates: [square] }), 'geojson'),
    );
    expect(next.location?.lat).toBeCloseTo(55.75015, 4);
    expect(next.georef?.lon).toBeCloseTo(37.62025, 4);
  });
});
