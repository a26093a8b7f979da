import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locale.js';

describe('negotiateLocale', () => {
  it('takes the first language we speak, by weight', () => {
    expect(negotiateLocale('ru-RU,ru;q=0.9,en-US;q=0.8')).toBe('ru');
    expect(negotiateLocale('de-DE, en;q=0.5, ru;q=0.7')).toBe('ru');
    expect(negotiateLocale('en-GB')).toBe('en');
    expect(negotiateLocale(['fr-FR', 'ru'])).toBe('ru');
  });

  it('falls back to English for none, junk or a refused language', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('ru;q=0, de')).toBe('en');
  });
});
