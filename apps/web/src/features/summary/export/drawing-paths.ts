import { PLAN_ELEMENTS, type PathShape } from '@plotplan/contract/drawing';
import type { Point } from '@plotplan/domain';
import type { DrawingShape, PaperPoint } from './drawing-types';

/** The strip of one segment, `half` metres either side of a-b, on the sheet. */
function strip(a: Point, b: Point, half: number, at: (p: Point) => PaperPoint): PaperPoint[] | undefined {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return undefined;
  const [nx, ny] = [(-(b[1] - a[1]) / length) * half, ((b[0] - a[0]) / length) * half];
  const corners: Point[] = [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
  return corners.map(at);
}

/**
 * The drawing model's paths as paved strips of their width: every edge layer (its edge wider, darker) first,
 * then every fill, each segment a rectangle and each bend a disc, so that bends are round and branches
 * join the trunk without a seam. Drawn under the objects.
 */
export function pathShapes(
  paths: readonly PathShape[],
  at: (p: Point) => PaperPoint,
  mmPerM: number,
): DrawingShape[] {
  const layer = (edge: boolean): DrawingShape[] =>
    paths.flatMap((path) => {
      const half = path.width_m / 2 + (edge ? path.edge_m : 0);
      const look = PLAN_ELEMENTS[path.style];
      const color = edge ? look.edge : look.fill;
      const shapes: DrawingShape[] = [];
      path.points.forEach((p, k) => {
        const next = path.points[k + 1];
        const ring = next === undefined ? undefined : strip(p, next, half, at);
        if (ring !== undefined)
          shapes.push({ kind: 'polygon', role: 'path', objectId: path.id, points: ring, fill: color });
        if (k > 0 && next !== undefined) {
          shapes.push({
            kind: 'circle',
            role: 'path',
            objectId: path.id,
            center: at(p),
            radius_mm: half * mmPerM,
            fill: color,
          });
        }
      });
      return shapes;
    });
  return [...layer(true), ...layer(false)];
}
