import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../catalog/catalog-objects.js';
import { rotatePoint, type Point } from '../geometry/index.js';
import type { PlacedObject, Plan } from '../model/plan.js';
import { edgeKinds, rulePackIds, type AreaShape, type Plot, type PlotEdge } from '../model/plot.js';
import { checkPlan } from './check-plan.js';
import { rulePacks } from './rule-packs.js';
import type { Violation } from './types.js';

const num = (min: number, max: number) => fc.double({ min, max, noNaN: true });

function placed(id: string, code: string, x: number, y: number, rotation_deg: number): PlacedObject {
  const entry = catalogObjects.find((o) => o.code === code);
  if (entry === undefined) throw new Error(code);
  const { shape, width, depth, height_m } = entry;
  return { id, landscape_object: code, shape, x, y, rotation_deg, width, depth, height_m, locked: false };
}

const edgeArb: fc.Arbitrary<PlotEdge> = fc.oneof(
  fc.constantFrom(...edgeKinds).map((kind): PlotEdge => ({ kind })),
  fc
    .record({ offset_m: num(0, 10), material: fc.constantFrom('noncombustible', 'mixed', 'wood' as const) })
    .map(({ offset_m, material }): PlotEdge => ({
      kind: 'neighbor',
      building: { offset_m, height_m: 6, material },
    })),
);

/** A w x d plot (with a cut corner, so not every edge is axis-aligned) and objects around it. */
const sceneArb = fc
  .record({
    w: num(15, 60),
    d: num(15, 60),
    cut: num(1, 6),
    edges: fc.array(edgeArb, { minLength: 5, maxLength: 5 }),
    pack: fc.constantFrom(...rulePackIds),
    objects: fc.array(
      fc.record({
        code: fc.constantFrom(...catalogObjects.map((o) => o.code)),
        fx: num(-0.05, 1.05),
        fy: num(-0.05, 1.05),
        rot: num(0, 360),
      }),
      { minLength: 1, maxLength: 14 },
    ),
    oak: fc.record({ fx: num(0, 1), fy: num(0, 1), r: num(0.5, 4) }),
  })
  .map(({ w, d, cut, edges, pack, objects, oak }) => {
    const plot: Plot = {
      boundary: [
        [0, 0],
        [w, 0],
        [w, d - cut],
        [w - cut, d],
        [0, d],
      ],
      north_deg: 0,
      edges,
      protected_areas: [
        {
          id: 'oak',
          kind: 'existing_tree',
          label: 'Oak',
          shape: { type: 'circle', center: [oak.fx * w, oak.fy * d], radius: oak.r },
        },
        {
          id: 'pipe',
          kind: 'utility_easement',
          label: 'Pipe',
          shape: {
            type: 'polygon',
            points: [
              [0, 0.4 * d],
              [0.5 * w, 0.4 * d],
              [0.5 * w, 0.4 * d + 2],
              [2, 0.4 * d + 2],
              [2, 0.8 * d],
              [0, 0.8 * d],
            ],
          },
        },
      ],
      rule_pack: pack,
    };
    const plan: Plan = {
      objects: objects.map((o, i) => placed(`o${i}`, o.code, o.fx * w, o.fy * d, o.rot)),
      paths: [
        {
          id: 'walk',
          width_m: 1,
          points: [
            [w / 2, 0],
            [w / 2, d / 3],
            [w / 4, d / 2],
          ],
        },
      ],
    };
    return { plot, plan, pack };
  });

type Motion = { deg: number; dx: number; dy: number };

function move(m: Motion, p: Point): Point {
  const [x, y] = rotatePoint(p, m.deg);
  return [x + m.dx, y + m.dy];
}

function moveShape(m: Motion, s: AreaShape): AreaShape {
  return s.type === 'circle'
    ? { ...s, center: move(m, s.center) }
    : { ...s, points: s.points.map((p) => move(m, p)) };
}

function moveScene(m: Motion, plot: Plot, plan: Plan): [Plot, Plan] {
  const movedPlot: Plot = {
    ...plot,
    boundary: plot.boundary.map((p) => move(m, p)),
    protected_areas: plot.protected_areas.map((a) => ({ ...a, shape: moveShape(m, a.shape) })),
  };
  const movedPlan: Plan = {
    objects: plan.objects.map((o) => {
      const [x, y] = move(m, [o.x, o.y]);
      return { ...o, x, y, rotation_deg: o.rotation_deg + m.deg };
    }),
    paths: (plan.paths ?? []).map((p) => ({ ...p, points: p.points.map((q) => move(m, q)) })),
  };
  return [movedPlot, movedPlan];
}

