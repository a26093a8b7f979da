import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  footprintBoundaryDistance,
  footprintDistance,
  footprintEdgeDistances,
  footprintInsidePolygon,
  footprintPolygon,
  type CircleFootprint,
  type Footprint,
  type RectFootprint,
} from './footprint.js';
import type { Point } from './point.js';
import { centroid } from './polygon.js';
import { cosSinDeg, rotatePoint } from './transform.js';

const TOL = 1e-6;
const num = (min: number, max: number) => fc.double({ min, max, noNaN: true });

const rectArb = fc.record({
  kind: fc.constant('rect' as const),
  cx: num(-20, 20),
  cy: num(-20, 20),
  width: num(0.1, 12),
  depth: num(0.1, 12),
  rotation_deg: num(-180, 180),
});
const circleArb = fc.record({
  kind: fc.constant('circle' as const),
  cx: num(-20, 20),
  cy: num(-20, 20),
  radius: num(0.05, 6),
});
const footprintArb: fc.Arbitrary<Footprint> = fc.oneof(rectArb, circleArb);

/** A convex plot: n >= 3 points on a circle of radius 20, in counter-clockwise order. */
const convexPlot = fc
  .integer({ min: 3, max: 10 })
  .chain((n) => fc.array(num(-0.4, 0.4), { minLength: n, maxLength: n }))
  .map((jitters): Point[] =>
    jitters.map((jitter, k) => {
      const angle = ((k + 0.5 + jitter) * 2 * Math.PI) / jitters.length;
      return [20 * Math.cos(angle), 20 * Math.sin(angle)];
    }),
  );

type Motion = { deg: number; dx: number; dy: number };
const rigidMotion = fc.record({ deg: num(-360, 360), dx: num(-1000, 1000), dy: num(-1000, 1000) });
const movePoint = ({ deg, dx, dy }: Motion, p: Point): Point => {
  const [x, y] = rotatePoint(p, deg);
  return [x + dx, y + dy];
};
const moveFootprint = (m: Motion, fp: Footprint): Footprint => {
  const [cx, cy] = movePoint(m, [fp.cx, fp.cy]);
  return fp.kind === 'rect' ? { ...fp, cx, cy, rotation_deg: fp.rotation_deg + m.deg } : { ...fp, cx, cy };
};

/** Independent oracle: circle-to-rect gap by clamping the centre in the rect's own frame. */
function circleRectGap(c: CircleFootprint, r: RectFootprint): number {
  const [cos, sin] = cosSinDeg(r.rotation_deg);
  const [dx, dy] = [c.cx - r.cx, c.cy - r.cy];
  const [lx, ly] = [cos * dx + sin * dy, -sin * dx + cos * dy];
  const nx = Math.min(r.width / 2, Math.max(-r.width / 2, lx));
  const ny = Math.min(r.depth / 2, Math.max(-r.depth / 2, ly));
  return Math.hypot(lx - nx, ly - ny) - c.radius;
}

/** Independent oracle: largest separation along the rects' edge normals (SAT); > 0 iff disjoint. */
function separatingGap(a: RectFootprint, b: RectFootprint): number {
  const pa = footprintPolygon(a);
  const pb = footprintPolygon(b);
  let best = -Infinity;
  for (const deg of [a.rotation_deg, a.rotation_deg + 90, b.rotation_deg, b.rotation_deg + 90]) {
    const [c, s] = cosSinDeg(deg);
    const project = (ps: Point[]) => ps.map(([x, y]) => c * x + s * y);
    const [ia, ib] = [project(pa), project(pb)];
    best = Math.max(best, Math.min(...ib) - Math.max(...ia), Math.min(...ia) - Math.max(...ib));
  }
  return best;
}

