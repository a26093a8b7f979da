import {
  centroid,
  normalizeDeg,
  solarPosition,
  sunDirectionInPlan,
  type GeoLocation,
  type Point,
} from '@plotplan/domain';

export interface SunPathDay {
  readonly label: string;
  readonly points: readonly Point[];
  /** Where the sun is at local solar noon (for a marker). */
  readonly noon: Point | undefined;
}

const days = [
  { label: 'June 21', month: 5 },
  { label: 'March / September 21', month: 2 },
  { label: 'December 21', month: 11 },
] as const;

/**
 * The sun's daily path drawn on the plan as a sky dome around the plot: direction from the sun's
 * azimuth (turned by north_deg), distance from the centre shrinking as the sun climbs.
 */
export function sunPaths(
  boundary: readonly Point[],
  location: GeoLocation,
  northDeg: number,
  radius: number,
  year = 2025,
): SunPathDay[] {
  const centre = boundary.length >= 3 ? centroid(boundary) : ([0, 0] as Point);
  // Local solar time runs ahead of UTC by lon/15 hours; sample the local day.
  const offsetMs = (location.lon / 15) * 3_600_000;
  return days.map(({ label, month }) => {
    const points: Point[] = [];
    let noon: Point | undefined;
    let best = -90;
    for (let minutes = 0; minutes <= 24 * 60; minutes += 10) {
      const date = new Date(Date.UTC(year, month, 21) - offsetMs + minutes * 60_000);
      const sun = solarPosition({ date, lat: location.lat, lon: location.lon });
      if (sun.altitude_deg <= 0) continue;
      const [dx, dy] = sunDirectionInPlan(sun.azimuth_deg, northDeg);
      const r = radius * (1 - sun.altitude_deg / 90);
      const point: Point = [centre[0] + dx * r, centre[1] + dy * r];
      points.push(point);
      if (sun.altitude_deg > best) [best, noon] = [sun.altitude_deg, point];
    }
    return { label, points, noon };
  });
}

/** The clockwise angle from up to the pointer around `centre`: dragging the arrow sets north. */
export function angleFromUp(centre: Point, pointer: Point): number {
  const deg = (Math.atan2(pointer[0] - centre[0], pointer[1] - centre[1]) * 180) / Math.PI;
  return normalizeDeg(Math.round(deg));
}
