import { closestPointOnSegment, type PlacedObject, type Point } from '@plotplan/domain';
import { rectCorners } from '../../../lib/plan-canvas';

export interface BoundaryDimension {
  /** On the object's footprint. */
  readonly from: Point;
  /** On the boundary. */
  readonly to: Point;
  readonly distance_m: number;
  readonly edge: number;
}

const distance = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** The closest pair of points of two segments that do not cross: one of them is an endpoint. */
function closestBetween(a: Point, b: Point, c: Point, d: Point): [Point, Point] {
  const candidates: [Point, Point][] = [
    [a, closestPointOnSegment(a, c, d)],
    [b, closestPointOnSegment(b, c, d)],
    [closestPointOnSegment(c, a, b), c],
    [closestPointOnSegment(d, a, b), d],
  ];
  return candidates.reduce((best, pair) =>
    distance(pair[0], pair[1]) < distance(best[0], best[1]) ? pair : best,
  );
}

/**
 * The dimension from an object's footprint to the nearest boundary edge, for drawing: the two
 * closest points and their distance. A footprint reaching over the boundary measures 0 or less
 * usefully, so callers skip tiny distances.
 */
export function nearestBoundaryDimension(
  object: PlacedObject,
  boundary: readonly Point[],
): BoundaryDimension | undefined {
  let best: BoundaryDimension | undefined;
  boundary.forEach((c, edge) => {
    const d = boundary[(edge + 1) % boundary.length] as Point;
    let pair: [Point, Point];
    if (object.shape === 'circle') {
      const centre: Point = [object.x, object.y];
      const onEdge = closestPointOnSegment(centre, c, d);
      const gap = distance(centre, onEdge);
      const r = object.width / 2;
      const toward: Point =
        gap === 0
          ? centre
          : [
              centre[0] + ((onEdge[0] - centre[0]) * r) / gap,
              centre[1] + ((onEdge[1] - centre[1]) * r) / gap,
            ];
      pair = [toward, onEdge];
      const distance_m = Math.max(0, gap - r);
      if (best === undefined || distance_m < best.distance_m)
        best = { from: pair[0], to: pair[1], distance_m, edge };
      return;
    }
    const corners = rectCorners(object);
    corners.forEach((a, i) => {
      const b = corners[(i + 1) % corners.length] as Point;
      pair = closestBetween(a, b, c, d);
      const distance_m = distance(pair[0], pair[1]);
      if (best === undefined || distance_m < best.distance_m)
        best = { from: pair[0], to: pair[1], distance_m, edge };
    });
  });
  return best;
}
