import { describe, expect, it } from 'vitest';
import { degrees, inputDecimals, rounded } from './measures';

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

  it('writes angles to 0.1°', () => {
    expect(degrees(177.2345)).toBe('177.2°');
    expect(degrees(90)).toBe('90°');
  });
});
