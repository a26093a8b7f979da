// "Near the south fence" as a designer reads it (issue 25): a band along that side, the third of the
// plot's depth nearest it, clear of the gate and the car's way in; several objects spaced along the
// band, each as close to the fence as the rules allow. Trees also keep their shade off beds and the
// house (tree-shade.ts).
import {
  pointRingDistance,
  ringContainsPoint,
  type PlacedObject,
  type Plot,
  type Point,
} from '@plotplan/domain';
import type { CompassPoint } from '../commands/index.js';
import type { AssistantContext } from '../outcome.js';
import { compassVector, halfExtent } from './compass.js';
import type { SpotCost } from './ranked-spots.js';
import { shadeCost, type TreeShade } from './tree-shade.js';

/** The band's depth: this share of the plot's extent towards the side; the wider one when nothing fits in it. */
export const BAND_SHARES = [1 / 3, 1 / 2] as const;
/** Kept clear in front of the gate: the opening plus this much each side, metres... */
const GATE_SIDE_M = 1;
/** ...and this far into the plot (a car's length and its turn), metres. */
const GATE_DEPTH_M = 6;
/** Weight of the distance from the fence against the distance from the object's slot along it. */
const FENCE_WEIGHT = 0.5;
/**
 * The same weight when nothing fits in either band and the whole plot is searched: nearness to the
 * fence comes first then (more than the slot along it and a tree's shade).
 */
export const PLOT_FENCE_WEIGHT = 8;
/** Weight of a tree's shade on beds and the house: more than any position in the band. */
const SHADE_WEIGHT = 4;

/** Whether the object keeps clear of the way in through the gate (GATE_SIDE_M, GATE_DEPTH_M). */
export function clearOfGate(plot: Plot, o: PlacedObject): boolean {
  const gate = plot.entrance;
  const ring = plot.boundary;
  if (gate === undefined || gate.edge >= ring.length) return true;
  const a = ring[gate.edge] as Point;
  const b = ring[(gate.edge + 1) % ring.length] as Point;
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (len === 0) return true;
  const e: Point = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const g: Point = [a[0] + e[0] * gate.t * len, a[1] + e[1] * gate.t * len];
  // The inward normal: the one pointing at the plot's centroid.
  const c = ring.reduce<Point>((s, p) => [s[0] + p[0] / ring.length, s[1] + p[1] / ring.length], [0, 0]);
  const side = (c[0] - g[0]) * -e[1] + (c[1] - g[1]) * e[0] >= 0 ? 1 : -1;
  const n: Point = [-e[1] * side, e[0] * side];
  const [dx, dy] = [o.x - g[0], o.y - g[1]];
  const along = Math.abs(dx * e[0] + dy * e[1]) - halfExtent(o, e);
  const inward = dx * n[0] + dy * n[1] - halfExtent(o, n);
  return along >= gate.width_m / 2 + GATE_SIDE_M || inward >= GATE_DEPTH_M;
}

/**
 * The cost of the band along `side` (`share` of the plot's depth) for `count` objects: object i's slot is the (i + 0.5) / count
 * point along the band; spots outside the band or in front of the gate are no candidates.
 */
export function bandCost(
  context: AssistantContext,
  side: CompassPoint,
  count: number,
  shade: TreeShade | undefined,
  isTree: boolean,
  share: number = BAND_SHARES[0],
  fenceWeight: number = FENCE_WEIGHT,
  /** Skip spots on a protected area (the whole plot's search: the checker's tries are few). */
  offAreas = false,
): SpotCost {
  const { plot } = context;
  const u = compassVector(side, plot.north_deg);
  const w: Point = [-u[1], u[0]];
  const depthOf = plot.boundary.map(([x, y]) => x * u[0] + y * u[1]);
  const [lo, hi] = [Math.min(...depthOf), Math.max(...depthOf)];
  const inner = hi - (hi - lo) * share;
  // The band's run along the fence: where the plot reaches into the band.
  const runs = plot.boundary.map(([x, y]) => x * w[0] + y * w[1]);
  const [w0, w1] = [Math.min(...runs), Math.max(...runs)];
  const span = Math.max(1e-9, w1 - w0);
  const depth = Math.max(1e-9, hi - lo);
  const shadeAt = new Map<string, number>();
  return (i, o) => {
    const d = o.x * u[0] + o.y * u[1];
    if (d < inner || !clearOfGate(plot, o) || (offAreas && onProtectedArea(plot, o))) return undefined;
    const slot = w0 + ((i + 0.5) / count) * span;
    const run = Math.abs(o.x * w[0] + o.y * w[1] - slot) / span;
    const fence = (hi - (d + halfExtent(o, u))) / depth;
    let dark = 0;
    if (isTree && shade !== undefined) {
      const key = `${o.x},${o.y}`;
      dark = shadeAt.get(key) ?? shadeCost(shade, o);
      shadeAt.set(key, dark);
    }
    return run + fenceWeight * fence + SHADE_WEIGHT * dark;
  };
}

/** How far the nearest of `objects` stands from the fence on `side`, footprint to fence, metres. */
export function distanceFromSide(plot: Plot, side: CompassPoint, objects: readonly PlacedObject[]): number {
  const u = compassVector(side, plot.north_deg);
  const hi = Math.max(...plot.boundary.map(([x, y]) => x * u[0] + y * u[1]));
  return Math.min(...objects.map((o) => hi - (o.x * u[0] + o.y * u[1] + halfExtent(o, u))));
}

/** Whether `o` (as the circle round its footprint) reaches onto one of the plot's protected areas. */
function onProtectedArea(plot: Plot, o: PlacedObject): boolean {
  const r = o.shape === 'circle' ? o.width / 2 : Math.hypot(o.width, o.depth) / 2;
  const c: Point = [o.x, o.y];
  return plot.protected_areas.some(({ shape }) =>
    shape.type === 'circle'
      ? Math.hypot(c[0] - shape.center[0], c[1] - shape.center[1]) < r + shape.radius
      : ringContainsPoint(c, shape.points) || pointRingDistance(c, shape.points) < r,
  );
}
