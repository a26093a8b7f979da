import { billOfQuantities, type Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { translate, type Translate } from '../../../lib/i18n';
import { priceLines, priceTexts, storedPrice, unitPricesBody, type PriceLine } from './price-lines';
import { localizedBill } from './quantity-labels';

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor', fence_height_m: 1.8 },
    { kind: 'neighbor' },
    { kind: 'forest' },
  ],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

describe('priceLines', () => {
  it('asks once per price, one fence price for all sides', () => {
    const bill = billOfQuantities(plot, {
      objects: [
        {
          id: 'h',
          landscape_object: 'house_small',
          shape: 'rect',
          x: 10,
          y: 15,
          rotation_deg: 0,
          width: 6,
          depth: 6,
          height_m: 5,
          locked: false,
        },
      ],
    });
    const en: Translate = (key, values) => translate('en', key, values);
    expect(
      priceLines(en, localizedBill(en, 'en', bill, ['street']).rows).map((line) => [line.key, line.label]),
    ).toEqual([
      ['object:house_small', 'Small house, per piece'],
      ['paved_m2', 'Paved surfaces, per m²'],
      ['paths_m2', 'Paths, per m²'],
      ['roofs_m2', 'Roofs (building footprints), per m²'],
      ['beds_m2', 'Beds, per m²'],
      ['lawn_m2', 'Lawn, per m²'],
      ['fence_m', 'Fence, per m'],
      ['soil_m3', 'Bed soil, per m³'],
    ]);
    const ru: Translate = (key, values) => translate('ru', key, values);
    expect(priceLines(ru, localizedBill(ru, 'ru', bill, ['street']).rows).map((line) => line.label)).toEqual([
      'Маленький дом, за шт.',
      'Мощёные покрытия, за м²',
      'Дорожки, за м²',
      'Кровли (пятна застройки), за м²',
      'Грядки, за м²',
      'Газон, за м²',
      'Забор, за м',
      'Грунт для грядок, за м³',
    ]);
  });
});

describe('unitPricesBody', () => {
  it('leaves blanks out, reads decimal commas and upper-cases the currency', () => {
    expect(unitPricesBody({ paved_m2: ' 12,5 ', fence_m: '', soil_m3: '40' }, 'eur')).toEqual({
      currency: 'EUR',
      prices: { paved_m2: 12.5, soil_m3: 40 },
    });
  });

  it('keeps what is not a number for the schema to name, and is null when empty', () => {
    expect(unitPricesBody({ paved_m2: 'ten' }, '')).toEqual({ prices: { paved_m2: 'ten' } });
    expect(unitPricesBody({ paved_m2: ' ' }, ' ')).toBeNull();
  });

  it('round-trips the stored prices as texts', () => {
    expect(priceTexts({ prices: { paved_m2: 12.5 } })).toEqual({ paved_m2: '12.5' });
    expect(priceTexts(null)).toEqual({});
  });
});

describe('unit prices on an imperial plot', () => {
  const lines: PriceLine[] = [
    { key: 'fence_m', label: 'Fence, per ft', unit: 'm' },
    { key: 'roofs_m2', label: 'Roofs, per sq ft', unit: 'm2' },
    { key: 'soil_m3', label: 'Soil, per cu yd', unit: 'm3' },
    { key: 'object:well', label: 'Well, per piece', unit: 'pcs' },
  ];
  const stored = { currency: 'USD', prices: { fence_m: 25, roofs_m2: 100, soil_m3: 50, 'object:well': 700 } };

  it('shows each price per foot, square foot and cubic yard (pieces as they are)', () => {
    expect(priceTexts(stored, lines, 'imperial')).toEqual({
      fence_m: '7.62',
      roofs_m2: '9.2903',
      soil_m3: '38.2277',
      'object:well': '700',
    });
    expect(priceTexts(stored, lines, 'metric')).toEqual({
      fence_m: '25',
      roofs_m2: '100',
      soil_m3: '50',
      'object:well': '700',
    });
  });

  it('stores a typed price per metre, and an untouched one exactly as it was', () => {
    const texts = { fence_m: '10', roofs_m2: '9.2903', soil_m3: '38,2277', 'object:well': '700' };
    const body = unitPricesBody(texts, 'usd', storedPrice(stored, lines, 'imperial', texts));
    expect(body?.currency).toBe('USD');
    expect(body?.prices['roofs_m2']).toBe(100);
    expect(body?.prices['object:well']).toBe(700);
    expect(body?.prices['fence_m']).toBeCloseTo(10 / 0.3048, 9);
    // Typed with a decimal comma, it is read as typed and converted: 38.2277 per cu yd.
    expect(body?.prices['soil_m3']).toBeCloseTo(38.2277 / 0.9144 ** 3, 9);
    // Round trips: per metre -> per foot -> per metre within a cent.
    for (const [key, value] of Object.entries(stored.prices)) {
      const shown = priceTexts(stored, lines, 'imperial')[key] ?? '';
      const back = storedPrice(null, lines, 'imperial', {})(key, Number(shown));
      expect(Math.abs(back - value), key).toBeLessThan(0.01);
    }
  });
});
