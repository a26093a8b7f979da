import {
  pointRingDistance,
  pointSegmentDistance,
  ringContainsPoint,
  shapeSegmentDistance,
  type Point,
} from '../../geometry/index.js';
import { crownClearance } from '../../rules/check-edges.js';
import { separation as shapeSeparation } from '../../rules/separation.js';
import { boxGap } from '../../rules/spatial-grid.js';
import { separation, type Body } from '../core/body.js';
import type { PlotFrame } from '../core/plot-frame.js';
import type { KindRules, RuleModel, Term } from '../core/rule-model.js';

// The penalised part of the objective: a fast mirror of checkPlan. An error costs far more than any
// soft goal can win back, plus its shortfall, so the search prefers fewer and then smaller errors.

export const ERROR_COST = 100;
/** Tolerance of the checker: a distance short by less than this meets the rule. */
const EPS = 1e-6;

function cost(term: Term, actual: number): number {
  const shortfall = term.value - actual;
  if (shortfall <= EPS) return 0;
  if (term.error) return ERROR_COST * (1 + shortfall);
  // Warnings (e.g. a 50 m sanitary zone on a 20 m plot) are often unavoidable: small and capped.
  return 0.3 + 0.03 * Math.min(shortfall, 50);
}

/** How far a footprint sticks out of the ring (0 when inside). */
function protrusion(body: Body, frame: PlotFrame, reflex: readonly Point[]): number {
  const ring = frame.ring;
  // A box clear of every edge's box cannot cross the boundary: wholly in or wholly out, as the
  // centre says. Most candidates are settled so, without testing each corner.
  if (frame.edges.every((e) => boxGap(body.box, e.box) > 0) && ringContainsPoint([body.x, body.y], ring)) {
    return 0;
  }
  const s = body.shape;
  if (s.kind === 'circle') {
    const c: Point = [s.cx, s.cy];
    const d = pointRingDistance(c, ring);
    return ringContainsPoint(c, ring) ? Math.max(0, s.radius - d) : s.radius + d;
  }
  let depth = 0;
  for (const p of s.ring)
    if (!ringContainsPoint(p, ring)) depth = Math.max(depth, pointRingDistance(p, ring));
  if (depth > 0) return depth;
  // All corners in, yet a reflex corner of the plot may poke into the footprint.
  for (const v of reflex)
    if (ringContainsPoint(v, s.ring)) depth = Math.max(depth, pointRingDistance(v, s.ring));
  return depth;
}

function reflexVertices(ring: readonly Point[]): Point[] {
  return ring.filter((b, i) => {
    const a = ring[(i + ring.length - 1) % ring.length] as Point;
    const c = ring[(i + 1) % ring.length] as Point;
    return (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) < 0;
  });
}

export class PenaltyModel {
  private readonly reflex: readonly Point[];

  constructor(
    readonly frame: PlotFrame,
    readonly rules: RuleModel,
  ) {
    this.reflex = reflexVertices(frame.ring);
  }

  /** Cost of the rules about one object alone: inside the plot, setbacks, protected areas. */
  unary(kind: number, body: Body): number {
    const rules = this.rules.kinds[kind] as KindRules;
    let total = 0;
    if (rules.inside !== 'none') {
      const out =
        rules.inside === 'centre'
          ? ringContainsPoint([body.x, body.y], this.frame.ring)
            ? 0
            : pointRingDistance([body.x, body.y], this.frame.ring)
          : protrusion(body, this.frame, this.reflex);
      if (out > EPS) total += rules.insideError ? ERROR_COST * (1 + out) : 0.3;
    }
    for (const t of rules.segments) {
      // As checkEdgeSetback: a crown's box touching the edge may still reach over it.
      const gap = boxGap(body.box, t.box);
      if (gap >= t.value && (gap > 0 || !t.crown)) continue;
      const d = t.crown
        ? crownClearance(body.shape, t.a, t.b)
        : t.fromCentre
          ? pointSegmentDistance([body.x, body.y], t.a, t.b)
          : shapeSegmentDistance(body.shape, t.a, t.b);
      total += cost(t, d);
    }
    for (const t of rules.areas) {
      if (boxGap(body.box, t.box) > t.value) continue;
      let d = Infinity;
      for (const piece of t.pieces) d = Math.min(d, shapeSeparation(body.shape, piece));
      total += cost(t, d);
    }
    return total;
  }

  /** Cost of the rules between two objects: gaps and pair distances. */
  pair(kindA: number, a: Body, kindB: number, b: Body): number {
    const rules = this.rules.pair(kindA, kindB);
    if (rules.terms.length === 0) return 0;
    // A box gap at or beyond every value proves the pair complies; touching boxes (gap 0) may
    // still overlap, which breaks even a 0 m rule.
    const gap = boxGap(a.box, b.box);
    if (gap > 0 && gap >= rules.reach) return 0;
    const d = separation(a, b);
    let total = 0;
    for (const t of rules.terms) total += cost(t, d);
    return total;
  }
}
