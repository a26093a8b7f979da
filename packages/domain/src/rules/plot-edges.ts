import { boundingBox, signedArea, type BoundingBox, type Point } from '../geometry/index.js';
import type { BuildingMaterial, EdgeKind, Plot } from '../model/plot.js';

/** A boundary edge with what the rules need to know about it. */
export interface EdgeInfo {
  readonly index: number;
  readonly kind: EdgeKind;
  readonly a: Point;
  readonly b: Point;
  readonly box: BoundingBox;
  /** For neighbour and unknown edges: rear (facing away from a street or driveway) or side. */
  readonly role?: 'rear' | 'side';
  /** The near side of the neighbour's house: the edge moved outwards by its offset. */
  readonly building?: {
    readonly a: Point;
    readonly b: Point;
    readonly box: BoundingBox;
    readonly material: BuildingMaterial;
  };
}

/**
 * cos 135°: a neighbour edge whose outward normal is within 45° of facing away from the street.
 * The margin keeps an edge at exactly 45° a side edge, whatever the rounding of a moved plot.
 */
const REAR_COS = -Math.SQRT1_2 - 1e-9;

function outwardNormal(a: Point, b: Point, ccw: boolean): Point {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len === 0) return [0, 0];
  // The interior of a counter-clockwise ring is on the left, so outwards is to the right.
  const sign = ccw ? 1 : -1;
  return [(sign * (b[1] - a[1])) / len, (sign * (a[0] - b[0])) / len];
}

/** The plot's edges: kind (unknown where the plot does not say), role and the neighbour's house. */
export function describeEdges(plot: Plot): EdgeInfo[] {
  const ring = plot.boundary;
  const ccw = signedArea(ring) >= 0;
  const raw = ring.map((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    return { a, b, kind: plot.edges[i]?.kind ?? 'unknown', normal: outwardNormal(a, b, ccw) };
  });
  const fronts = raw.filter((e) => e.kind === 'street' || e.kind === 'driveway').map((e) => e.normal);
  return raw.map(({ a, b, kind, normal }, index): EdgeInfo => {
    const info = { index, kind, a, b, box: boundingBox([a, b]) };
    if (kind !== 'neighbor' && kind !== 'unknown') return info;
    const rear = fronts.some((f) => f[0] * normal[0] + f[1] * normal[1] < REAR_COS);
    const role = rear ? ('rear' as const) : ('side' as const);
    const house = plot.edges[index]?.building;
    if (kind !== 'neighbor' || house === undefined) return { ...info, role };
    const shift = (p: Point): Point => [p[0] + normal[0] * house.offset_m, p[1] + normal[1] * house.offset_m];
    const [ba, bb] = [shift(a), shift(b)];
    return {
      ...info,
      role,
      building: { a: ba, b: bb, box: boundingBox([ba, bb]), material: house.material },
    };
  });
}
