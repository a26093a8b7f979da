import { describe, expect, it } from 'vitest';
import { billOfQuantities, GROUND_BED_SOIL_DEPTH_M } from './bill-of-quantities.js';
import { quantitiesPlan, quantitiesPlot } from './quantities-fixture.js';
import { quantitiesCsv } from './quantities-csv.js';

const byKey = (bill: ReturnType<typeof billOfQuantities>) => new Map(bill.rows.map((row) => [row.key, row]));

describe('billOfQuantities on the hand-measured plan', () => {
  const bill = billOfQuantities(quantitiesPlot, quantitiesPlan);
  const rows = byKey(bill);
  const quantity = (key: string) => rows.get(key)?.quantity;

  it('counts each catalog object, by name', () => {
    const objects = bill.rows.filter((row) => row.group === 'objects');
    expect(objects.map((row) => [row.label, row.quantity, row.unit])).toEqual([
      ['Dwarf fruit tree', 1, 'pcs'],
      ['Lawn', 1, 'pcs'],
      ['Raised bed', 1, 'pcs'],
      ['Small house', 1, 'pcs'],
      ['Terrace', 1, 'pcs'],
      ['Vegetable bed', 2, 'pcs'],
    ]);
  });

  it('measures the areas', () => {
    // Terrace 8 x 3 = 24; the path 10 x 1.5 = 15; house 8 x 10 = 80;
    // beds 2 x (1.2 x 4) + 1.2 x 3 = 9.6 + 3.6 = 13.2.
    expect(quantity('paved_m2')).toBe(24);
    expect(quantity('paths_m2')).toBe(15);
    expect(quantity('roofs_m2')).toBe(80);
    expect(quantity('beds_m2')).toBe(13.2);
    // Lawn: 600 - (80 + 24 + 13.2 + 15 + the old shed's 3 x 3 = 9) = 458.8; the lawn object and the
    // tree's crown stay lawn, the oak (a protected tree, not a building) too.
    expect(quantity('lawn_m2')).toBe(458.8);
  });

  it('measures the fences by side, less the entrance', () => {
    const fences = bill.rows.filter((row) => row.group === 'fences');
    // Street side 20 m less the 4 m entrance = 16; right 30; top 20; the forest side has none.
    expect(fences.map((row) => [row.key, row.label, row.quantity, row.unit])).toEqual([
      ['fence:0', 'Fence, side 1 (Street)', 16, 'm'],
      ['fence:1', 'Fence, side 2 (Neighbor)', 30, 'm'],
      ['fence:2', 'Fence, side 3 (Neighbor)', 20, 'm'],
    ]);
  });

  it('fills ground beds 0.3 m deep and raised beds to their height', () => {
    expect(GROUND_BED_SOIL_DEPTH_M).toBe(0.3);
    // 9.6 m² x 0.3 m = 2.88; 3.6 m² x 0.4 m = 1.44; together 4.32 m³.
    expect(rows.get('soil_m3')).toMatchObject({ quantity: 4.32, unit: 'm3' });
  });

  it('has no cost without prices', () => {
    expect(bill.total).toBeNull();
    expect(bill.rows.every((row) => row.total === undefined)).toBe(true);
  });

  it('prices the lines it has prices for', () => {
    const priced = billOfQuantities(quantitiesPlot, quantitiesPlan, {
      currency: 'EUR',
      prices: { paved_m2: 50, fence_m: 30, soil_m3: 40, 'object:house_small': 100_000 },
    });
    const lines = byKey(priced);
    expect(lines.get('paved_m2')?.total).toBe(1200); // 24 x 50
    expect(lines.get('fence:1')).toMatchObject({ unit_price: 30, total: 900 }); // 30 x 30
    expect(lines.get('soil_m3')?.total).toBe(172.8); // 4.32 x 40
    expect(lines.get('object:house_small')?.total).toBe(100_000);
    expect(lines.get('lawn_m2')?.total).toBeUndefined();
    // 1200 + (16 + 30 + 20) x 30 = 1980 + 172.8 + 100000 = 103352.8
    expect(priced.total).toBe(103_352.8);
    expect(priced.currency).toBe('EUR');
  });

  it('with no plan has the bare plot as lawn and its fences', () => {
    const bare = byKey(billOfQuantities(quantitiesPlot, null));
    expect(bare.get('lawn_m2')?.quantity).toBe(591); // 600 less the old shed
    expect(bare.get('fence:0')?.quantity).toBe(16);
    expect(bare.get('soil_m3')?.quantity).toBe(0);
  });
});

