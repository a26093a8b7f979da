import { normalizeDeg } from '../geometry/angle.js';
import { solarCoordinates } from './solar-coordinates.js';
import { queryTime, type SunQuery } from './sun-input.js';

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;

/** Where the sun stands in the sky, as an observer sees it. Degrees. */
export interface SolarPosition {
  /** Apparent elevation above the horizon (with standard refraction), -90..90. */
  readonly altitude_deg: number;
  /** Clockwise from true north, 0..360 (90 = east, 180 = south). */
  readonly azimuth_deg: number;
}

/** Refraction is only applied near and above the horizon; further down it has no meaning here. */
const REFRACTION_FLOOR_DEG = -1;

/**
 * Atmospheric refraction in degrees for a true (airless) elevation, by Bennett's formula as NREL SPA
 * uses it, at the standard atmosphere (1010 mbar, 10 °C): 0.48° at the horizon, 0.02° at 40°, 0 at 90°.
 */
export function refractionDeg(trueAltitudeDeg: number): number {
  if (trueAltitudeDeg < REFRACTION_FLOOR_DEG) return 0;
  const e = trueAltitudeDeg;
  return 1.02 / (60 * Math.tan((e + 10.3 / (e + 5.11)) * DEG));
}

/** Hour angle of the sun in degrees (-180..180, 0 at local solar noon, positive in the afternoon). */
export function hourAngleDeg(utcMs: number, lon: number, equationOfTimeMin: number): number {
  const utcMinutes = (((utcMs % DAY_MS) + DAY_MS) % DAY_MS) / 60_000;
  const trueSolarMinutes = utcMinutes + equationOfTimeMin + 4 * lon;
  const h = trueSolarMinutes / 4 - 180;
  return normalizeDeg(h + 180) - 180;
}

/**
 * The sun's apparent position (NOAA / Meeus algorithm): within about 0.01-0.02° of NREL SPA for
 * 1900-2100, see solar-position.test.ts. Ignores parallax (under 0.0025°) and the observer's altitude.
 */
export function solarPosition(query: SunQuery): SolarPosition {
  const ms = queryTime(query);
  const { declination_deg, equation_of_time_min } = solarCoordinates(ms);
  const h = hourAngleDeg(ms, query.lon, equation_of_time_min) * DEG;
  const phi = query.lat * DEG;
  const delta = declination_deg * DEG;
  const sinAlt = Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(h);
  const trueAltitude = Math.asin(Math.min(1, Math.max(-1, sinAlt))) / DEG;
  // Azimuth measured westward from south (SPA's Γ), turned to clockwise from north by adding 180°.
  const gamma = Math.atan2(Math.sin(h), Math.cos(h) * Math.sin(phi) - Math.tan(delta) * Math.cos(phi));
  return {
    altitude_deg: Math.min(90, trueAltitude + refractionDeg(trueAltitude)),
    azimuth_deg: normalizeDeg(gamma / DEG + 180),
  };
}
