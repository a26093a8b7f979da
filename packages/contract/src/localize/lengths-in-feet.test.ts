import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetAndInchesText, lengthsInFeet } from './lengths-in-feet.js';

describe('a finding said in feet and inches', () => {
  it('rewrites every distance of an English message and nothing else', () => {
    expect(
      lengthsInFeet('Sauna is 6.2 m from the house; SP 53.13330.2019 6.8 requires 8 m (1.8 m short)'),
    ).toBe(`Sauna is 20' 4" from the house; SP 53.13330.2019 6.8 requires 26' 3" (5' 11" short)`);
    expect(lengthsInFeet('Bed overlaps the neighbour boundary (side 2) by 0.4 m')).toBe(
      `Bed overlaps the neighbour boundary (side 2) by 1' 4"`,
    );
    expect(lengthsInFeet('a 12 m² greenhouse, 3 mm off, room 4')).toBe(
      'a 12 m² greenhouse, 3 mm off, room 4',
    );
  });

  it('says a rounded number from the exact figure it stands for', () => {
    // 0.524 m is 1' 9"; the message's rounded 0.52 m alone would be 1' 8".
    expect(lengthsInFeet('requires 1.52 m (0.52 m short)')).toBe(`requires 5' 0" (1' 8" short)`);
    expect(lengthsInFeet('requires 1.52 m (0.52 m short)', [1.524, 1, 0.524])).toBe(
      `requires 5' 0" (1' 9" short)`,
    );
    expect(lengthsInFeet('overlaps it by 0.4 m', [-0.401])).toBe(`overlaps it by 1' 4"`);
  });

  it('rewrites the Russian wording with decimal commas', () => {
    expect(lengthsInFeet('«Баня» — в 6,2 м от объекта «Дом»; СП 53.13330.2019, п. 6.8 требует 8 м')).toBe(
      `«Баня» — в 20' 4" от объекта «Дом»; СП 53.13330.2019, п. 6.8 требует 26' 3"`,
    );
  });

  it('writes whole inches, carrying 12 inches to a foot', () => {
    expect(feetAndInchesText(3.81)).toBe(`12' 6"`);
    expect(feetAndInchesText(0.3045)).toBe(`1' 0"`);
    expect(feetAndInchesText(0.001)).toBe(`0'`);
    expect(feetAndInchesText(-0.4)).toBe(`-1' 4"`);
  });

  it('is within half an inch of the metres it says', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5000, noNaN: true }), (m) => {
        const [, feet = '0', inches = '0'] = /^(\d+)' ?(\d+)?"?$/.exec(feetAndInchesText(m)) ?? [];
        const back = Number(feet) * 0.3048 + Number(inches) * 0.0254;
        expect(Math.abs(back - m)).toBeLessThanOrEqual(0.0127 + 1e-9);
      }),
    );
  });
});
