// "Where there is most sun": the sun-hours map of the plan without the objects being placed (their
// own shade does not count), the free window of the group's size with the most sun, and a pull
// towards it. Several objects share one window, so they stay together instead of piling on a cell.
import {
  cosSinDeg,
  DEFAULT_SUN_PERIOD,
  growingSeason,
  type PlacedObject,
  type Plan,
  type Point,
  sunHoursAt,
  sunHoursMap,
  type SunHoursMap,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { plotScale, type Pull } from './compass.js';

/**
 * A coarser sampling than the sun map's defaults (1 m cells, fortnightly days, half-hour steps):
 * enough for an answer in words or a spot to aim at, at a fraction of the cost (a few ms a garden).
 */
export const ASSISTANT_SUN_OPTIONS = { cell_m: 1, dayStep: 14, stepMinutes: 30 } as const;

/** The growing-season sun map of a plan on the context's plot (the plot must have a location). */
export function contextSunMap(context: AssistantContext, plan: Plan): SunHoursMap {
  const period = context.year === undefined ? DEFAULT_SUN_PERIOD : growingSeason(context.year);
  return sunHoursMap(context.plot, plan, { ...ASSISTANT_SUN_OPTIONS, period });
}

/** Room around the objects' own area in the window: paths and gaps between beds. */
const WINDOW_AREA_FACTOR = 1.5;
/** Windows within this many hours of the sunniest are as good: the one nearest the group wins. */
const TIE_HOURS = 0.25;
/** Weight of the spot's own sun against its distance from the window (both about 0..1). */
const SUN_WEIGHT = 0.5;

export interface SunArea {
  /** Sun hours without the objects being placed. */
  readonly map: SunHoursMap;
  /** Centre of the sunniest free window. */
  readonly centre: Point;
  /** Its mean sun hours a day. */
  readonly hours: number;
  readonly pull: Pull;
}

/** Whether a point lies on an object's footprint. */
export function onFootprint(o: PlacedObject, [px, py]: Point): boolean {
  const [dx, dy] = [px - o.x, py - o.y];
  if (o.shape === 'circle') return Math.hypot(dx, dy) <= o.width / 2;
  const [c, s] = cosSinDeg(o.rotation_deg);
  return Math.abs(dx * c + dy * s) <= o.width / 2 && Math.abs(-dx * s + dy * c) <= o.depth / 2;
}

/** Summed-area table of a rows x cols grid of values (one extra row and column of zeros). */
function summed(values: Float64Array, cols: number, rows: number): Float64Array {
  const s = new Float64Array((cols + 1) * (rows + 1));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = (r + 1) * (cols + 1) + c + 1;
      s[i] =
        (values[r * cols + c] as number) +
        (s[i - 1] as number) +
        (s[i - cols - 1] as number) -
        (s[i - cols - 2] as number);
    }
  }
  return s;
}

/**
 * The sunniest area for the objects being placed: a square window about the size of their footprints
 * (with room between), counting cells off the plot or under another object as sunless, and the window
 * nearest the objects' present centroid among the nearly-best. Throws MissingLocationError without
 * plot.location.
 */
export function sunniestArea(
  context: AssistantContext,
  objects: readonly PlacedObject[],
  movingIds: ReadonlySet<string>,
): SunArea {
  const fixed = context.plan.objects.filter((o) => !movingIds.has(o.id));
  const map = contextSunMap(context, { ...context.plan, objects: fixed });
  const { cols, rows, cell_m } = map;
  const [ox, oy] = map.origin;
  const centreOf = (c: number, r: number): Point => [ox + (c + 0.5) * cell_m, oy + (r + 0.5) * cell_m];
  const free = new Float64Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const h = map.hours[r * cols + c] as number;
      const p = centreOf(c, r);
      if (h >= 0 && !fixed.some((o) => onFootprint(o, p))) free[r * cols + c] = h;
    }
  }
  const area = objects.reduce((sum, o) => sum + o.width * o.depth, 0) * WINDOW_AREA_FACTOR;
  const k = Math.max(1, Math.min(cols, rows, Math.ceil(Math.sqrt(area) / cell_m)));
  const table = summed(free, cols, rows);
  const at = (r: number, c: number): number => table[r * (cols + 1) + c] as number;
  const windows: { centre: Point; hours: number }[] = [];
  for (let r = 0; r + k <= rows; r++) {
    for (let c = 0; c + k <= cols; c++) {
      const total = at(r + k, c + k) - at(r, c + k) - at(r + k, c) + at(r, c);
      windows.push({
        centre: [ox + (c + k / 2) * cell_m, oy + (r + k / 2) * cell_m],
        hours: total / (k * k),
      });
    }
  }
  let best = -Infinity;
  for (const w of windows) best = Math.max(best, w.hours);
  const n = Math.max(1, objects.length);
  const from: Point = [objects.reduce((s, o) => s + o.x, 0) / n, objects.reduce((s, o) => s + o.y, 0) / n];
  const gap = (p: Point): number => Math.hypot(p[0] - from[0], p[1] - from[1]);
  // Stable order: on equal distance the first window in grid order wins, so the choice is repeatable.
  const chosen = windows
    .filter((w) => w.hours >= best - TIE_HOURS)
    .reduce((a, b) => (gap(b.centre) < gap(a.centre) - 1e-9 ? b : a));
  const scale = plotScale(context.plot);
  const top = Math.max(1e-9, map.max_hours);
  const centre = chosen.centre;
  const pull: Pull = (o) => {
    const h = sunHoursAt(map, [o.x, o.y]);
    const shortfall = h < 0 ? 1 : 1 - h / top;
    return Math.hypot(o.x - centre[0], o.y - centre[1]) / scale + SUN_WEIGHT * shortfall;
  };
  return { map, centre, hours: chosen.hours, pull };
}
