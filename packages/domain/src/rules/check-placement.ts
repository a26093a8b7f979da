import {
  boundingBox,
  mergedConvexPieces,
  pointRingDistance,
  ringContainsPoint,
  shapeDistance,
  type BoundingBox,
  type Point,
  type Shape,
} from '../geometry/index.js';
import { areaShape, type ProtectedArea } from '../model/plot.js';
import { DISTANCE_EPS, type CheckContext } from './check-context.js';
import { selects, type PlanItem } from './plan-items.js';
import { CONTACT_M, penetration } from './separation.js';
import { boxGap, boxMiddle } from './spatial-grid.js';
import type { InsidePlotRule, ProtectedAreaRule } from './types.js';
import { demand, relation, subject, type Finding } from './violation-format.js';

/** The smallest reported protrusion, so a flagged object never shows "0 m outside". */
const MIN_REPORTED_M = 0.001;

/**
 * How far the item sticks out of the plot, and where: its farthest corner (or rim point) outside.
 * When no corner is outside (a rectangle across a reflex corner of the plot), the depth of the plot
 * corner inside the item is reported instead: the move that clears it.
 */
function protrusion(item: PlanItem, ring: readonly Point[]): { depth: number; at: Point } {
  const fp = item.footprint;
  if (fp.kind === 'circle') {
    const c: Point = [fp.cx, fp.cy];
    const d = pointRingDistance(c, ring);
    return { depth: ringContainsPoint(c, ring) ? fp.radius - d : fp.radius + d, at: c };
  }
  const corners = item.shape.kind === 'polygon' ? item.shape.ring : [];
  let best = { depth: 0, at: [fp.cx, fp.cy] as Point };
  for (const p of corners) {
    const d = ringContainsPoint(p, ring) ? 0 : pointRingDistance(p, ring);
    if (d > best.depth) best = { depth: d, at: p };
  }
  if (best.depth > 0) return best;
  for (const v of ring) {
    if (!ringContainsPoint(v, corners)) continue;
    const d = pointRingDistance(v, corners);
    if (d > best.depth) best = { depth: d, at: v };
  }
  return best;
}

export function checkInsidePlot(rule: InsidePlotRule, ctx: CheckContext, out: Finding[]): void {
  for (const item of ctx.items) {
    if (!selects(rule.applies_to, item.tags)) continue;
    const centreOnly = rule.centre_only !== undefined && selects(rule.centre_only, item.tags);
    if (centreOnly ? ctx.centreInside(item.index) : ctx.inside(item.index)) continue;
    const { cx, cy } = item.footprint;
    const found = centreOnly
      ? { depth: pointRingDistance([cx, cy], ctx.ring), at: [cx, cy] as Point }
      : protrusion(item, ctx.ring);
    const shown = Math.max(found.depth, MIN_REPORTED_M);
    const where = centreOnly
      ? `has its trunk ${ctx.say(shown)} outside the plot`
      : `sticks out of the plot by ${ctx.say(shown)}`;
    out.push({
      rule,
      objectIds: [item.id],
      required: rule.value_m,
      actual: -shown,
      describe: () => ({ message: `${subject(item)} ${where}; ${rule.source}`, at: found.at }),
    });
  }
}

/** A protected area as the rules measure it: whole, in convex pieces (for overlap depth), and boxed. */
export interface PreparedArea {
  readonly area: ProtectedArea;
  readonly shape: Shape;
  readonly pieces: readonly Shape[];
  readonly box: BoundingBox;
}

// Plot objects are immutable, and the editor checks the same plot on every drag step: an area is
// cut into convex pieces once, not per check (a traced 200-vertex area costs milliseconds).
const preparedAreas = new WeakMap<ProtectedArea, PreparedArea>();

export function prepareArea(area: ProtectedArea): PreparedArea {
  let prepared = preparedAreas.get(area);
  if (prepared === undefined) {
    prepared = prepareAreaNow(area);
    preparedAreas.set(area, prepared);
  }
  return prepared;
}

function prepareAreaNow(area: ProtectedArea): PreparedArea {
  const s = area.shape;
  const shape = areaShape(s);
  if (s.type === 'circle') {
    const box = {
      minX: s.center[0] - s.radius,
      minY: s.center[1] - s.radius,
      maxX: s.center[0] + s.radius,
      maxY: s.center[1] + s.radius,
    };
    return { area, shape, pieces: [shape], box };
  }
  const pieces = mergedConvexPieces(s.points).map((ring): Shape => ({ kind: 'polygon', ring }));
  return { area, shape, pieces, box: boundingBox(s.points) };
}

/**
 * Signed separation from an item to an area when it is below `limit`, else undefined: minus the
 * deepest overlap with a convex piece, or the exact gap (only needed when the limit is positive).
 */
function areaSeparationBelow(item: PlanItem, area: PreparedArea, limit: number): number | undefined {
  let depth = 0;
  for (const piece of area.pieces) depth = Math.max(depth, penetration(item.shape, piece));
  if (depth > CONTACT_M) return -depth < limit ? -depth : undefined;
  if (limit <= 0) return undefined;
  const gap = shapeDistance(item.shape, area.shape);
  return gap < limit ? gap : undefined;
}

/** Whether the rule lets an object with `tags` cross a protected area of `area`'s kind. */
export function mayCross(rule: ProtectedAreaRule, tags: ReadonlySet<string>, area: ProtectedArea): boolean {
  const crossing = rule.crossing;
  return crossing !== undefined && crossing.kinds.includes(area.kind) && selects(crossing.by, tags);
}

export function checkProtectedAreas(
  rule: ProtectedAreaRule,
  ctx: CheckContext,
  areas: readonly ProtectedArea[],
  out: Finding[],
): void {
  if (areas.length === 0) return;
  const prepared = areas.map(prepareArea);
  for (const item of ctx.items) {
    if (!selects(rule.applies_to, item.tags)) continue;
    for (const a of prepared) {
      if (boxGap(item.box, a.box) > rule.value_m || mayCross(rule, item.tags, a.area)) continue;
      const actual = areaSeparationBelow(item, a, rule.value_m - DISTANCE_EPS);
      if (actual === undefined) continue;
      const what = `the protected area "${a.area.label}"`;
      out.push({
        rule,
        objectIds: [item.id],
        required: rule.value_m,
        actual,
        describe: () => ({
          message: `${subject(item)} ${relation(actual, what, ctx.say)}; ${demand(rule, rule.value_m, actual, ctx.say)}`,
          at: boxMiddle(item.box, a.box),
        }),
      });
    }
  }
}
