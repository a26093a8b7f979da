import { solarCoordinates } from './solar-coordinates.js';
import { queryTime, type SunQuery } from './sun-input.js';

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * Sunrise and sunset are when the sun's centre is 0.8333° below the geometric horizon: 34' of
 * refraction plus 16' of solar semi-diameter (the convention of NOAA, SPA and almanacs).
 */
export const SUNRISE_ALTITUDE_DEG = -0.8333;

export interface SunTimes {
  /** When the sun crosses the local meridian (highest in the sky) on that day. */
  readonly solar_noon: Date;
  /** null when the sun does not rise or set that day (see `polar`). */
  readonly sunrise: Date | null;
  readonly sunset: Date | null;
  /** Hours from sunrise to sunset; 24 on a polar day and 0 on a polar night. */
  readonly day_length_h: number;
  /** 'day' when the sun stays up all day, 'night' when it stays down, otherwise null. */
  readonly polar: 'day' | 'night' | null;
}

/**
 * UTC milliseconds of local mean midnight that starts the solar day holding `utcMs` at longitude
 * `lon` (local mean time = UTC + lon / 15 hours). A solar day is what "a day at this place" means
 * here: no civil time zone is involved.
 */
export function localMeanMidnight(utcMs: number, lon: number): number {
  const shift = (lon / 15) * 3_600_000;
  return Math.floor((utcMs + shift) / DAY_MS) * DAY_MS - shift;
}

/** UTC ms when the sun's hour angle is `hourAngleDeg`, on the solar day starting at `midnight`. */
function timeOfHourAngle(midnight: number, hourAngleDeg: number, eotMin: number): number {
  return midnight + (720 + 4 * hourAngleDeg - eotMin) * MINUTE_MS;
}

/** Hour angle (degrees, >= 0) at which the sun is at `altitudeDeg`, or 'day' / 'night' if never. */
function eventHourAngle(lat: number, declination: number, altitudeDeg: number): number | 'day' | 'night' {
  const phi = lat * DEG;
  const delta = declination * DEG;
  const denominator = Math.cos(phi) * Math.cos(delta);
  const numerator = Math.sin(altitudeDeg * DEG) - Math.sin(phi) * Math.sin(delta);
  if (Math.abs(denominator) < 1e-12) return numerator > 0 ? 'night' : 'day';
  const cosH = numerator / denominator;
  if (cosH > 1) return 'night';
  if (cosH < -1) return 'day';
  return Math.acos(cosH) / DEG;
}

/** Refines one event (sign -1: rising, +1: setting) by re-evaluating the sun at the estimate. */
function eventTime(midnight: number, noon: number, lat: number, sign: -1 | 1, altitudeDeg: number): number {
  let t = noon;
  for (let i = 0; i < 4; i++) {
    const c = solarCoordinates(t);
    const h = eventHourAngle(lat, c.declination_deg, altitudeDeg);
    // Near the polar-day/night boundary the refined estimate can step outside: keep the last one.
    if (typeof h !== 'number') break;
    t = timeOfHourAngle(midnight, sign * h, c.equation_of_time_min);
  }
  return t;
}

/**
 * Solar noon, sunrise and sunset on the local solar day holding `date` at (lat, lon), by the NOAA
 * method with the sun re-evaluated at each event (within about a minute of NREL SPA below 72°
 * latitude). `altitudeDeg` sets the event altitude (default: sunrise/sunset, see SUNRISE_ALTITUDE_DEG).
 */
export function sunTimes(query: SunQuery, altitudeDeg: number = SUNRISE_ALTITUDE_DEG): SunTimes {
  const midnight = localMeanMidnight(queryTime(query), query.lon);
  let noon = midnight + DAY_MS / 2;
  for (let i = 0; i < 2; i++) {
    noon = timeOfHourAngle(midnight, 0, solarCoordinates(noon).equation_of_time_min);
  }
  const atNoon = eventHourAngle(query.lat, solarCoordinates(noon).declination_deg, altitudeDeg);
  if (typeof atNoon !== 'number') {
    return {
      solar_noon: new Date(noon),
      sunrise: null,
      sunset: null,
      day_length_h: atNoon === 'day' ? 24 : 0,
      polar: atNoon,
    };
  }
  const rise = eventTime(midnight, noon, query.lat, -1, altitudeDeg);
  const set = eventTime(midnight, noon, query.lat, 1, altitudeDeg);
  return {
    solar_noon: new Date(noon),
    sunrise: new Date(rise),
    sunset: new Date(set),
    day_length_h: (set - rise) / 3_600_000,
    polar: null,
  };
}
