// Where a tree's shade falls (issue 25: "a tree goes where its shade falls on no bed and no house
// window"): the share of the growing season's sun a tree would take from each bed, greenhouse and
// house of the plan, and how close its crown comes to the house's walls.
import {
  DEFAULT_SUN_PERIOD,
  growingSeason,
  objectByCode,
  SHADE_DEFAULTS,
  shadowShiftPerMetre,
  sunSamples,
  type PlacedObject,
  type Point,
} from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { crownOf } from './tree-crown.js';

/** A tree may take at most this share of a bed's, greenhouse's or house's season sun (a stray morning or evening hour). */
export const MAX_SHADE_SHARE = 0.03;

/**
 * The least gap between a tree's crown and a house's walls, metres (Plotplan convention: a crown
 * closer than 3 m darkens the rooms on that side and drips on the wall; no rule of the packs sets it).
 */
export const HOUSE_CROWN_GAP_M = 3;

/** What a tree's shade must keep off: beds and greenhouses (full-sun growing) and the house (its windows). */
const SHADED_TAGS = ['bed', 'greenhouse', 'dwelling'];

/** The sun positions that count, sparse: every 45 days, every 90 minutes, the sun above 5 degrees. */
const SAMPLING = { dayStep: 45, stepMinutes: 90, minAltitudeDeg: 5 } as const;

/** A generic mid-latitude sun (south-east, south, south-west at 45 degrees) when the plot has no location. */
const NO_LOCATION_SUN = [135, 180, 225].map((azimuth_deg) => ({
  altitude_deg: 45,
  azimuth_deg,
  weight_h: 1,
}));

interface Shaded {
  readonly object: PlacedObject;
  /** Points spread over its footprint. */
  readonly points: readonly Point[];
}

/** Nine points spread over a footprint (a 3 x 3 grid in its own axes; a circle's centre and ring). */
function footprintPoints(o: PlacedObject): Point[] {
  const f = [-2 / 3, 0, 2 / 3];
  if (o.shape === 'circle') {
    const r = (o.width / 2) * (2 / 3);
    return [
      [o.x, o.y],
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((k): Point => {
        const a = (k * Math.PI) / 4;
        return [o.x + r * Math.cos(a), o.y + r * Math.sin(a)];
      }),
    ];
  }
  const t = (o.rotation_deg * Math.PI) / 180;
  const [c, s] = [Math.cos(t), Math.sin(t)];
  return f.flatMap((a) =>
    f.map((b): Point => {
      const [u, v] = [(a * o.width) / 2, (b * o.depth) / 2];
      return [o.x + u * c - v * s, o.y + u * s + v * c];
    }),
  );
}

/** Distance from p to the segment a-b. */
function segmentGap(p: Point, a: Point, b: Point): number {
  const [vx, vy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / len2));
  return Math.hypot(p[0] - a[0] - t * vx, p[1] - a[1] - t * vy);
}

/** The gap between a point and a rectangle's (or circle's) footprint edge; 0 inside. */
export function footprintGap(o: PlacedObject, [px, py]: Point): number {
  if (o.shape === 'circle') return Math.max(0, Math.hypot(px - o.x, py - o.y) - o.width / 2);
  const r = (o.rotation_deg * Math.PI) / 180;
  const [c, s] = [Math.cos(r), Math.sin(r)];
  const [dx, dy] = [px - o.x, py - o.y];
  const u = Math.max(0, Math.abs(dx * c + dy * s) - o.width / 2);
  const v = Math.max(0, Math.abs(-dx * s + dy * c) - o.depth / 2);
  return Math.hypot(u, v);
}

export interface TreeShade {
  /** The largest share of season sun the tree would take from one bed, greenhouse or house, 0..1. */
  readonly worstShare: (tree: PlacedObject) => number;
  /** How far the tree's crown stays from the nearest house wall, metres (Infinity without a house). */
  readonly houseGap: (tree: PlacedObject) => number;
}

/**
 * The shade a tree would cast on the plan's beds, greenhouses and houses (`among`: the objects that
 * stay), by the crown's shadow at the season's sun positions: a footprint point is shaded when it
 * lies within the crown's radius of the shadow of the crown's axis (crown base to top).
 */
export function treeShade(context: AssistantContext, among: readonly PlacedObject[]): TreeShade {
  const { plot, catalog } = context;
  const tagged = (o: PlacedObject, tags: readonly string[]): boolean =>
    objectByCode(o.landscape_object, catalog)?.tags.some((t) => tags.includes(t)) === true;
  const shaded: Shaded[] = among
    .filter((o) => tagged(o, SHADED_TAGS))
    .map((object) => ({ object, points: footprintPoints(object) }));
  const houses = among.filter((o) => tagged(o, ['dwelling']));
  const period = context.year === undefined ? DEFAULT_SUN_PERIOD : growingSeason(context.year);
  const suns =
    plot.location === undefined
      ? NO_LOCATION_SUN
      : sunSamples(plot.location, { ...SAMPLING, period }).samples;
  const shifts = suns.map((s) => ({ shift: shadowShiftPerMetre(s, plot.north_deg), w: s.weight_h }));
  const total = shifts.reduce((sum, s) => sum + s.w, 0);
  const worstShare = (tree: PlacedObject): number => {
    const { centre, radius } = crownOf(tree);
    const [base, top] = [tree.height_m * SHADE_DEFAULTS.treeCrownBase, tree.height_m];
    const reach = radius + tree.height_m * 12;
    let worst = 0;
    for (const { object, points } of shaded) {
      // Far beyond the longest shadow (the sun at 5 degrees: under 12 x the height): no shade.
      if (footprintGap(object, centre) > reach) continue;
      let dark = 0;
      for (const { shift, w } of shifts) {
        const a: Point = [centre[0] + shift[0] * base, centre[1] + shift[1] * base];
        const b: Point = [centre[0] + shift[0] * top, centre[1] + shift[1] * top];
        for (const p of points) if (segmentGap(p, a, b) <= radius) dark += w;
      }
      worst = Math.max(worst, dark / (total * points.length));
    }
    return worst;
  };
  const houseGap = (tree: PlacedObject): number => {
    const { centre, radius } = crownOf(tree);
    return Math.min(Infinity, ...houses.map((h) => footprintGap(h, centre) - radius));
  };
  return { worstShare, houseGap };
}

/**
 * How badly a tree would sit as to shade: 0 when it takes at most MAX_SHADE_SHARE of any bed's,
 * greenhouse's or house's sun and keeps HOUSE_CROWN_GAP_M from the house; else 1 plus the excess.
 */
export function shadeCost(shade: TreeShade, tree: PlacedObject): number {
  const share = shade.worstShare(tree);
  const gap = shade.houseGap(tree);
  const excess =
    Math.max(0, share - MAX_SHADE_SHARE) + Math.max(0, HOUSE_CROWN_GAP_M - gap) / HOUSE_CROWN_GAP_M;
  return excess > 0 ? 1 + excess : 0;
}
