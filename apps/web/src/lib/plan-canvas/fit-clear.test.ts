import { describe, expect, it } from 'vitest';
import { fitClear, screenRectOf, type ScreenRect } from './fit-clear';

const plot = { minX: 0, minY: 0, maxX: 20, maxY: 30 };
const meets = (a: ScreenRect, b: ScreenRect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

describe('fitClear', () => {
  it('leaves the north arrow, the scale bar and the zoom buttons their own margin', () => {
    const [width, height] = [358, 480];
    const furniture: ScreenRect[] = [
      { x0: width - 58, y0: 0, x1: width, y1: 64 },
      { x0: 0, y0: height - 40, x1: 180, y1: height },
      { x0: width - 150, y0: height - 56, x1: width, y1: height },
    ];
    const view = fitClear(plot, width, height, furniture);
    const rect = screenRectOf(view, plot);
    for (const item of furniture) expect(meets(rect, item)).toBe(false);
    // Still most of the canvas: the plot is not shrunk further than it needs.
    expect(rect.y1 - rect.y0).toBeGreaterThan(height - 2 * 64 - 20);
  });

  it('keeps the plain fit when nothing is in the way', () => {
    const view = fitClear(plot, 1000, 600, [{ x0: 0, y0: 0, x1: 40, y1: 40 }]);
    // 30 px all round: the rulers and the words written just outside the boundary.
    expect(view.scale).toBeCloseTo((600 - 60) / 30);
  });
});
