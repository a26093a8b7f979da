import {
  edgeNormal,
  neighborHouseRing,
  outwardSide,
  pointsBox,
  type EdgeKind,
  type NeighborBuilding,
  type Plot,
  type Point,
} from '@plotplan/domain';
import type { Bounds } from './viewport';

/** How deep each kind's band beyond its side is drawn, metres (kept legible on screen by the caller). */
export const SURROUNDING_BAND_M: Record<EdgeKind, number> = {
  street: 7,
  driveway: 4,
  forest: 6,
  water: 6,
  field: 6,
  neighbor: 0,
  unknown: 0,
};

export interface NeighbourHouse {
  /** The side it stands beyond (0-based, as plot.edges). */
  readonly edge: number;
  readonly building: NeighborBuilding;
  /** Plan frame, metres: [near side's two corners, then the far side's], a rectangle. */
  readonly corners: readonly Point[];
}

/**
 * The neighbours' houses of a plot, each beyond its side as entered (its offset, size and place along
 * the side; the domain's neighborHouseRing, which the sun engine shades with), in plan coordinates.
 */
export function neighbourHouses(plot: Pick<Plot, 'boundary' | 'edges'>): NeighbourHouse[] {
  const ring = plot.boundary;
  if (ring.length < 3) return [];
  const side = outwardSide(ring);
  const houses: NeighbourHouse[] = [];
  ring.forEach((a, i) => {
    const edge = plot.edges[i];
    const b = ring[(i + 1) % ring.length] as Point;
    const building = edge?.kind === 'neighbor' ? edge.building : undefined;
    if (building === undefined || (a[0] === b[0] && a[1] === b[1])) return;
    // The sun engine's own footprint: the house is drawn where it shades.
    houses.push({ edge: i, building, corners: neighborHouseRing(a, b, side, building) });
  });
  return houses;
}

/** The unit normal of each side pointing out of the plot (plan frame). */
export function outwardNormals(boundary: readonly Point[]): Point[] {
  const side = outwardSide(boundary);
  return boundary.map((a, i) => edgeNormal(a, boundary[(i + 1) % boundary.length] as Point, side));
}

/**
 * The box around the plot and what is drawn beyond it (houses, street and forest bands), plus
 * `margin` metres: what a canvas fits so the surroundings are in view.
 */
export function surroundedBounds(plot: Pick<Plot, 'boundary' | 'edges'>, margin = 0): Bounds {
  const ring = plot.boundary;
  if (ring.length === 0) return { minX: 0, minY: 0, maxX: 40, maxY: 40 };
  const normals = outwardNormals(ring);
  const points: Point[] = [...ring, ...neighbourHouses(plot).flatMap((h) => h.corners)];
  ring.forEach((a, i) => {
    const depth = SURROUNDING_BAND_M[plot.edges[i]?.kind ?? 'unknown'];
    const b = ring[(i + 1) % ring.length] as Point;
    const [nx, ny] = normals[i] ?? [0, 0];
    if (depth > 0 && ring.length >= 3)
      points.push([a[0] + nx * depth, a[1] + ny * depth], [b[0] + nx * depth, b[1] + ny * depth]);
  });
  const box = pointsBox(points);
  return {
    minX: box.minX - margin,
    minY: box.minY - margin,
    maxX: box.maxX + margin,
    maxY: box.maxY + margin,
  };
}