const key = (v: Violation): string => [v.rule_id, ...v.object_ids, v.edge ?? ''].join('|');

describe('checkPlan properties', () => {
  it('moving and turning the plot and plan together changes no violation (to 1 mm)', () => {
    fc.assert(
      fc.property(
        sceneArb,
        fc.record({ deg: num(-180, 180), dx: num(-1000, 1000), dy: num(-1000, 1000) }),
        ({ plot, plan, pack }, m) => {
          const before = checkPlan(plot, plan, rulePacks[pack]);
          const after = checkPlan(...moveScene(m, plot, plan), rulePacks[pack]);
          expect(after.map(key)).toEqual(before.map(key));
          after.forEach((v, i) => {
            const w = before[i] as Violation;
            expect(Math.abs(v.required_m - w.required_m)).toBeLessThanOrEqual(0.0011);
            expect(Math.abs(v.actual_m - w.actual_m)).toBeLessThanOrEqual(0.0011);
            expect(Math.abs(v.shortfall_m - w.shortfall_m)).toBeLessThanOrEqual(0.0011);
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('is deterministic and ignores the order of objects in the plan', () => {
    fc.assert(
      fc.property(sceneArb, fc.integer({ min: 0, max: 1000 }), ({ plot, plan, pack }, seed) => {
        const first = checkPlan(plot, plan, rulePacks[pack]);
        expect(checkPlan(plot, plan, rulePacks[pack])).toEqual(first);
        const shuffled = [...plan.objects].sort(
          (a, b) =>
            ((a.id.length * 31 + seed) % 7) - ((b.id.length * 17 + seed) % 5) || (a.id < b.id ? 1 : -1),
        );
        expect(checkPlan(plot, { ...plan, objects: shuffled }, rulePacks[pack])).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('moving an object farther from everything never adds a violation for it', () => {
    // Others stay in x < 95 of a 200 x 100 plot; the mover starts right of x = 100 and moves right,
    // parallel to the top and bottom edges, towards a field side that no rule looks at.
    const plot: Plot = {
      boundary: [
        [0, 0],
        [200, 0],
        [200, 100],
        [0, 100],
      ],
      north_deg: 0,
      edges: [
        { kind: 'street' },
        { kind: 'field' },
        { kind: 'neighbor' },
        { kind: 'neighbor', building: { offset_m: 1, height_m: 5, material: 'wood' } },
      ],
      protected_areas: [
        {
          id: 'oak',
          kind: 'existing_tree',
          label: 'Oak',
          shape: { type: 'circle', center: [50, 50], radius: 3 },
        },
      ],
      rule_pack: 'ru-snt',
    };
    const codes = catalogObjects.map((o) => o.code);
    const halfDiagonal = (o: PlacedObject): number => Math.hypot(o.width, o.depth) / 2;
    const arb = fc.record({
      others: fc.array(
        fc.record({ code: fc.constantFrom(...codes), x: num(0, 95), y: num(0, 100), rot: num(0, 360) }),
        { maxLength: 20 },
      ),
      mover: fc.record({
        code: fc.constantFrom(...codes),
        x: num(100, 140),
        y: num(0, 100),
        rot: num(0, 360),
      }),
      shift: num(0, 30),
      pack: fc.constantFrom(...rulePackIds),
    });
    fc.assert(
      fc.property(arb, ({ others, mover, shift, pack }) => {
        const objects = others.map((o, i) => {
          const p = placed(`o${i}`, o.code, 0, o.y, o.rot);
          return { ...p, x: Math.min(o.x, 95 - halfDiagonal(p)) };
        });
        const start = placed('m', mover.code, 0, mover.y, mover.rot);
        const atX = (x: number): PlacedObject => ({ ...start, x: Math.max(x, 100 + halfDiagonal(start)) });
        const near = atX(mover.x);
        const far = { ...near, x: near.x + shift };
        const mine = (vs: Violation[]) =>
          new Map(vs.filter((v) => v.object_ids.includes('m')).map((v) => [key(v), v]));
        const before = mine(checkPlan(plot, { objects: [...objects, near] }, rulePacks[pack]));
        const after = mine(checkPlan(plot, { objects: [...objects, far] }, rulePacks[pack]));
        for (const [k, v] of after) {
          expect(before.has(k), k).toBe(true);
          expect(v.shortfall_m).toBeLessThanOrEqual((before.get(k) as Violation).shortfall_m + 1e-9);
        }
      }),
      { numRuns: 200 },
    );
  });
});
