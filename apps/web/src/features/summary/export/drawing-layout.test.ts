import { describe, expect, it } from 'vitest';
import { A3_LANDSCAPE, A4_LANDSCAPE, layoutFor, PAD } from './drawing-layout';
import { chooseScale } from './drawing-scale';

/** The share of the plan's drawing area the plan covers at the chosen scale. */
const filled = (extent: { width_m: number; height_m: number }, paper = A4_LANDSCAPE) => {
  const layout = layoutFor(paper, extent);
  const k = 1000 / layout.scale;
  return (
    ((extent.width_m * k + 2 * PAD) * (extent.height_m * k + 2 * PAD)) /
    (layout.plan.width * layout.plan.height)
  );
};

describe('chooseScale', () => {
  it('takes 1:50 for a small garden that fits at it', () => {
    expect(chooseScale({ width_m: 8, height_m: 6 }, { width_mm: 199, height_mm: 182 })).toEqual({
      scale: 50,
      standard: true,
    });
  });
});

describe('layoutFor', () => {
  it('draws a 20 x 30 m plot at 1:150 on A4 and at 1:100 on A3, both portrait', () => {
    const plot = { width_m: 20, height_m: 30 };
    const a4 = layoutFor(A4_LANDSCAPE, plot);
    const a3 = layoutFor(A3_LANDSCAPE, plot);
    expect(a4).toMatchObject({ scale: 150, kind: 'bottom', sheet: { width_mm: 210, height_mm: 297 } });
    expect(filled(plot)).toBeGreaterThan(0.6);
    expect(a3).toMatchObject({ scale: 100, kind: 'bottom', sheet: { width_mm: 297, height_mm: 420 } });
    // A3 is not half empty: the plot takes most of the drawing area.
    expect(filled(plot, A3_LANDSCAPE)).toBeGreaterThan(0.6);
  });

  it('keeps a wide plot landscape with the column beside it', () => {
    const plot = { width_m: 40, height_m: 25 };
    const a4 = layoutFor(A4_LANDSCAPE, plot);
    expect(a4).toMatchObject({ kind: 'right', scale: 250, sheet: { width_mm: 297, height_mm: 210 } });
    expect(layoutFor(A3_LANDSCAPE, plot)).toMatchObject({ kind: 'right', scale: 150 });
  });

  it('gives a large plot a smaller scale, and the largest that fits', () => {
    const big = { width_m: 120, height_m: 90 };
    const a4 = layoutFor(A4_LANDSCAPE, big);
    const a3 = layoutFor(A3_LANDSCAPE, big);
    expect(a4.scale).toBe(1000);
    expect(a3.scale).toBe(500);
    for (const layout of [a4, a3]) {
      const k = 1000 / layout.scale;
      expect(big.width_m * k).toBeLessThanOrEqual(layout.plan.width - 2 * PAD);
      expect(big.height_m * k).toBeLessThanOrEqual(layout.plan.height - 2 * PAD);
    }
  });

  it('draws a small plot at 1:50 on A3', () => {
    expect(layoutFor(A3_LANDSCAPE, { width_m: 10, height_m: 12 }).scale).toBe(50);
    expect(layoutFor(A4_LANDSCAPE, { width_m: 10, height_m: 12 }).scale).toBe(75);
  });

  it('fills A3 with a 24 x 36 m plot at 1:150 rather than half of it at 1:200', () => {
    const plot = { width_m: 24, height_m: 36 };
    expect(layoutFor(A3_LANDSCAPE, plot).scale).toBe(150);
    expect(filled(plot, A3_LANDSCAPE)).toBeGreaterThan(0.45);
  });
});
