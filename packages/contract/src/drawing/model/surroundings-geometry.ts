import {
  edgeNormal,
  neighborHouseRing,
  outwardSide,
  type EdgeKind,
  type NeighborBuilding,
  type Plot,
  type Point,
} from '@plotplan/domain';

/** A box in plan metres (y up). */
export interface PlanBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/**
 * How deep each kind's band beyond its side is drawn on a site plan, metres (the screen keeps it
 * legible in pixels; the paper draws it at scale). Kinds with 0 have no band.
 */
export const SURROUNDING_BAND_M: Readonly<Record<EdgeKind, number>> = {
  street: 7,
  driveway: 4,
  forest: 6,
  water: 6,
  field: 6,
  neighbor: 0,
  unknown: 0,
};

/** How deep a band is on a thumbnail: one thin strip for every kind, a share of the plot's size. */
export function thumbnailBandDepth(plot: Pick<Plot, 'boundary'>): number {
  const xs = plot.boundary.map((p) => p[0]);
  const ys = plot.boundary.map((p) => p[1]);
  const size = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return Math.min(4, Math.max(1, size * 0.035));
}

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
