import type { SunHoursMap } from '@plotplan/domain';
import { overlayPixels } from './overlay-pixels';

/**
 * The map as a PNG data URL, one pixel per cell, drawn once per map on an offscreen canvas: the
 * overlay is then a single SVG image that pan and zoom only move, instead of thousands of rects.
 * Undefined where there is no 2D canvas (tests without one).
 */
export function overlayDataUrl(map: SunHoursMap): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = map.cols;
  canvas.height = map.rows;
  const context = canvas.getContext('2d');
  if (context === null) return undefined;
  context.putImageData(new ImageData(overlayPixels(map), map.cols, map.rows), 0, 0);
  return canvas.toDataURL('image/png');
}
