// The sun's geocentric coordinates by the NOAA solar calculator's formulas (Meeus, "Astronomical
// Algorithms", ch. 25, low-precision series). Good to about 0.01° in declination and a few seconds
// in the equation of time for 1900-2100, far inside what shadows need.

import { normalizeDeg } from '../geometry/angle.js';

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;
/** Julian day of the Unix epoch 1970-01-01T00:00Z. */
const UNIX_EPOCH_JD = 2_440_587.5;
/** Julian day of J2000.0 (2000-01-01T12:00 TT; UT is close enough here, ΔT moves the sun 0.001°). */
const J2000_JD = 2_451_545;

export interface SolarCoordinates {
  /** Apparent declination of the sun, degrees. */
  readonly declination_deg: number;
  /** Equation of time (apparent minus mean solar time), minutes. */
  readonly equation_of_time_min: number;
}

/** Julian day number (fractional) of a UTC instant in milliseconds since the Unix epoch. */
export function julianDay(utcMs: number): number {
  return utcMs / DAY_MS + UNIX_EPOCH_JD;
}

/** Declination and equation of time at a UTC instant (milliseconds since the Unix epoch). */
export function solarCoordinates(utcMs: number): SolarCoordinates {
  const t = (julianDay(utcMs) - J2000_JD) / 36_525; // Julian centuries since J2000
  // Geometric mean longitude and mean anomaly of the sun, eccentricity of the earth's orbit.
  const l0 = normalizeDeg(280.46646 + t * (36_000.76983 + t * 0.0003032));
  const m = 357.52911 + t * (35_999.05029 - 0.0001537 * t);
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  // Equation of the centre: true longitude = mean longitude + C.
  const mr = m * DEG;
  const c =
    Math.sin(mr) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * mr) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * mr) * 0.000289;
  const trueLongitude = l0 + c;
  // Apparent longitude: aberration (-0.00569°) and the main nutation term (longitude of the node).
  const omega = (125.04 - 1934.136 * t) * DEG;
  const lambda = (trueLongitude - 0.00569 - 0.00478 * Math.sin(omega)) * DEG;
  // Obliquity of the ecliptic, mean (Laskar/IAU polynomial in arcseconds) plus nutation.
  const meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const epsilon = (meanObliquity + 0.00256 * Math.cos(omega)) * DEG;
  const declination = Math.asin(Math.sin(epsilon) * Math.sin(lambda));
  // Equation of time (Smart's series as used by NOAA), radians -> minutes of time (4 min per degree).
  const y = Math.tan(epsilon / 2) ** 2;
  const l0r = l0 * DEG;
  const eot =
    y * Math.sin(2 * l0r) -
    2 * e * Math.sin(mr) +
    4 * e * y * Math.sin(mr) * Math.cos(2 * l0r) -
    0.5 * y * y * Math.sin(4 * l0r) -
    1.25 * e * e * Math.sin(2 * mr);
  return { declination_deg: declination / DEG, equation_of_time_min: (4 * eot) / DEG };
}
