import { planToGeo } from '../geo/index.js';
import type { Plot } from '../model/plot.js';

/** A GeoJSON Feature holding a plot boundary as a Polygon (RFC 7946). */
export interface BoundaryFeature {
  readonly type: 'Feature';
  readonly properties: { readonly name: string };
  readonly geometry: {
    readonly type: 'Polygon';
    /** One ring of [longitude, latitude], closed (the first position repeated at the end). */
    readonly coordinates: readonly (readonly (readonly [number, number])[])[];
  };
}

const round9 = (value: number) => Math.round(value * 1e9) / 1e9;

/**
 * The plot's boundary as a GeoJSON Feature in WGS84 longitude, latitude (9 decimals: 0.1 mm), for
 * a geo-referenced plot; undefined when the plot has no georef (it has no place on Earth). The
 * ring keeps the boundary's counter-clockwise order, as RFC 7946 wants for outer rings.
 */
export function boundaryToGeoJson(
  plot: Pick<Plot, 'boundary' | 'north_deg' | 'georef'>,
  name = 'Plot boundary',
): BoundaryFeature | undefined {
  const { georef } = plot;
  if (georef === undefined || plot.boundary.length === 0) return undefined;
  const ring = plot.boundary.map((point): readonly [number, number] => {
    const { lat, lon } = planToGeo(point, georef, plot.north_deg);
    return [round9(lon), round9(lat)];
  });
  const first = ring[0] as readonly [number, number];
  return {
    type: 'Feature',
    properties: { name },
    geometry: { type: 'Polygon', coordinates: [[...ring, first]] },
  };
}
