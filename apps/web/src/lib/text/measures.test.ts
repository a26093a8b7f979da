import { describe, expect, it } from 'vitest';
import { degrees, drawnLength, inputDecimals, rounded } from './measures';

describe('number precision', () => {
  it('rounds and drops trailing zeros', () => {
    expect(rounded(177.20000000003, 1)).toBe('177.2');
    expect(rounded(24, 2)).toBe('24');
    expect(rounded(12.3456, 2)).toBe('12.35');
    expect(rounded(-0.001, 2)).toBe('0');
  });

  it('keeps centimetres in metre inputs and tenths in degree inputs', () => {
    expect(inputDecimals('m')).toBe(2);
    expect(inputDecimals('°')).toBe(1);
    expect(inputDecimals(undefined)).toBe(2);
  });

  it('writes drawn lengths to 0.1 m and angles to 0.1°', () => {
    expect(drawnLength(24)).toBe('24.0 m');
    expect(drawnLength(3.449)).toBe('3.4 m');
    expect(drawnLength(-0.01)).toBe('0.0 m');
    expect(degrees(177.2345)).toBe('177.2°');
    expect(degrees(90)).toBe('90°');
  });
});
