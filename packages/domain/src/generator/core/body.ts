import { circleBox, pointsBox, rectCorners, type BoundingBox, type Shape } from '../../geometry/index.js';
import { separation as shapeSeparation } from '../../rules/separation.js';

/** A footprint ready for fast distance tests: its shape, bounding box and whether it is axis-aligned. */
export interface Body {
  readonly x: number;
  readonly y: number;
  readonly rotation_deg: number;
  readonly shape: Shape;
  readonly box: BoundingBox;
  /** An unturned rectangle (0, 90, 180, 270 degrees): its box is its footprint. */
  readonly aligned: boolean;
}

export function makeBody(
  shape: 'rect' | 'circle',
  x: number,
  y: number,
  width: number,
  depth: number,
  rotation_deg: number,
): Body {
  if (shape === 'circle') {
    const r = width / 2;
    const box = circleBox(x, y, r);
    return { x, y, rotation_deg, shape: { kind: 'circle', cx: x, cy: y, radius: r }, box, aligned: false };
  }
  // footprintPolygon's corners without its input checks (the search builds millions of these), so
  // they agree with the checker's to the last bit.
  const ring = rectCorners(x, y, width, depth, rotation_deg);
  const aligned = Math.abs(rotation_deg % 90) < 1e-9;
  return { x, y, rotation_deg, shape: { kind: 'polygon', ring }, box: pointsBox(ring), aligned };
}

/**
 * Signed separation of two bodies, with exact shortcuts for unturned rectangles and circles; otherwise
 * the checker's own measure, so the search and checkPlan agree.
 */
export function separation(a: Body, b: Body): number {
  if (a.aligned && b.aligned) {
    const dx = Math.max(b.box.minX - a.box.maxX, a.box.minX - b.box.maxX);
    const dy = Math.max(b.box.minY - a.box.maxY, a.box.minY - b.box.maxY);
    if (dx > 0 || dy > 0) return Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
    return Math.max(dx, dy);
  }
  if (a.shape.kind === 'circle' && b.shape.kind === 'circle') {
    return Math.hypot(a.x - b.x, a.y - b.y) - a.shape.radius - b.shape.radius;
  }
  return shapeSeparation(a.shape, b.shape);
}