describe('quantitiesCsv', () => {
  it('writes RFC 4180 rows with a header and a total', () => {
    const bill = billOfQuantities(quantitiesPlot, quantitiesPlan, {
      currency: 'EUR',
      prices: { paved_m2: 50 },
    });
    const lines = quantitiesCsv(bill).split('\r\n');
    expect(lines[0]).toBe('Item,Quantity,Unit,Unit price,Total');
    expect(lines).toContain('Vegetable bed,2,pcs,,');
    expect(lines).toContain('Paved surfaces,24,m2,50,1200');
    expect(lines).toContain('"Fence, side 1 (Street)",16,m,,');
    expect(lines.at(-2)).toBe('Total,,EUR,,1200');
    expect(lines.at(-1)).toBe('');
  });

  it('writes feet, square feet and cubic yards for an imperial plot, the same totals', () => {
    const bill = billOfQuantities(quantitiesPlot, quantitiesPlan, {
      currency: 'USD',
      prices: { paved_m2: 50, fence_m: 20 },
    });
    const lines = quantitiesCsv(bill, undefined, 'imperial').split('\r\n');
    expect(lines).toContain('Vegetable bed,2,pcs,,');
    // 24 m² is 258.33 sq ft at 4.6452 per sq ft; 16 m is 52.49 ft at 6.096 per ft.
    expect(lines).toContain('Paved surfaces,258.33,sq ft,4.6452,1200');
    expect(lines).toContain('"Fence, side 1 (Street)",52.49,ft,6.096,320');
    expect(lines.some((line) => line.includes(',cu yd,'))).toBe(true);
    expect(lines.some((line) => /,m2?,|,m3,/.test(line))).toBe(false);
    expect(lines.at(-2)).toBe(quantitiesCsv(bill).split('\r\n').at(-2));
    // The metric CSV of the same bill is as it always was.
    expect(quantitiesCsv(bill, undefined, 'metric')).toBe(quantitiesCsv(bill));
  });

  it('writes its header and total row in the words given (the project language)', () => {
    const bill = billOfQuantities(quantitiesPlot, quantitiesPlan, {
      currency: 'RUB',
      prices: { paved_m2: 50 },
    });
    const words = {
      header: ['Позиция', 'Количество', 'Единица', 'Цена за единицу', 'Сумма'],
      total: 'Итого',
    } as const;
    const lines = quantitiesCsv(bill, words).split('\r\n');
    expect(lines[0]).toBe('Позиция,Количество,Единица,Цена за единицу,Сумма');
    expect(lines.at(-2)).toBe('Итого,,RUB,,1200');
  });

  it('quotes quotes and defuses formulas', () => {
    const bill = {
      rows: [
        { key: 'a', group: 'objects', label: 'Say "hi"', quantity: 1, unit: 'pcs', price_key: 'a' },
        { key: 'b', group: 'objects', label: '=cmd()', quantity: 2, unit: 'pcs', price_key: 'b' },
      ],
      total: null,
    } as const;
    const lines = quantitiesCsv(bill).split('\r\n');
    expect(lines[1]).toBe('"Say ""hi""",1,pcs,,');
    expect(lines[2]).toBe("'=cmd(),2,pcs,,");
    expect(lines).toHaveLength(4);
  });
});
