import { describe, expect, it } from 'vitest';
import { gridLabels } from './metre-grid';
import { gridStep, type Viewport } from './viewport';

const reserve = { left: 34, top: 26, right: 76, bottom: 52 };

describe('gridLabels', () => {
  it('labels every major line (five grid steps) with its metres, x along the top and y along the left', () => {
    // 10 px per metre, plan origin at (100, 500): the grid step is 2 m, major lines every 10 m.
    const view: Viewport = { scale: 10, tx: 100, ty: 500 };
    const labels = gridLabels(view, 800, 600, reserve);
    const xs = labels.filter((l) => l.axis === 'x');
    const ys = labels.filter((l) => l.axis === 'y');
    expect(xs.map((l) => l.text)).toEqual(['0 m', '10 m', '20 m', '30 m', '40 m', '50 m', '60 m']);
    expect(xs[0]?.at).toBe(100);
    expect(xs[1]?.at).toBe(200);
    expect(ys.map((l) => l.text)).toEqual(['0 m', '10 m', '20 m', '30 m', '40 m']);
    expect(ys.find((l) => l.metres === 10)?.at).toBe(400);
  });

  it('keeps the corners free for the north arrow and the scale bar', () => {
    const view: Viewport = { scale: 10, tx: 100, ty: 500 };
    const labels = gridLabels(view, 800, 600, reserve);
    for (const l of labels) {
      if (l.axis === 'x') expect(l.at).toBeGreaterThanOrEqual(reserve.left);
      if (l.axis === 'x') expect(l.at).toBeLessThanOrEqual(800 - reserve.right);
      if (l.axis === 'y') expect(l.at).toBeLessThanOrEqual(600 - reserve.bottom);
    }
    // x = 70 m is at 800 px, under the north arrow's corner.
    expect(labels.some((l) => l.axis === 'x' && l.metres === 70)).toBe(false);
  });

  it('stays uncluttered at any zoom: labels at least 80 px apart and a handful per edge', () => {
    for (let scale = 0.5; scale <= 400; scale *= 1.3) {
      const labels = gridLabels({ scale, tx: 37, ty: 411 }, 390, 600, reserve).filter((l) => l.axis === 'x');
      const at = labels.map((l) => l.at);
      at.slice(1).forEach((v, i) => expect(v - (at[i] ?? 0)).toBeGreaterThanOrEqual(80 - 1e-9));
      expect(labels.length).toBeLessThanOrEqual(4);
      const major = gridStep(scale) * 5;
      for (const l of labels)
        expect(Math.abs(l.metres / major - Math.round(l.metres / major))).toBeLessThan(1e-9);
    }
  });

  it('labels an imperial grid in round feet', () => {
    // 30 px per metre: the step is 2 ft, major lines every 10 ft (3.048 m, 91.44 px apart).
    const view: Viewport = { scale: 30, tx: 100, ty: 500 };
    const xs = gridLabels(view, 800, 600, reserve, 'en', 'imperial').filter((l) => l.axis === 'x');
    expect(xs.map((l) => l.text)).toEqual(["0'", "10'", "20'", "30'", "40'", "50'", "60'"]);
    expect(xs[1]?.metres).toBeCloseTo(3.048, 9);
    expect(xs[1]?.at).toBeCloseTo(100 + 91.44, 6);
  });
});
