import { describe, expect, it } from 'vitest';
import { A3_LANDSCAPE, A4_LANDSCAPE } from './drawing-layout';
import { pngSize } from './export-png';

describe('pngSize', () => {
  it('prints A4 and A3 at 300 dpi, over 3000 px wide', () => {
    expect(pngSize(A4_LANDSCAPE)).toEqual({ width: 3508, height: 2480, dpi: 300 });
    expect(pngSize({ width_mm: 210, height_mm: 297 })).toMatchObject({ width: 3000, dpi: 363 });
    const a3 = pngSize({ width_mm: 297, height_mm: 420 });
    expect(a3.width).toBeGreaterThanOrEqual(3000);
    expect(a3.dpi).toBeGreaterThanOrEqual(300);
    expect(pngSize(A3_LANDSCAPE)).toEqual({ width: 4961, height: 3508, dpi: 300 });
  });

  it('makes a small sheet at least 3000 px wide', () => {
    const size = pngSize({ width_mm: 150, height_mm: 100 });
    expect(size.width).toBe(3000);
    expect(size.height).toBe(2000);
  });

  it('keeps a huge sheet within what a browser canvas allows', () => {
    const size = pngSize({ width_mm: 2000, height_mm: 1000 });
    expect(size.width).toBe(8192);
    expect(size.height).toBe(4096);
  });
});
