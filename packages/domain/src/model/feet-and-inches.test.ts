import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetAndInchesText, formatFeetAndInches, METRES_PER_FOOT, METRES_PER_INCH } from './plot.js';

describe('a length in feet and inches', () => {
  it('writes whole inches, carrying 12 inches to a foot', () => {
    expect(feetAndInchesText(3.81)).toBe(`12' 6"`);
    expect(feetAndInchesText(0.3045)).toBe(`1' 0"`);
    expect(feetAndInchesText(0.001)).toBe(`0'`);
    expect(feetAndInchesText(-0.4)).toBe(`-1' 4"`);
  });

  it('writes fractional inches for an input, in the digits it is given, carrying to a foot', () => {
    const comma = (value: number) => String(value).replace('.', ',');
    expect(formatFeetAndInches(3.81635, 2, String)).toBe(`12' 6.25"`);
    expect(formatFeetAndInches(3.81635, 2, comma)).toBe(`12' 6,25"`);
    // 143.996 inches: 144.00 to the hundredth, so 12' 0", not 11' 12".
    expect(formatFeetAndInches(143.996 * METRES_PER_INCH, 2, String)).toBe(`12' 0"`);
    expect(formatFeetAndInches(-0.4, 0, String)).toBe(feetAndInchesText(-0.4));
  });

  it('is within half an inch of the metres it says', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (m) => {
        const [, feet = '0', inches = '0'] = /^(\d+)' ?(\d+)?"?$/.exec(feetAndInchesText(m)) ?? [];
        const back = Number(feet) * METRES_PER_FOOT + Number(inches) * METRES_PER_INCH;
        expect(Math.abs(back - m)).toBeLessThanOrEqual(METRES_PER_INCH / 2 + 1e-9);
      }),
    );
  });
});