/** Signed overlap margin from an oracle that does not share code with footprintDistance. */
function oracleGap(a: Footprint, b: Footprint): number {
  if (a.kind === 'circle' && b.kind === 'circle') {
    return Math.hypot(a.cx - b.cx, a.cy - b.cy) - a.radius - b.radius;
  }
  if (a.kind === 'circle' && b.kind === 'rect') return circleRectGap(a, b);
  if (a.kind === 'rect' && b.kind === 'circle') return circleRectGap(b, a);
  return separatingGap(a as RectFootprint, b as RectFootprint);
}

describe('footprint distance properties', () => {
  it('is unchanged by rotating and translating both footprints', () => {
    fc.assert(
      fc.property(footprintArb, footprintArb, rigidMotion, (a, b, m) => {
        const moved = footprintDistance(moveFootprint(m, a), moveFootprint(m, b));
        expect(Math.abs(moved - footprintDistance(a, b))).toBeLessThan(TOL);
      }),
    );
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(footprintArb, footprintArb, (a, b) => {
        expect(Math.abs(footprintDistance(a, b) - footprintDistance(b, a))).toBeLessThan(1e-9);
      }),
    );
  });

  it('is >= 0, and 0 exactly when the footprints overlap', () => {
    fc.assert(
      fc.property(footprintArb, footprintArb, (a, b) => {
        const d = footprintDistance(a, b);
        const gap = oracleGap(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.hypot(a.cx - b.cx, a.cy - b.cy) + 1e-9);
        fc.pre(Math.abs(gap) > TOL);
        if (gap < 0) expect(d).toBe(0);
        else expect(d).toBeGreaterThanOrEqual(gap - 1e-9);
      }),
    );
  });

  it('is exact for circle against rect (compared with clamping in the rect frame)', () => {
    fc.assert(
      fc.property(circleArb, rectArb, (c, r) => {
        expect(Math.abs(footprintDistance(c, r) - Math.max(0, circleRectGap(c, r)))).toBeLessThan(1e-9);
      }),
    );
  });
});

describe('footprint and plot properties', () => {
  it('boundary and per-edge distances are unchanged by rotating and translating everything', () => {
    fc.assert(
      fc.property(footprintArb, convexPlot, rigidMotion, (fp, plot, m) => {
        const movedPlot = plot.map((p) => movePoint(m, p));
        const before = footprintEdgeDistances(fp, plot);
        const after = footprintEdgeDistances(moveFootprint(m, fp), movedPlot);
        after.forEach((d, i) => expect(Math.abs(d - (before[i] as number))).toBeLessThan(TOL));
        expect(footprintBoundaryDistance(fp, plot)).toBe(Math.min(...before));
      }),
    );
  });

  it('containment is unchanged by rotating and translating everything, away from the boundary', () => {
    fc.assert(
      fc.property(footprintArb, convexPlot, rigidMotion, (fp, plot, m) => {
        fc.pre(footprintBoundaryDistance(fp, plot) > TOL);
        const movedPlot = plot.map((p) => movePoint(m, p));
        expect(footprintInsidePolygon(moveFootprint(m, fp), movedPlot)).toBe(
          footprintInsidePolygon(fp, plot),
        );
      }),
    );
  });

  // Scaling position and size about the centroid by s in [0, 1] maps a convex plot into itself, so
  // containment must survive. (Translating alone does not guarantee it: see footprint.test.ts.)
  it('moving a contained footprint deeper (scaling about the centroid) keeps it inside a convex plot', () => {
    fc.assert(
      fc.property(footprintArb, convexPlot, num(0, 1), (fp, plot, s) => {
        fc.pre(footprintInsidePolygon(fp, plot));
        const [gx, gy] = centroid(plot);
        const [cx, cy] = [gx + s * (fp.cx - gx), gy + s * (fp.cy - gy)];
        const deeper: Footprint =
          fp.kind === 'rect'
            ? { ...fp, cx, cy, width: s * fp.width, depth: s * fp.depth }
            : { ...fp, cx, cy, radius: s * fp.radius };
        expect(footprintInsidePolygon(deeper, plot)).toBe(true);
      }),
    );
  });
});
