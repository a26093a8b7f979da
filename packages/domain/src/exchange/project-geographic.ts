import { centroid, type Point } from '../geometry/index.js';
import { projectTransverseMercator, unprojectTransverseMercator, type LatLon } from '../geo/index.js';

/**
 * A [lon, lat] ring in metres on the transverse Mercator plane centred on its own centroid (east,
 * north; grid north there is true north), with that centroid. Within a plot's 10 km the plane
 * keeps ground distances to a few millimetres per kilometre.
 */
export function projectGeographicRing(ring: readonly Point[]): { points: Point[]; centre: LatLon } {
  const project = (c: LatLon) =>
    ring.map(([lon, lat]): Point => {
      const en = projectTransverseMercator({ lat, lon }, c);
      return [en.east, en.north];
    });
  const mean = ring.reduce<LatLon>(
    (sum, [lon, lat]) => ({ lat: sum.lat + lat / ring.length, lon: sum.lon + lon / ring.length }),
    { lat: 0, lon: 0 },
  );
  const [east, north] = centroid(project(mean));
  const centre = unprojectTransverseMercator({ east, north }, mean);
  return { points: project(centre), centre };
}

/** Why a [lon, lat] ring cannot be a place on Earth for a plot, or undefined when it can. */
export function geographicProblem(ring: readonly Point[]): string | undefined {
  const bad = ring.findIndex(([lon, lat]) => !(Math.abs(lon) <= 180 && Math.abs(lat) <= 90));
  if (bad >= 0) {
    const [lon, lat] = ring[bad] ?? [0, 0];
    return `Corner ${bad + 1} (latitude ${lat}, longitude ${lon}) is not a position in degrees: geographic coordinates must be WGS84 degrees.`;
  }
  if (ring.some(([, lat]) => Math.abs(lat) > 84))
    return 'The plot lies beyond 84° of latitude, where plans here cannot be geo-referenced.';
  const lons = ring.map(([lon]) => lon);
  if (Math.max(...lons) - Math.min(...lons) > 180)
    return 'The polygon crosses the 180° meridian; split it or move it before importing.';
  return undefined;
}
