import { objectOutline, pictureFrame, type PictureFrame } from '@plotplan/contract/drawing';
import {
  pointsBox,
  rectCorners as cornersOf,
  type PlacedObject,
  type Plan,
  type Plot,
  type Point,
} from '@plotplan/domain';

/** A rect's corners in the plan frame: width along local x, depth along local y, turned CCW by rotation_deg. */
export function rectCorners(
  object: Pick<PlacedObject, 'x' | 'y' | 'width' | 'depth' | 'rotation_deg'>,
): Point[] {
  return cornersOf(object.x, object.y, object.width, object.depth, object.rotation_deg);
}

/** Points whose box holds the object's footprint (the drawing model's `objectOutline`). */
export function footprintExtent(object: PlacedObject): Point[] {
  const outline = objectOutline(object);
  if (outline.kind === 'polygon') return [...outline.ring];
  const { center, radius: r } = outline;
  return [
    [center[0] - r, center[1] - r],
    [center[0] + r, center[1] + r],
  ];
}

export type ViewBox = PictureFrame;

/**
 * The SVG viewBox around the plot and the plan, in screen orientation (y flipped: screen y = -plan y),
 * padded by `padding` (a share of the larger side). An empty drawing gets a 10 m box at the origin.
 */
export function thumbnailViewBox(
  plot: Pick<Plot, 'boundary'> | null,
  plan: Plan | null,
  padding = 0.05,
): ViewBox {
  const points: Point[] = [...(plot?.boundary ?? []), ...(plan?.objects ?? []).flatMap(footprintExtent)];
  if (points.length === 0) return { x: 0, y: -10, width: 10, height: 10 };
  return pictureFrame(pointsBox(points), padding);
}

export const viewBoxAttribute = (box: ViewBox) =>
  [box.x, box.y, box.width, box.height].map((v) => Number(v.toFixed(3))).join(' ');
