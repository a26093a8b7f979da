// Issue 25's measures of a generated variant: what a designer checks before signing a plan.
import {
  accessReach,
  accessShare,
  catalogObjects,
  footprintDistance,
  objectByCode,
  objectSunHours,
  placedFootprint,
  plotGate,
  sunHoursMap,
  SUN_CLASS_HOURS,
  type PlacedObject,
  type Plan,
  type Plot,
  type Point,
} from '@plotplan/domain';

export interface CirculationMetrics {
  /** Share of buildings, well, greenhouse, compost and the bed block the paths reach (0..1). */
  readonly reached: number;
  /** Whether a parking, carport or garage lets a car drive straight in from the gate (undefined: none). */
  readonly drivable: boolean | undefined;
  /** Share of beds and greenhouses with >= 6 h of sun a day over the season (undefined: none). */
  readonly fullSun: number | undefined;
  /** Share of beds whose long side is within 10° of north-south (or a narrow plot's axis). */
  readonly bedsOriented: number | undefined;
  /** Mean gap from each bed to its nearest bed, metres (undefined: fewer than two beds). */
  readonly bedGap: number | undefined;
  /** Share of path length running parallel or square (within 5°) to a boundary edge. */
  readonly pathAlong: number | undefined;
}

const tagsOf = (o: PlacedObject): readonly string[] =>
  objectByCode(o.landscape_object, catalogObjects)?.tags ?? [];
const has = (o: PlacedObject, tag: string): boolean => tagsOf(o).includes(tag);

/** Angle between two undirected directions (degrees, 0..90). */
function lineAngle(a: number, b: number): number {
  const d = (((a - b) % 180) + 180) % 180;
  return Math.min(d, 180 - d);
}

/** The long side's direction of a rectangle, degrees counter-clockwise from +x. */
const longAxis = (o: PlacedObject): number => o.rotation_deg + (o.width >= o.depth ? 0 : 90);

const edgeAngles = (plot: Plot): number[] =>
  plot.boundary.map((a, i) => {
    const b = plot.boundary[(i + 1) % plot.boundary.length] as Point;
    return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  });

/** The plot's long axis when it is narrow (over twice as long as wide along its longest edge). */
function narrowAxis(plot: Plot): number | undefined {
  const angles = edgeAngles(plot);
  let best = { len: -1, deg: 0 };
  plot.boundary.forEach((a, i) => {
    const b = plot.boundary[(i + 1) % plot.boundary.length] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > best.len) best = { len, deg: angles[i] as number };
  });
  const r = (best.deg * Math.PI) / 180;
  const [ux, uy] = [Math.cos(r), Math.sin(r)];
  const along = plot.boundary.map((p) => p[0] * ux + p[1] * uy);
  const across = plot.boundary.map((p) => -p[0] * uy + p[1] * ux);
  const length = Math.max(...along) - Math.min(...along);
  const width = Math.max(...across) - Math.min(...across);
  return length > 2 * width ? best.deg : undefined;
}

/**
 * A car drives straight in: the object's long side square to the gate's edge (within 10°), its
 * near short side within 1 m of the boundary and its width inside the gate's opening (0.1 m slack).
 */
function drivableFromGate(plot: Plot, o: PlacedObject): boolean {
  const gate = plotGate(plot);
  const [a, b] = gate.opening;
  const half = Math.hypot(b[0] - a[0], b[1] - a[1]) / 2;
  const along: Point = [-gate.inward[1], gate.inward[0]];
  const inwardDeg = (Math.atan2(gate.inward[1], gate.inward[0]) * 180) / Math.PI;
  if (lineAngle(longAxis(o), inwardDeg) > 10) return false;
  const r = (o.rotation_deg * Math.PI) / 180;
  const corners: Point[] = [-1, 1].flatMap((sx) =>
    [-1, 1].map((sy): Point => [
      o.x + (sx * o.width * Math.cos(r)) / 2 - (sy * o.depth * Math.sin(r)) / 2,
      o.y + (sx * o.width * Math.sin(r)) / 2 + (sy * o.depth * Math.cos(r)) / 2,
    ]),
  );
  const rel = corners.map((c): Point => [c[0] - gate.point[0], c[1] - gate.point[1]]);
  const depth = Math.min(...rel.map((c) => c[0] * gate.inward[0] + c[1] * gate.inward[1]));
  const side = rel.map((c) => c[0] * along[0] + c[1] * along[1]);
  return depth <= 1 && Math.min(...side) >= -half - 0.1 && Math.max(...side) <= half + 0.1;
}

export function circulationMetrics(plot: Plot, plan: Plan): CirculationMetrics {
  const objects = plan.objects;
  const cars = objects.filter(
    (o) => has(o, 'parking') || has(o, 'garage') || o.landscape_object === 'carport',
  );
  const beds = objects.filter((o) => has(o, 'bed'));
  const sunny = objects.filter((o) => has(o, 'bed') || has(o, 'greenhouse'));
  let fullSun: number | undefined;
  if (sunny.length > 0 && plot.location !== undefined) {
    const hours = objectSunHours(sunHoursMap(plot, plan, { cell_m: 1 }), plan);
    fullSun = sunny.filter((o) => (hours[o.id] ?? 0) >= SUN_CLASS_HOURS.full).length / sunny.length;
  }
  // North-south in the plan frame: north_deg is clockwise from +y.
  const northSouth = 90 - plot.north_deg;
  const axis = narrowAxis(plot);
  const oriented = (o: PlacedObject): boolean =>
    lineAngle(longAxis(o), northSouth) <= 10 || (axis !== undefined && lineAngle(longAxis(o), axis) <= 10);
  const prints = beds.map(placedFootprint);
  const gaps = prints.map((fp, i) =>
    Math.min(...prints.filter((_, j) => j !== i).map((q) => footprintDistance(fp, q))),
  );
  const angles = edgeAngles(plot);
  let total = 0;
  let along = 0;
  for (const path of plan.paths ?? []) {
    for (let k = 1; k < path.points.length; k++) {
      const [p, q] = [path.points[k - 1] as Point, path.points[k] as Point];
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const deg = (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
      total += len;
      if (angles.some((e) => lineAngle(deg, e) <= 5 || lineAngle(deg, e + 90) <= 5)) along += len;
    }
  }
  return {
    reached: accessShare(accessReach(plot, plan)),
    drivable: cars.length === 0 ? undefined : cars.some((o) => drivableFromGate(plot, o)),
    fullSun,
    bedsOriented: beds.length === 0 ? undefined : beds.filter(oriented).length / beds.length,
    bedGap: beds.length < 2 ? undefined : gaps.reduce((s, g) => s + g, 0) / gaps.length,
    pathAlong: total === 0 ? undefined : along / total,
  };
}
