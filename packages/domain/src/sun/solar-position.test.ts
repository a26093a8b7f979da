import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refractionDeg, solarPosition } from './solar-position.js';
import { sunTimes } from './sun-times.js';

const MINUTE = 60_000;

/** Highest apparent altitude over a UTC day, sampled each minute. */
function maxAltitude(dayUtcMs: number, lat: number, lon: number): number {
  let best = -90;
  for (let t = dayUtcMs; t < dayUtcMs + 1440 * MINUTE; t += MINUTE) {
    best = Math.max(best, solarPosition({ date: new Date(t), lat, lon }).altitude_deg);
  }
  return best;
}

describe('solarPosition against NREL SPA', () => {
  // SPA's documented example (Reda & Andreas 2003, spa_tester.c): 2003-10-17 12:30:30 at UTC-7,
  // 39.742476 N, 105.1786 W, 1830.14 m, 820 mbar, 11 °C: topocentric zenith 50.111622°, azimuth
  // 194.340241°. SPA's topocentric parallax (~0.002°) and its refraction at 820 rather than 1010 mbar
  // (~0.004° less) explain most of what is left; the spec asks for 0.1°.
  const spa = solarPosition({
    date: new Date(Date.UTC(2003, 9, 17, 19, 30, 30)),
    lat: 39.742476,
    lon: -105.1786,
  });

  it('matches the zenith angle within 0.01° (spec: 0.1°)', () => {
    expect(Math.abs(90 - spa.altitude_deg - 50.111622)).toBeLessThan(0.01);
  });

  it('matches the azimuth within 0.01° (spec: 0.1°)', () => {
    expect(Math.abs(spa.azimuth_deg - 194.340241)).toBeLessThan(0.01);
  });
});

describe('solarPosition physical facts', () => {
  it('puts the sun within 0.5° of the zenith at noon on the equator at the March equinox', () => {
    // Equinox 2024-03-20 03:06 UTC; at noon the declination is still only about +0.4°.
    expect(maxAltitude(Date.UTC(2024, 2, 20), 0, 0)).toBeGreaterThan(89.5);
  });

  it('has a noon altitude of 53.4° at 60°N on the June solstice (90 - 60 + 23.44)', () => {
    expect(maxAltitude(Date.UTC(2024, 5, 20), 60, 0)).toBeCloseTo(53.44, 1);
  });

  it('keeps the sun below the horizon at the North Pole all through 21 December', () => {
    for (let h = 0; h < 24; h++) {
      const { altitude_deg } = solarPosition({ date: new Date(Date.UTC(2024, 11, 21, h)), lat: 90, lon: 0 });
      expect(altitude_deg).toBeLessThan(-23);
    }
  });

  it('measures azimuth clockwise from north: east in the morning, south at noon, west in the evening', () => {
    const at = (h: number) => solarPosition({ date: new Date(Date.UTC(2024, 5, 21, h)), lat: 45, lon: 0 });
    expect(at(6).azimuth_deg).toBeGreaterThan(45);
    expect(at(6).azimuth_deg).toBeLessThan(135);
    expect(at(18).azimuth_deg).toBeGreaterThan(225);
    expect(at(18).azimuth_deg).toBeLessThan(315);
    const noon = sunTimes({ date: new Date(Date.UTC(2024, 5, 21, 12)), lat: 45, lon: 0 }).solar_noon;
    expect(solarPosition({ date: noon, lat: 45, lon: 0 }).azimuth_deg).toBeCloseTo(180, 1);
  });

  it('puts the noon sun due north in the southern hemisphere', () => {
    const noon = sunTimes({ date: new Date(Date.UTC(2024, 0, 15, 12)), lat: -34, lon: 151 }).solar_noon;
    const { azimuth_deg } = solarPosition({ date: noon, lat: -34, lon: 151 });
    expect(Math.min(azimuth_deg, 360 - azimuth_deg)).toBeLessThan(0.2);
  });
});

describe('refraction', () => {
  it('lifts the sun by about 0.48° at the horizon, 0.02° at 40° and nothing at the zenith', () => {
    expect(refractionDeg(0)).toBeCloseTo(0.48, 2);
    expect(refractionDeg(40)).toBeCloseTo(0.02, 2);
    expect(refractionDeg(90)).toBeLessThan(0.001);
  });

  it('applies only from -1° up', () => {
    expect(refractionDeg(-1.01)).toBe(0);
    expect(refractionDeg(-0.99)).toBeGreaterThan(0.5);
  });
});

describe('solarPosition input and ranges', () => {
  it('rejects an invalid date and out-of-range coordinates', () => {
    const date = new Date(Date.UTC(2024, 0, 1));
    expect(() => solarPosition({ date: new Date(NaN), lat: 0, lon: 0 })).toThrow(RangeError);
    expect(() => solarPosition({ date, lat: 91, lon: 0 })).toThrow(/latitude/);
    expect(() => solarPosition({ date, lat: 0, lon: -181 })).toThrow(/longitude/);
  });

  it('returns finite angles in range for any date 1900-2100 and place', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (ms, lat, lon) => {
          const p = solarPosition({ date: new Date(ms), lat, lon });
          expect(p.altitude_deg).toBeGreaterThanOrEqual(-90);
          expect(p.altitude_deg).toBeLessThanOrEqual(90);
          expect(p.azimuth_deg).toBeGreaterThanOrEqual(0);
          expect(p.azimuth_deg).toBeLessThan(360);
        },
      ),
    );
  });
});
