import type { PlanBox } from './surroundings-geometry.js';

/** A picture's viewBox in SVG's orientation (y down: y is minus the plan's y), metres. */
export interface PictureFrame {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The frame of a picture of `box` (plan metres, y up), padded by `padding` (a share of its larger
 * side), at least 1 m each way: the web's card thumbnails and the server's project thumbnails.
 */
export function pictureFrame(box: PlanBox, padding: number): PictureFrame {
  const width = Math.max(box.maxX - box.minX, 1);
  const height = Math.max(box.maxY - box.minY, 1);
  const pad = Math.max(width, height) * padding;
  return { x: box.minX - pad, y: -box.maxY - pad, width: width + 2 * pad, height: height + 2 * pad };
}
