import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geoToPlan, planToGeo } from './geo-reference.js';
import { projectTransverseMercator } from './transverse-mercator.js';

const reference = { lat: 48.8584, lon: 2.2945, x: 10, y: 20 };

describe('planToGeo and geoToPlan', () => {
  it('put the reference point at its lat/lon', () => {
    const at = planToGeo([10, 20], reference, 0);
    expect(at.lat).toBeCloseTo(reference.lat, 12);
    expect(at.lon).toBeCloseTo(reference.lon, 12);
  });

  it('with north up, +y is north and +x is east', () => {
    const up = projectTransverseMercator(planToGeo([10, 120], reference, 0), reference);
    expect(up.north).toBeCloseTo(100, 5);
    expect(up.east).toBeCloseTo(0, 5);
    const right = projectTransverseMercator(planToGeo([110, 20], reference, 0), reference);
    expect(right.east).toBeCloseTo(100, 5);
  });

  it('with north to the right (90°), +x is north and +y is west', () => {
    const right = projectTransverseMercator(planToGeo([110, 20], reference, 90), reference);
    expect(right.north).toBeCloseTo(100, 5);
    expect(right.east).toBeCloseTo(0, 5);
    const up = projectTransverseMercator(planToGeo([10, 120], reference, 90), reference);
    expect(up.east).toBeCloseTo(-100, 5);
  });

  it('are inverse to a millimetre for any north and plan point within 2 km', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        (x, y, north) => {
          const back = geoToPlan(planToGeo([x, y], reference, north), reference, north);
          expect(Math.hypot(back[0] - x, back[1] - y)).toBeLessThan(0.001);
        },
      ),
    );
  });
});
