import { describe, expect, it } from 'vitest';
import { decimalMarkOf, formatArea, formatDate, formatNumber, formatSotka } from './format';
import { translate } from './intl';

describe('formats per language', () => {
  it('writes numbers with the decimal point or comma', () => {
    expect(formatNumber('en', 1234.5, { decimals: 1 })).toBe('1,234.5');
    expect(formatNumber('ru', 1234.5, { decimals: 1 })).toBe('1\u00a0234,5');
    expect(formatNumber('ru', -0.0001, { decimals: 2 })).toBe('0');
    expect(decimalMarkOf('en')).toBe('.');
    expect(decimalMarkOf('ru')).toBe(',');
  });

  it('writes areas in square metres and sotkas', () => {
    expect(formatArea('en', 600)).toBe('600.0 m²');
    expect(formatArea('ru', 600)).toBe('600,0 м²');
    expect(formatSotka('ru', 600)).toBe('6,00 сотки');
    expect(formatSotka('en', 600)).toBe('6.00 sotka');
  });

  it('writes dates as the language does', () => {
    const day = new Date(2026, 10, 26, 14, 5);
    expect(formatDate('ru', day)).toBe('26.11.2026');
    expect(formatDate('en', day)).toBe('Nov 26, 2026');
    expect(formatDate('ru', day, 'dateTime')).toBe('26.11.2026, 14:05');
  });

  it('picks Russian plural forms', () => {
    const objects = (count: number) => translate('ru', 'count.objects', { count });
    expect(objects(1)).toBe('1 объект');
    expect(objects(2)).toBe('2 объекта');
    expect(objects(5)).toBe('5 объектов');
    expect(objects(21)).toBe('21 объект');
    expect(objects(12)).toBe('12 объектов');
    expect(translate('en', 'count.objects', { count: 1 })).toBe('1 object');
    expect(translate('en', 'count.objects', { count: 3 })).toBe('3 objects');
  });
});
