import {
  footprintDistance,
  footprintEdgeDistances,
  placedFootprint,
  type PlacedObject,
  type Point,
} from '@plotplan/domain';
import { closestBetween, closestToSegment, objectBox, objectOutline } from './object-geometry';

/** A dimension shown while dragging or for the selection: from the object to the boundary or to a nearby object. */
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
 * The distances worth showing for `object`: to the nearest boundary edge and to the `objectCount`
 * nearest other objects, nearest first. Box gaps prune the exact footprint distances, so a
 * 300-object plan stays cheap per frame.
 */
export function measurementsFor(
  object: PlacedObject,
  others: readonly PlacedObject[],
  boundary: readonly Point[],
  objectCount = 1,
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
  // The nearest `objectCount` so far, nearest first; an object whose box is farther than the last
  // of them cannot be nearer.
  const nearest: { other: PlacedObject; d: number }[] = [];
  const worst = () =>
    nearest.length < objectCount ? Infinity : (nearest[nearest.length - 1]?.d ?? Infinity);
  for (const other of others) {
    if (other.id === object.id || gap(object, other) >= worst()) continue;
    const d = footprintDistance(fp, placedFootprint(other));
    if (d >= worst()) continue;
    nearest.push({ other, d });
    nearest.sort((p, q) => p.d - q.d);
    if (nearest.length > objectCount) nearest.pop();
  }
  for (const { other, d } of nearest) {
    const [from, toPoint] = closestBetween(outline, objectOutline(other));
    out.push({ to: 'object', otherId: other.id, distance_m: d, from, toPoint });
  }
  return out;
}

/** The selected object's dimensions: to the nearest boundary side and the two nearest objects. */
export const selectionMeasurements = (
  object: PlacedObject,
  others: readonly PlacedObject[],
  boundary: readonly Point[],
): Measurement[] => measurementsFor(object, others, boundary, 2);
