import { footprintPolygon } from '../geometry/footprint.js';
import type { Point } from '../geometry/point.js';
import type { PlacedObject, PlanPath } from '../model/plan.js';
import type { CoverPiece } from './covered-area.js';

/** The ground an object covers: its disc, or its rectangle's corners. */
export function objectPiece(object: PlacedObject): CoverPiece {
  if (object.shape === 'circle') {
    return { kind: 'circle', cx: object.x, cy: object.y, radius: object.width / 2 };
  }
  const ring = footprintPolygon({
    kind: 'rect',
    cx: object.x,
    cy: object.y,
    width: object.width,
    depth: object.depth,
    rotation_deg: object.rotation_deg,
  });
  return { kind: 'polygon', ring };
}

/** A path as one rectangle per segment (the joints' small wedges are left out). */
export function pathPieces(path: PlanPath): CoverPiece[] {
  const pieces: CoverPiece[] = [];
  const half = path.width_m / 2;
  for (let i = 0; i + 1 < path.points.length; i++) {
    const [ax, ay] = path.points[i] as Point;
    const [bx, by] = path.points[i + 1] as Point;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const nx = (-(by - ay) / length) * half;
    const ny = ((bx - ax) / length) * half;
    const ring: Point[] = [
      [ax - nx, ay - ny],
      [bx - nx, by - ny],
      [bx + nx, by + ny],
      [ax + nx, ay + ny],
    ];
    pieces.push({ kind: 'polygon', ring });
  }
  return pieces;
}
