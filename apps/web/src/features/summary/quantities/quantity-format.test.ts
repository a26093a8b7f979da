import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../lib/i18n';
import { formatQuantity } from './quantity-format';

// A count of pieces in the bill of quantities takes the number's plural form from the catalogue:
// "1 piece", "2 pieces" (never "1 pcs"). Russian writes the measure's abbreviation "шт." (as a bill of
// quantities does), which has one form for every number.
describe('a count of pieces', () => {
  const pieces = (locale: 'en' | 'ru', quantity: number) =>
    formatQuantity(translatorFor(locale), locale, { quantity, unit: 'pcs' });

  it('says one piece and many pieces in English, on either plot', () => {
    expect(pieces('en', 1)).toBe('1 piece');
    expect(pieces('en', 2)).toBe('2 pieces');
    expect(pieces('en', 1250)).toBe('1,250 pieces');
    expect(formatQuantity(translatorFor('en'), 'en', { quantity: 1, unit: 'pcs' }, 'imperial')).toBe(
      '1 piece',
    );
  });

  it('writes "шт." after any number in Russian', () => {
    expect(pieces('ru', 1)).toBe('1 шт.');
    expect(pieces('ru', 3)).toBe('3 шт.');
    expect(pieces('ru', 5)).toBe('5 шт.');
    expect(pieces('ru', 1250)).toBe('1\u00a0250 шт.');
  });
});
