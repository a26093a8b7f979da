import { describe, expect, it } from 'vitest';
import { cosSinDeg, rotatePoint, translatePoint } from './transform.js';

describe('cosSinDeg', () => {
  it('is exact at multiples of 90 degrees, including negative and large angles', () => {
    expect(cosSinDeg(90)).toEqual([0, 1]);
    expect(cosSinDeg(-90)).toEqual([0, -1]);
    expect(cosSinDeg(540)).toEqual([-1, 0]);
    expect(cosSinDeg(720)).toEqual([1, 0]);
  });

  it('matches Math.cos and Math.sin elsewhere', () => {
    const [c, s] = cosSinDeg(30);
    expect(c).toBeCloseTo(Math.sqrt(3) / 2, 15);
    expect(s).toBeCloseTo(0.5, 15);
  });

  it('rejects non-finite angles', () => {
    expect(() => cosSinDeg(Number.NaN)).toThrow(RangeError);
  });
});

describe('rotatePoint and translatePoint', () => {
  it('rotates counter-clockwise about the origin or a given point', () => {
    expect(rotatePoint([1, 0], 90)).toEqual([0, 1]);
    expect(rotatePoint([3, 2], 180, [2, 2])).toEqual([1, 2]);
  });

  it('translates', () => {
    expect(translatePoint([1, 2], 10, -5)).toEqual([11, -3]);
  });
});
