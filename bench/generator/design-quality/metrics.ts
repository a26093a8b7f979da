// How a landscape designer would judge a generated plan, in numbers (issue 14's design-quality bar).
import {
  catalogObjects,
  convexHull,
  footprintPolygon,
  objectByCode,
  objectSunHours,
  placedFootprint,
  plotGate,
  pointSegmentDistance,
  polygonArea,
  reachableShare,
  ringContainsPoint,
  sunHoursMap,
  SUN_CLASS_HOURS,
  type Plan,
  type PlacedObject,
  type Plot,
  type Point,
} from '@plotplan/domain';

export interface DesignMetrics {
  /** Share of buildings connected by the plan's paths to the entrance, 0..1. */
  readonly reachable: number;
  /** Entrance to the house's footprint over the plot's diagonal (lower: house by the entrance). */
  readonly entranceToHouse: number | undefined;
  /** Share of beds with >= 6 h of sun a day over the season. */
  readonly bedsFullSun: number | undefined;
  /** Footprint of beds and greenhouses over their convex hull (1: one tight block). */
  readonly bedCompactness: number | undefined;
  /** Largest crown overhang over a neighbour edge, metres. */
  readonly overhangNeighbour: number;
  /** Largest crown overhang over a street or driveway edge, metres. */
  readonly overhangStreet: number;
  /** Nearest sanitary object's distance from the entrance over the house's (> 1: behind the house). */
  readonly sanitaryRatio: number | undefined;
}

const tagsOf = (o: PlacedObject): readonly string[] =>
  objectByCode(o.landscape_object, catalogObjects)?.tags ?? [];
const has = (o: PlacedObject, tag: string): boolean => tagsOf(o).includes(tag);

function corners(o: PlacedObject): Point[] {
  const fp = placedFootprint(o);
  if (fp.kind === 'rect') return footprintPolygon(fp);
  const r = o.width / 2;
  return [0, 1, 2, 3, 4, 5, 6, 7].map((k): Point => {
    const a = (k * Math.PI) / 4;
    return [o.x + r * Math.cos(a), o.y + r * Math.sin(a)];
  });
}

/** Distance from p to the object's footprint (0 inside). */
function toFootprint(p: Point, o: PlacedObject): number {
  const ring = corners(o);
  if (ringContainsPoint(p, ring)) return 0;
  return Math.min(...ring.map((a, i) => pointSegmentDistance(p, a, ring[(i + 1) % ring.length] as Point)));
}

export function crownOverhang(plot: Plot, trees: readonly PlacedObject[], kinds: readonly string[]): number {
  const ring = plot.boundary;
  let worst = 0;
  for (const t of trees) {
    ring.forEach((a, i) => {
      if (!kinds.includes(plot.edges[i]?.kind ?? 'unknown')) return;
      const d = pointSegmentDistance([t.x, t.y], a, ring[(i + 1) % ring.length] as Point);
      worst = Math.max(worst, t.width / 2 - d);
    });
  }
  return Math.round(worst * 100) / 100;
}

export function designMetrics(plot: Plot, plan: Plan): DesignMetrics {
  const objects = plan.objects;
  // The generator's own gate: the entrance, else the middle of the street (or the longest) edge.
  const entrance: Point | undefined = plotGate(plot).point;
  const diagonal = Math.hypot(
    Math.max(...plot.boundary.map((p) => p[0])) - Math.min(...plot.boundary.map((p) => p[0])),
    Math.max(...plot.boundary.map((p) => p[1])) - Math.min(...plot.boundary.map((p) => p[1])),
  );
  const house = objects.find((o) => has(o, 'dwelling'));
  const houseDistance = entrance && house ? toFootprint(entrance, house) : undefined;

  const beds = objects.filter((o) => has(o, 'bed'));
  let bedsFullSun: number | undefined;
  if (beds.length > 0 && plot.location !== undefined) {
    const hours = objectSunHours(sunHoursMap(plot, plan, { cell_m: 1 }), plan);
    bedsFullSun = beds.filter((b) => (hours[b.id] ?? 0) >= SUN_CLASS_HOURS.full).length / beds.length;
  }

  const block = objects.filter((o) => has(o, 'bed') || has(o, 'greenhouse'));
  const bedCompactness =
    block.length < 2
      ? undefined
      : block.reduce((s, o) => s + o.width * o.depth, 0) / polygonArea(convexHull(block.flatMap(corners)));

  const trees = objects.filter((o) => has(o, 'tree'));
  const sanitary = objects.filter((o) => has(o, 'toilet') || has(o, 'compost') || has(o, 'septic'));
  const sanitaryRatio =
    entrance && houseDistance !== undefined && sanitary.length > 0
      ? Math.min(...sanitary.map((s) => toFootprint(entrance, s))) / Math.max(1, houseDistance)
      : undefined;

  return {
    reachable: reachableShare(plot, plan, catalogObjects),
    entranceToHouse: houseDistance === undefined ? undefined : houseDistance / diagonal,
    bedsFullSun,
    bedCompactness,
    overhangNeighbour: crownOverhang(plot, trees, ['neighbor']),
    overhangStreet: crownOverhang(plot, trees, ['street', 'driveway']),
    sanitaryRatio,
  };
}
