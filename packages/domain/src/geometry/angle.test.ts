import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeDeg } from './angle.js';

describe('normalizeDeg', () => {
  it('turns any angle into the same direction in [0, 360)', () => {
    expect(normalizeDeg(-90)).toBe(270);
    expect(normalizeDeg(720)).toBe(0);
    expect(normalizeDeg(-0)).toBe(0);
    expect(Object.is(normalizeDeg(-360), 0)).toBe(true);
    // -1e-15 % 360 + 360 rounds to 360 in floating point: still north.
    expect(normalizeDeg(-1e-15)).toBe(0);
    expect(normalizeDeg(1e10)).toBe(1e10 % 360);
  });

  it('keeps the direction: the result is in [0, 360) and a whole number of turns away', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (deg) => {
        const n = normalizeDeg(deg);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(360);
        const turns = (deg - n) / 360;
        expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-6);
      }),
    );
  });
});
