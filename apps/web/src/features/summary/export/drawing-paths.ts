import type { Plan, Point } from '@plotplan/domain';
import { PATH_EDGE, PATH_FILL } from '../../../lib/plan-canvas';
import type { DrawingShape, PaperPoint } from './drawing-types';

/** The paving's edge on each side, metres of plot (as in the editor). */
const EDGE_M = 0.08;

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
 * The plan's paths as paved strips of their width: every edge layer (a little wider, darker) first,
 * then every fill, each segment a rectangle and each bend a disc, so that bends are round and branches
 * join the trunk without a seam. Drawn under the objects.
 */
export function pathShapes(plan: Plan | null, at: (p: Point) => PaperPoint, mmPerM: number): DrawingShape[] {
  const layer = (extra: number, color: string): DrawingShape[] =>
    (plan?.paths ?? []).flatMap((path) => {
      const half = path.width_m / 2 + extra;
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
  return [...layer(EDGE_M, PATH_EDGE), ...layer(0, PATH_FILL)];
}
