import { describe, expect, it } from 'vitest';
import { cellClass, cellRgba, mapBounds, OVERLAY_ALPHA, overlayPixels } from './overlay-pixels';
import { rgbOf, SUN_CLASS_STYLE } from './sun-palette';
import { tinyMap } from './test-fixtures';

const colourOf = (cls: keyof typeof SUN_CLASS_STYLE) => [
  ...rgbOf(SUN_CLASS_STYLE[cls].colour),
  OVERLAY_ALPHA,
];

describe('overlay cell colours', () => {
  it.each([
    [12, 'full'],
    [6, 'full'],
    [5.99, 'partial'],
    [4, 'partial'],
    [3.99, 'partial_shade'],
    [2, 'partial_shade'],
    [1.99, 'shade'],
    [0, 'shade'],
  ] as const)('colours %s h as %s', (hours, cls) => {
    expect(cellClass(hours)).toBe(cls);
    expect(cellRgba(hours)).toEqual(colourOf(cls));
  });

  it('leaves cells outside the plot transparent', () => {
    expect(cellClass(-1)).toBeUndefined();
    expect(cellRgba(-1)).toEqual([0, 0, 0, 0]);
    expect(cellRgba(Number.NaN)).toEqual([0, 0, 0, 0]);
  });

  it('writes one pixel per cell with the highest row on top', () => {
    // Row 0 (bottom): full, partial, outside; row 1 (top): shade, partial shade, full.
    const pixels = overlayPixels(tinyMap([8, 5, -1, 0, 3, 7]));
    const pixel = (x: number, y: number) => [...pixels.slice((y * 3 + x) * 4, (y * 3 + x) * 4 + 4)];
    expect(pixels).toHaveLength(3 * 2 * 4);
    expect(pixel(0, 0)).toEqual(colourOf('shade'));
    expect(pixel(1, 0)).toEqual(colourOf('partial_shade'));
    expect(pixel(2, 0)).toEqual(colourOf('full'));
    expect(pixel(0, 1)).toEqual(colourOf('full'));
    expect(pixel(1, 1)).toEqual(colourOf('partial'));
    expect(pixel(2, 1)).toEqual([0, 0, 0, 0]);
  });

  it("places the image on the grid's world bounds", () => {
    expect(mapBounds(tinyMap([0, 0, 0, 0, 0, 0]))).toEqual({ minX: 10, minY: 20, maxX: 11.5, maxY: 21 });
  });
});
