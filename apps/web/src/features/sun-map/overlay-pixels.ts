import { OUTSIDE_PLOT, sunClass, type SunClass, type SunHoursMap } from '@plotplan/domain';
import { rgbOf, SUN_CLASS_STYLE } from './sun-palette';

/** How opaque the overlay's cells are (of 255): the plan underneath stays readable. */
export const OVERLAY_ALPHA = 140;

type Rgba = readonly [number, number, number, number];
const TRANSPARENT: Rgba = [0, 0, 0, 0];

/** The class of a cell's value; undefined outside the plot (-1) or for a value that is no number. */
export function cellClass(hours: number): SunClass | undefined {
  if (hours === OUTSIDE_PLOT || !Number.isFinite(hours) || hours < 0) return undefined;
  return sunClass(hours);
}

/** [r, g, b, a] of a class (or transparent for no class). */
export function classRgba(cls: SunClass | undefined, alpha = OVERLAY_ALPHA): Rgba {
  if (cls === undefined) return TRANSPARENT;
  const [r, g, b] = rgbOf(SUN_CLASS_STYLE[cls].colour);
  return [r, g, b, alpha];
}

/** [r, g, b, a] of one cell's value: its class's colour, or transparent outside the plot. */
export const cellRgba = (hours: number, alpha = OVERLAY_ALPHA): Rgba => classRgba(cellClass(hours), alpha);

/**
 * The map as RGBA pixels, one per cell, `cols` wide and `rows` high, in image order: the image's
 * top row is the map's highest row (the plan's y points up, an image's rows go down).
 */
export function overlayPixels(map: SunHoursMap, alpha = OVERLAY_ALPHA): Uint8ClampedArray<ArrayBuffer> {
  const { cols, rows, hours } = map;
  const pixels = new Uint8ClampedArray(cols * rows * 4);
  // Five colours in all: look each up once instead of per cell.
  const colours = new Map<SunClass | undefined, Rgba>();
  for (let row = 0; row < rows; row++) {
    const imageRow = rows - 1 - row;
    for (let col = 0; col < cols; col++) {
      const cls = cellClass(hours[row * cols + col] ?? OUTSIDE_PLOT);
      let rgba = colours.get(cls);
      if (rgba === undefined) {
        rgba = classRgba(cls, alpha);
        colours.set(cls, rgba);
      }
      pixels.set(rgba, (imageRow * cols + col) * 4);
    }
  }
  return pixels;
}

/** The grid's world rectangle (metres): where the overlay image goes. */
export function mapBounds(map: SunHoursMap) {
  const [minX, minY] = map.origin;
  return { minX, minY, maxX: minX + map.cols * map.cell_m, maxY: minY + map.rows * map.cell_m };
}
