import type { ScreenRect } from './fit-clear';
import { SCALE_BAR_MAX_PX } from './scale-bar';

/** The canvas's north arrow: its size and its centre's distance from the right edge, pixels. */
export const ARROW_SIZE = 40;
export const ARROW_INSET = 34;

/**
 * What is drawn over a plot canvas, as screen rectangles in the canvas's own pixels: the north arrow
 * (top right, with its "N"), the scale bar (bottom left, at its longest), and the zoom buttons and the
 * map's credit as laid out now (measured: their size depends on the device and the map controls).
 */
export function canvasFurniture(
  frame: HTMLElement | null,
  svg: SVGSVGElement | null,
  width: number,
  height: number,
  northArrow: boolean,
): ScreenRect[] {
  const rects: ScreenRect[] = [
    // The bar's white card: 8 px left of the bar, 22 px above it, the bar 16 px above the bottom.
    { x0: 0, y0: height - 40, x1: 14 + SCALE_BAR_MAX_PX + 44, y1: height },
  ];
  if (northArrow)
    rects.push({
      x0: width - ARROW_INSET - ARROW_SIZE / 2 - 4,
      y0: 0,
      x1: width,
      y1: 40 + ARROW_SIZE / 2 + 4,
    });
  const origin = svg?.getBoundingClientRect();
  if (frame === null || origin === undefined) return rects;
  for (const element of frame.querySelectorAll<HTMLElement>('.plot-canvas__zoom, .map-note')) {
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // A few pixels more, so the plot's edge does not touch a button.
    rects.push({
      x0: r.left - origin.left - 4,
      y0: r.top - origin.top - 4,
      x1: r.right - origin.left,
      y1: r.bottom - origin.top,
    });
  }
  return rects;
}
