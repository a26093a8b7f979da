import { describe, expect, it } from 'vitest';
import { A3_LANDSCAPE, A4_LANDSCAPE } from './drawing-layout';
import { pngSize } from './export-png';

describe('pngSize', () => {
  it('prints every sheet at exactly 300 dpi', () => {
    expect(pngSize(A4_LANDSCAPE)).toEqual({ width: 3508, height: 2480, dpi: 300 });
    expect(pngSize({ width_mm: 210, height_mm: 297 })).toEqual({ width: 2480, height: 3508, dpi: 300 });
    expect(pngSize({ width_mm: 297, height_mm: 420 })).toEqual({ width: 3508, height: 4961, dpi: 300 });
    expect(pngSize(A3_LANDSCAPE)).toEqual({ width: 4961, height: 3508, dpi: 300 });
  });

  it('keeps 1:150 true on paper: A4 portrait printed at its dpi is 210 x 297 mm', () => {
    const size = pngSize({ width_mm: 210, height_mm: 297 });
    expect((size.width / size.dpi) * 25.4).toBeCloseTo(210, 0);
    expect((size.height / size.dpi) * 25.4).toBeCloseTo(297, 0);
  });

  it('keeps a huge sheet within what a browser canvas allows, with the lower dpi it then has', () => {
    const size = pngSize({ width_mm: 2000, height_mm: 1000 });
    expect(size.width).toBe(8192);
    expect(size.height).toBe(4096);
    expect(size.dpi).toBeCloseTo((8192 / 2000) * 25.4, 9);
  });
});
