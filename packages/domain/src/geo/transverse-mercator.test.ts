import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectTransverseMercator, unprojectTransverseMercator } from './transverse-mercator.js';

const centre = { lat: 55.7558, lon: 37.6173 };

describe('projectTransverseMercator', () => {
  it('puts the centre at 0, 0', () => {
    const en = projectTransverseMercator(centre, centre);
    expect(en.east).toBeCloseTo(0, 9);
    expect(en.north).toBeCloseTo(0, 9);
  });

  it('measures a degree of latitude at 45° N as 111,132 m (WGS84 meridian arc)', () => {
    const at45 = { lat: 45, lon: 0 };
    const a = projectTransverseMercator({ lat: 44.5, lon: 0 }, at45);
    const b = projectTransverseMercator({ lat: 45.5, lon: 0 }, at45);
    expect(b.north - a.north).toBeCloseTo(111_132, -1);
  });

  it('measures a small east offset as the parallel arc: 0.001° at 45° N is 78.85 m', () => {
    // A degree of longitude at 45° is 78,847 m on WGS84 (N(phi) cos(phi) pi / 180).
    const en = projectTransverseMercator({ lat: 45, lon: 10.001 }, { lat: 45, lon: 10 });
    expect(en.east).toBeCloseTo(78.847, 2);
    expect(Math.abs(en.north)).toBeLessThan(0.001);
  });

  it('round-trips points within 5 km of the centre to a micrometre', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -84, max: 84, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        (lat, lon, east, north) => {
          const c = { lat, lon };
          const back = projectTransverseMercator(unprojectTransverseMercator({ east, north }, c), c);
          expect(Math.abs(back.east - east)).toBeLessThan(1e-6);
          expect(Math.abs(back.north - north)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
