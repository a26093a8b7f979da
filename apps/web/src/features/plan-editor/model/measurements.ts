import {
  footprintDistance,
  footprintEdgeDistances,
  placedFootprint,
  type PlacedObject,
  type Point,
} from '@plotplan/domain';
import { closestBetween, closestToSegment, objectBox, objectOutline } from './object-geometry';

/** A dimension shown while dragging: from the object to the boundary or to its nearest neighbour. */
export interface Measurement {
  readonly to: 'boundary' | 'object';
  /** The other object's id, for `object`. */
  readonly otherId?: string;
  readonly distance_m: number;
  readonly from: Point;
  readonly toPoint: Point;
}

const gap = (a: PlacedObject, b: PlacedObject): number => {
  const [p, q] = [objectBox(a), objectBox(b)];
  const dx = Math.max(0, p.minX - q.maxX, q.minX - p.maxX);
  const dy = Math.max(0, p.minY - q.maxY, q.minY - p.maxY);
  return Math.hypot(dx, dy);
};

/**
 * The distances worth showing for `object`: to the nearest boundary edge and to the nearest other
 * object. Box gaps prune the exact footprint distances, so a 300-object plan stays cheap per frame.
 */
export function measurementsFor(
  object: PlacedObject,
  others: readonly PlacedObject[],
  boundary: readonly Point[],
): Measurement[] {
  const out: Measurement[] = [];
  const fp = placedFootprint(object);
  const outline = objectOutline(object);
  if (boundary.length >= 3) {
    const distances = footprintEdgeDistances(fp, boundary);
    let edge = 0;
    distances.forEach((d, i) => {
      if (d < (distances[edge] ?? Infinity)) edge = i;
    });
    const a = boundary[edge] as Point;
    const b = boundary[(edge + 1) % boundary.length] as Point;
    const [from, toPoint] = closestToSegment(outline, a, b);
    out.push({ to: 'boundary', distance_m: distances[edge] ?? 0, from, toPoint });
  }
  let nearest: PlacedObject | undefined;
  let nearestD = Infinity;
  for (const other of others) {
    if (other.id === object.id || gap(object, other) >= nearestD) continue;
    const d = footprintDistance(fp, placedFootprint(other));
    if (d < nearestD) [nearest, nearestD] = [other, d];
  }
  if (nearest !== undefined) {
    const [from, toPoint] = closestBetween(outline, objectOutline(nearest));
    out.push({ to: 'object', otherId: nearest.id, distance_m: nearestD, from, toPoint });
  }
  return out;
}
