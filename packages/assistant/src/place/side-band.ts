// "Near the south fence" as a designer reads it (issue 25): a band along that side, the third of the
// plot's depth nearest it, clear of the gate and the car's way in; several objects spaced along the
// band, each as close to the fence as the rules allow. Trees also keep their shade off beds and the
// house (tree-shade.ts). When nothing fits near the side at all, the whole plot, nearest it first.
import {
  areaShape,
  footprintShape,
  placedFootprint,
  shapeDistance,
  type PlacedObject,
  type Plot,
  type Point,
} from '@plotplan/domain';
import type { CompassPoint } from '../commands/index.js';
import type { AssistantContext } from '../outcome.js';
import { compassVector, halfExtent } from './compass.js';
import type { SpotCost } from './ranked-spots.js';
import { shadeCost, type TreeShade } from './tree-shade.js';

/**
 * A band along a side: `share` of the plot's extent towards it, `fenceWeight` the weight of the
 * distance from the fence against the distance from the object's slot along it, `offAreas` spots on
 * a protected area left out before the checker (its tries are few, and a whole plot has many).
 */
export interface Band {
  readonly share: number;
  readonly fenceWeight: number;
  readonly offAreas: boolean;
}

/** The third of the plot nearest the side, then the half when nothing fits in the third. */
export const SIDE_BANDS: readonly Band[] = [
  { share: 1 / 3, fenceWeight: 0.5, offAreas: false },
  { share: 1 / 2, fenceWeight: 0.5, offAreas: false },
];
/**
 * When nothing fits in either: the whole plot, nearness to the fence first (more than the slot along
 * it and a tree's shade).
 */
export const WHOLE_PLOT_BAND: Band = { share: 1, fenceWeight: 8, offAreas: true };
/** Kept clear in front of the gate: the opening plus this much each side, metres... */
const GATE_SIDE_M = 1;
/** ...and this far into the plot (a car's length and its turn), metres. */
const GATE_DEPTH_M = 6;
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
 * The cost of `band` along `side` for `count` objects: object i's slot is the (i + 0.5) / count
 * point along the band; spots outside the band or in front of the gate are no candidates.
 */
export function bandCost(
  context: AssistantContext,
  side: CompassPoint,
  count: number,
  shade: TreeShade | undefined,
  isTree: boolean,
  band: Band,
): SpotCost {
  const { plot } = context;
  const { u, lo, hi, gap } = sideFrame(plot, side);
  const w: Point = [-u[1], u[0]];
  const inner = hi - (hi - lo) * band.share;
  // The band's run along the fence: where the plot reaches into the band.
  const runs = plot.boundary.map(([x, y]) => x * w[0] + y * w[1]);
  const [w0, w1] = [Math.min(...runs), Math.max(...runs)];
  const span = Math.max(1e-9, w1 - w0);
  const depth = Math.max(1e-9, hi - lo);
  const areas = band.offAreas ? plot.protected_areas.map((a) => areaShape(a.shape)) : [];
  const shadeAt = new Map<string, number>();
  return (i, o) => {
    if (o.x * u[0] + o.y * u[1] < inner || !clearOfGate(plot, o)) return undefined;
    if (areas.length > 0) {
      const fp = footprintShape(placedFootprint(o));
      if (areas.some((a) => shapeDistance(fp, a) <= 1e-9)) return undefined;
    }
    const slot = w0 + ((i + 0.5) / count) * span;
    const run = Math.abs(o.x * w[0] + o.y * w[1] - slot) / span;
    let dark = 0;
    if (isTree && shade !== undefined) {
      const key = `${o.x},${o.y}`;
      dark = shadeAt.get(key) ?? shadeCost(shade, o);
      shadeAt.set(key, dark);
    }
    return run + (band.fenceWeight * gap(o)) / depth + SHADE_WEIGHT * dark;
  };
}

/**
 * The plot seen from `side`: its direction, the plot's extent along it, and how far an object's
 * footprint stands from that side's fence, metres.
 */
function sideFrame(plot: Plot, side: CompassPoint) {
  const u = compassVector(side, plot.north_deg);
  const depthOf = plot.boundary.map(([x, y]) => x * u[0] + y * u[1]);
  const [lo, hi] = [Math.min(...depthOf), Math.max(...depthOf)];
  const gap = (o: PlacedObject): number => hi - (o.x * u[0] + o.y * u[1] + halfExtent(o, u));
  return { u, lo, hi, gap };
}

/** How far the nearest of `objects` stands from the fence on `side`, footprint to fence, metres. */
export function distanceFromSide(plot: Plot, side: CompassPoint, objects: readonly PlacedObject[]): number {
  const { gap } = sideFrame(plot, side);
  return Math.min(...objects.map(gap));
}
