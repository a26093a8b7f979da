// "Most sun", "full sun", "the sunniest spot" as a designer means it (issue 25): the sunniest spot
// that keeps every rule, not the sunniest point and a refusal. Candidate layouts over the plot are
// ranked by the sun hours their footprints get on the sun map without the objects being placed, and
// the first that keeps the rules wins. Beds go as one block: side by side with aisles, long sides
// north-south.
import {
  cosSinDeg,
  ringContainsPoint,
  sunHoursAt,
  type PlacedObject,
  type Point,
  type SunHoursMap,
  type Violation,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { compassVector } from './compass.js';
import { firstKeeping } from './ranked.js';
import { contextSunMap, onFootprint } from './sunniest.js';
import { blockLayouts, isBedCode } from './bed-block.js';

/** Grid step of the candidate centres, metres. */
const SUN_STEP_M = 0.5;
/** Sun hours closer than this count as equal, and the nearer spot wins. */
const SUN_TIE_H = 0.1;
/** A spot must beat today's sun by this much to be worth a move (less is a shuffle, not more sun), hours a day. */
const BETTER_BY_H = 0.25;

export interface SunSpots<T> {
  /** The sun map without the objects being placed. */
  readonly map: SunHoursMap;
  /** The objects at the sunniest spot that keeps the rules, settled; undefined when none is sunnier than today. */
  readonly found?: T;
  /** Mean sun hours of that layout on the map (today's when no better spot). */
  readonly hours: number;
  /** The sunniest candidate's mean hours (allowed or not). */
  readonly bestHours: number;
  /** The objects' mean hours where they stand (a move), on the same map. */
  readonly today?: number;
  /** The error rule that kept the sunnier spots out, when some were. */
  readonly blocking?: Violation;
}

/** Points of a footprint on a 0.5 m grid (at least its centre), to average sun hours over. */
function samplePoints(o: PlacedObject): Point[] {
  const reach = Math.hypot(o.width, o.depth) / 2;
  const points: Point[] = [];
  for (let dx = -reach + 0.25; dx < reach; dx += 0.5) {
    for (let dy = -reach + 0.25; dy < reach; dy += 0.5) {
      const p: Point = [o.x + dx, o.y + dy];
      if (onFootprint(o, p)) points.push(p);
    }
  }
  return points.length === 0 ? [[o.x, o.y]] : points;
}

/** Whether the object's footprint corners (a circle's compass points) lie in the ring. */
function withinRing(o: PlacedObject, ring: readonly Point[]): boolean {
  const [c, s] = o.shape === 'circle' ? [1, 0] : cosSinDeg(o.rotation_deg);
  const [hw, hd] = o.shape === 'circle' ? [o.width / 2, o.width / 2] : [o.width / 2, o.depth / 2];
  const corners: Point[] =
    o.shape === 'circle'
      ? [
          [o.x + hw, o.y],
          [o.x - hw, o.y],
          [o.x, o.y + hw],
          [o.x, o.y - hw],
        ]
      : [
          [1, 1],
          [1, -1],
          [-1, 1],
          [-1, -1],
        ].map(([a = 0, b = 0]): Point => [o.x + a * hw * c - b * hd * s, o.y + a * hw * s + b * hd * c]);
  return corners.every((p) => ringContainsPoint(p, ring));
}

/** Mean sun hours over the objects' footprints; -1 when one is off the plot or a point is under `fixed`. */
function layoutHours(
  map: SunHoursMap,
  layout: readonly PlacedObject[],
  fixed: readonly PlacedObject[],
  ring: readonly Point[],
): number {
  let total = 0;
  let count = 0;
  for (const o of layout) {
    if (!withinRing(o, ring)) return -1;
    const reach = Math.hypot(o.width, o.depth) / 2;
    const near = fixed.filter(
      (f) => Math.hypot(f.x - o.x, f.y - o.y) < reach + Math.hypot(f.width, f.depth) / 2,
    );
    for (const p of samplePoints(o)) {
      const h = sunHoursAt(map, p);
      if (h < 0 || near.some((f) => onFootprint(f, p))) return -1;
      total += h;
      count++;
    }
  }
  return count === 0 ? -1 : total / count;
}

/** The candidate layouts of the objects: one object at every grid spot (in its turns), beds as a block. */
function* layoutsOf(
  context: AssistantContext,
  objects: readonly PlacedObject[],
  keepRotation: boolean,
): Generator<readonly PlacedObject[]> {
  const ring = context.plot.boundary;
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const shapes =
    objects.length === 1
      ? oneObjectTurns(objects[0] as PlacedObject, keepRotation)
      : blockLayouts(objects, compassVector('north', context.plot.north_deg));
  for (let x = x0 + SUN_STEP_M / 2; x < x1; x += SUN_STEP_M) {
    for (let y = y0 + SUN_STEP_M / 2; y < y1; y += SUN_STEP_M) {
      for (const shape of shapes) {
        yield shape.map((o) => ({ ...o, x: round(x + o.x), y: round(y + o.y) }));
      }
    }
  }
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

/** One object about the origin, in its own turn and (when free to turn) a quarter turn more. */
function oneObjectTurns(o: PlacedObject, keepRotation: boolean): PlacedObject[][] {
  const at = { ...o, x: 0, y: 0 };
  if (o.shape === 'circle' || keepRotation) return [[at]];
  return [[at], [{ ...at, rotation_deg: (o.rotation_deg + 90) % 360 }]];
}

/** Whether the objects can be placed here: one object, or beds (as a block). */
export function sunSpotsApply(objects: readonly PlacedObject[], context: AssistantContext): boolean {
  return (
    context.plot.location !== undefined &&
    (objects.length === 1 ||
      (objects.length > 1 && objects.every((o) => isBedCode(o.landscape_object, context.catalog))))
  );
}

/**
 * The sunniest spot that keeps the rules for the objects (see sunSpotsApply), with `fixed` staying as
 * they are; `today`: whether they stand on the plan now (a move), which a new spot must beat.
 */
export function sunSpots<T>(
  context: AssistantContext,
  before: readonly Violation[],
  fixed: readonly PlacedObject[],
  objects: readonly PlacedObject[],
  options: {
    readonly keepRotation: boolean;
    readonly moving: boolean;
    /** The layout (objects in the given order) made into the whole plan; see firstKeeping. */
    readonly settle: (layout: readonly PlacedObject[]) => T | undefined;
  },
): SunSpots<T> {
  const map = contextSunMap(context, { ...context.plan, objects: [...fixed] });
  const ranked: { layout: readonly PlacedObject[]; hours: number; gap: number }[] = [];
  const n = objects.length;
  const from: Point = [objects.reduce((s, o) => s + o.x, 0) / n, objects.reduce((s, o) => s + o.y, 0) / n];
  for (const layout of layoutsOf(context, objects, options.keepRotation)) {
    const hours = layoutHours(map, layout, fixed, context.plot.boundary);
    if (hours < 0) continue;
    const m = layout.length;
    const gap = Math.hypot(
      layout.reduce((s, o) => s + o.x, 0) / m - from[0],
      layout.reduce((s, o) => s + o.y, 0) / m - from[1],
    );
    ranked.push({ layout, hours, gap });
  }
  // Most sun first (in steps of 0.1 h); on equal steps the spot nearest where they are.
  const step = (h: number): number => Math.round(h / SUN_TIE_H);
  ranked.sort((a, b) => step(b.hours) - step(a.hours) || a.gap - b.gap);
  const bestHours = ranked[0]?.hours ?? 0;
  const today = options.moving
    ? Math.max(0, layoutHours(map, objects, fixed, context.plot.boundary))
    : undefined;
  const worth = today === undefined ? ranked : ranked.filter((r) => r.hours > today + BETTER_BY_H);
  const found = firstKeeping(
    context,
    before,
    fixed,
    worth.map((r) => r.layout),
    options.settle,
  );
  const blocking = found.blocking === undefined ? {} : { blocking: found.blocking };
  const todayField = today === undefined ? {} : { today };
  if (found.found === undefined || found.rank === undefined) {
    return { map, hours: today ?? 0, bestHours, ...todayField, ...blocking };
  }
  const hours = worth[found.rank]?.hours ?? 0;
  return { map, found: found.found, hours, bestHours, ...todayField, ...blocking };
}
