import { pointSegmentDistance, shapeSegmentDistance, type Point, type Shape } from '../geometry/index.js';
import type { BuildingMaterial } from '../model/plot.js';
import { DISTANCE_EPS, type CheckContext } from './check-context.js';
import { selects, type PlanItem } from './plan-items.js';
import { closestPoints } from './separation.js';
import { boxGap } from './spatial-grid.js';
import type { EdgeSetbackRule, NeighborBuildingRule, Rule } from './types.js';
import {
  demand,
  edgeName,
  midpoint,
  relation,
  subject,
  type Finding,
  type LengthWords,
} from './violation-format.js';

function segmentFinding(
  rule: Rule,
  item: PlanItem,
  edge: number,
  segment: readonly [Point, Point],
  what: string,
  actual: number,
  say: LengthWords,
  crown = false,
): Finding {
  return {
    rule,
    objectIds: [item.id],
    edge,
    required: rule.value_m,
    actual,
    describe: () => {
      const line = closestPoints(item.shape, { kind: 'polygon', ring: segment });
      const where = crown ? crownRelation(actual, what, say) : relation(actual, what, say);
      const message = `${subject(item)} ${where}; ${demand(rule, rule.value_m, actual, say)}`;
      return { message, at: midpoint(...line), line };
    },
  };
}

/** "'s crown reaches 1.5 m over the street boundary (side 1)" for a signed crown clearance. */
function crownRelation(actual: number, what: string, say: LengthWords): string {
  return actual < 0
    ? `(its crown) reaches ${say(-actual)} over ${what}`
    : `(its crown) ${relation(actual, what, say)}`;
}

/** The item reduced to its centre point (a tree to its trunk). */
function centreOf(item: PlanItem): PlanItem {
  const { cx, cy } = item.footprint;
  const box = { minX: cx, minY: cy, maxX: cx, maxY: cy };
  return { ...item, shape: { kind: 'circle', cx, cy, radius: 0 }, box };
}

/**
 * Signed clearance of a round footprint's edge (a crown) from a segment: the centre's distance less
 * the radius, negative where the circle reaches over it. A polygon is measured from its footprint.
 */
export function crownClearance(shape: Shape, a: Point, b: Point): number {
  if (shape.kind !== 'circle') return shapeSegmentDistance(shape, a, b);
  return pointSegmentDistance([shape.cx, shape.cy], a, b) - shape.radius;
}

/** Setbacks from boundary edges of the rule's kinds (and role), for every matching object. */
export function checkEdgeSetback(rule: EdgeSetbackRule, ctx: CheckContext, out: Finding[]): void {
  const edges = ctx.edges.filter(
    (e) => rule.edge_kinds.includes(e.kind) && (rule.edge_role === undefined || e.role === rule.edge_role),
  );
  if (edges.length === 0) return;
  const fromCentre = rule.measure_from === 'centre';
  const crown = rule.measure_from === 'crown';
  for (const candidate of ctx.items) {
    if (!selects(rule.applies_to, candidate.tags)) continue;
    const item = fromCentre ? centreOf(candidate) : candidate;
    for (const e of edges) {
      // The box gap never exceeds the true gap, so a box beyond reach cannot break the rule (a
      // crown's box touching the edge may reach over it: only a positive gap settles a crown).
      const gap = boxGap(item.box, e.box);
      if (gap >= rule.value_m && (gap > 0 || !crown)) continue;
      const d = crown
        ? crownClearance(item.shape, e.a, e.b)
        : fromCentre
          ? shapeSegmentDistance(item.shape, e.a, e.b)
          : ctx.edgeDistance(item.index, e.index);
      if (d >= rule.value_m - DISTANCE_EPS) continue;
      out.push(segmentFinding(rule, item, e.index, [e.a, e.b], edgeName(e.kind, e.index), d, ctx.say, crown));
    }
  }
}

const MATERIAL_NAMES: Readonly<Record<BuildingMaterial, string>> = {
  noncombustible: 'non-combustible',
  mixed: 'mixed-construction',
  wood: 'timber',
};

/**
 * Distances to the neighbour's house beyond a neighbour edge. Its position along the edge is not
 * known, so the house is taken as a band along the whole edge, offset_m beyond it: the near side
 * of the band is the edge moved outwards.
 */
export function checkNeighborBuilding(rule: NeighborBuildingRule, ctx: CheckContext, out: Finding[]): void {
  const edges = ctx.edges.filter(
    (e) => e.building !== undefined && rule.materials.includes(e.building.material),
  );
  if (edges.length === 0) return;
  for (const item of ctx.items) {
    if (!selects(rule.applies_to, item.tags)) continue;
    if (rule.fire_class !== undefined && item.fireClass !== rule.fire_class) continue;
    for (const e of edges) {
      const house = e.building;
      if (house === undefined || boxGap(item.box, house.box) >= rule.value_m) continue;
      const d = ctx.buildingDistance(item.index, e.index);
      if (d >= rule.value_m - DISTANCE_EPS) continue;
      const what = `the neighbour's ${MATERIAL_NAMES[house.material]} house beyond side ${e.index + 1}`;
      out.push(segmentFinding(rule, item, e.index, [house.a, house.b], what, d, ctx.say));
    }
  }
}
