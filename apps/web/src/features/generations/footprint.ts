import type { PlacedObject, Plan, Plot, Point } from '@plotplan/domain';

/** A rect's corners in the plan frame: width along local x, depth along local y, turned CCW by rotation_deg. */
export function rectCorners(
  object: Pick<PlacedObject, 'x' | 'y' | 'width' | 'depth' | 'rotation_deg'>,
): Point[] {
  const a = (object.rotation_deg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const hw = object.width / 2;
  const hd = object.depth / 2;
  const local: Point[] = [
    [-hw, -hd],
    [hw, -hd],
    [hw, hd],
    [-hw, hd],
  ];
  return local.map(([x, y]): Point => [object.x + x * c - y * s, object.y + x * s + y * c]);
}

/** Points whose box holds the object's footprint (a circle's four extremes). */
export function footprintExtent(object: PlacedObject): Point[] {
  if (object.shape === 'rect') return rectCorners(object);
  const r = object.width / 2;
  return [
    [object.x - r, object.y - r],
    [object.x + r, object.y + r],
  ];
}

export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

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
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const width = Math.max(maxX - minX, 1);
  const height = Math.max(maxY - minY, 1);
  const pad = Math.max(width, height) * padding;
  return { x: minX - pad, y: -maxY - pad, width: width + 2 * pad, height: height + 2 * pad };
}

export const viewBoxAttribute = (box: ViewBox) =>
  [box.x, box.y, box.width, box.height].map((v) => Number(v.toFixed(3))).join(' ');
