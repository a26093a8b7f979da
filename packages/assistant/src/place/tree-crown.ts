// Where a tree's crown may reach (issue 14). The boundary rules measure a tree from its trunk, so a
// trunk that keeps its setback can still hang the crown over the fence. The assistant places trees
// only where the crown, a circle of the tree's width, stays over the plot at neighbour boundaries,
// overhangs a street or driveway by at most 1 m and never reaches over the entrance.
// Self-contained on purpose: the domain's crown-overhang rule may later take its place.
import {
  type EdgeKind,
  type LandscapeObject,
  objectByCode,
  type PlacedObject,
  type Plot,
  type Point,
  pointSegmentDistance,
  ringContainsPoint,
  ringEdge,
  signedArea,
} from '@plotplan/domain';

/**
 * How far a crown may hang past a boundary edge of each kind, metres. A street or driveway verge
 * takes 1 m (branches kept above head height); any other edge may be someone's land, so nothing.
 * Plotplan convention, as the issue states it.
 */
export const CROWN_OVERHANG_LIMIT_M: Readonly<Record<EdgeKind, number>> = {
  neighbor: 0,
  street: 1,
  driveway: 1,
  forest: 0,
  water: 0,
  field: 0,
  unknown: 0,
};

/** Measurement slack, metres: a crown flush with the fence is over the plot. */
const SLACK_M = 0.01;

export interface EdgeOverhang {
  readonly edge: number;
  readonly kind: EdgeKind;
  /** How far the circle reaches past the edge, metres (0 when it stays inside). */
  readonly overhang_m: number;
}

/**
 * How far a circle reaches past each boundary edge: its radius less the signed distance of its
 * centre from the edge segment, at least 0. Measured to the segment, not its line, so a concave
 * plot's far edges are not counted. A centre outside the plot is negative to the edges it lies
 * beyond (outer side of their line), so a trunk past the fence hangs its radius and more over it.
 */
export function circleOverhangs(plot: Plot, centre: Point, radius: number): EdgeOverhang[] {
  const ring = plot.boundary;
  const inside = ringContainsPoint(centre, ring);
  // +1 for a counter-clockwise ring: the plot lies left of each edge.
  const turn = signedArea(ring) >= 0 ? 1 : -1;
  return ring.map((_, edge) => {
    const [a, b] = ringEdge(ring, edge);
    const d = pointSegmentDistance(centre, a, b);
    const left = (b[0] - a[0]) * (centre[1] - a[1]) - (b[1] - a[1]) * (centre[0] - a[0]);
    const beyond = !inside && left * turn < 0;
    return {
      edge,
      kind: plot.edges[edge]?.kind ?? 'unknown',
      overhang_m: Math.max(0, radius - (beyond ? -d : d)),
    };
  });
}

/** The entrance as a segment of its edge, or undefined when the plot has none. */
export function entranceSegment(plot: Plot): readonly [Point, Point] | undefined {
  const e = plot.entrance;
  if (e === undefined || e.edge < 0 || e.edge >= plot.boundary.length) return undefined;
  const [a, b] = ringEdge(plot.boundary, e.edge);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return undefined;
  const half = e.width_m / 2 / length;
  const at = (t: number): Point => {
    const c = Math.min(1, Math.max(0, t));
    return [a[0] + (b[0] - a[0]) * c, a[1] + (b[1] - a[1]) * c];
  };
  return [at(e.t - half), at(e.t + half)];
}

export type CrownProblem =
  | { readonly kind: 'edge'; readonly edge: number; readonly edgeKind: EdgeKind; readonly overhang_m: number }
  | { readonly kind: 'entrance' };

/**
 * What is wrong with a crown (a circle) at this spot, the worst edge first; undefined when it keeps
 * to the limits of CROWN_OVERHANG_LIMIT_M and stays clear of the entrance.
 */
export function crownProblem(plot: Plot, centre: Point, radius: number): CrownProblem | undefined {
  const gate = entranceSegment(plot);
  if (gate !== undefined && pointSegmentDistance(centre, gate[0], gate[1]) < radius - SLACK_M) {
    return { kind: 'entrance' };
  }
  let worst: CrownProblem | undefined;
  let worstExcess = 0;
  for (const o of circleOverhangs(plot, centre, radius)) {
    const excess = o.overhang_m - CROWN_OVERHANG_LIMIT_M[o.kind];
    if (excess > SLACK_M && excess > worstExcess) {
      worstExcess = excess;
      worst = { kind: 'edge', edge: o.edge, edgeKind: o.kind, overhang_m: o.overhang_m };
    }
  }
  return worst;
}

/** Metres past the limits, summed over the edges, plus the radius when over the entrance: 0 is fine. */
export function crownExcess(plot: Plot, centre: Point, radius: number): number {
  let total = 0;
  for (const o of circleOverhangs(plot, centre, radius)) {
    total += Math.max(0, o.overhang_m - CROWN_OVERHANG_LIMIT_M[o.kind]);
  }
  const gate = entranceSegment(plot);
  if (gate !== undefined) {
    total += Math.max(0, radius - pointSegmentDistance(centre, gate[0], gate[1]));
  }
  return total;
}

/** Whether a catalog code is a tree (tag `tree`): its crown is what the filter measures. */
export function isTreeCode(code: string, catalog: readonly LandscapeObject[]): boolean {
  return objectByCode(code, catalog)?.tags.includes('tree') === true;
}

/** A placed tree's crown: its footprint circle (the catalog's width is the crown's spread). */
export function crownOf(o: PlacedObject): { readonly centre: Point; readonly radius: number } {
  return { centre: [o.x, o.y], radius: Math.max(o.width, o.depth) / 2 };
}

/** Whether the object may stand here as far as crowns go: any non-tree may; a tree if its crown fits. */
export function crownFits(plot: Plot, o: PlacedObject, catalog: readonly LandscapeObject[]): boolean {
  if (!isTreeCode(o.landscape_object, catalog)) return true;
  const { centre, radius } = crownOf(o);
  return crownProblem(plot, centre, radius) === undefined;
}
