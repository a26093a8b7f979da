import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feetAndInches, formatAreaIn, formatLength, lengthInputText, parseLength } from './units';

describe('lengths in feet and inches', () => {
  it('reads the ways people type a length', () => {
    expect(parseLength(`12'6"`, 'imperial')).toBeCloseTo(3.81, 6);
    expect(parseLength(`12' 6"`, 'metric')).toBeCloseTo(3.81, 6);
    expect(parseLength('12 ft 6 in', 'metric')).toBeCloseTo(3.81, 6);
    expect(parseLength('12.5 ft', 'metric')).toBeCloseTo(3.81, 6);
    expect(parseLength('150"', 'metric')).toBeCloseTo(3.81, 6);
    expect(parseLength('3.8 m', 'imperial')).toBeCloseTo(3.8, 9);
    expect(parseLength('3,8 м', 'imperial')).toBeCloseTo(3.8, 9);
    expect(parseLength('380 cm', 'imperial')).toBeCloseTo(3.8, 9);
    expect(parseLength('12.5', 'imperial')).toBeCloseTo(3.81, 6);
    expect(parseLength('12.5', 'metric')).toBe(12.5);
    expect(parseLength('twelve', 'metric')).toBeUndefined();
    expect(parseLength('', 'metric')).toBeUndefined();
  });

  it('writes feet and inches, and metres in the locale', () => {
    expect(feetAndInches('en', 3.81)).toBe(`12' 6"`);
    expect(formatLength('imperial', 'en', 0.3048)).toBe(`1' 0"`);
    expect(formatLength('metric', 'ru', 12.25)).toBe('12,25 м');
    expect(formatLength('metric', 'en', 12.25)).toBe('12.25 m');
    expect(formatAreaIn('imperial', 'en', 600)).toBe('6,458 sq ft (0.15 acres)');
    expect(formatAreaIn('imperial', 'en', 50)).toBe('538 sq ft');
    expect(formatAreaIn('imperial', 'ru', 4046.8564224)).toBe('43\u00a0560 кв. футов (1,00 акра)');
  });

  it('round-trips metres -> feet and inches -> metres within 1 mm', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.constantFrom('en', 'ru' as const),
        (m, locale) => {
          const back = parseLength(lengthInputText('imperial', locale, m), 'imperial');
          expect(back).toBeDefined();
          expect(Math.abs((back ?? Infinity) - m)).toBeLessThan(0.001);
          const metric = parseLength(lengthInputText('metric', locale, m), 'metric');
          expect(Math.abs((metric ?? Infinity) - m)).toBeLessThan(0.001);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
