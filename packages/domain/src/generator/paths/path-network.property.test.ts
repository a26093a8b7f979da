import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { objectByCode } from '../../catalog/catalog-objects.js';
import { footprintDistance, type Footprint, type Point } from '../../geometry/index.js';
import { placedFootprint } from '../../model/placed-footprint.js';
import { planLimits, type PlacedObject, type PlanPath } from '../../model/plan.js';
import { checkPlan } from '../../rules/check-plan.js';
import { packForPlot } from '../../rules/overrides.js';
import { pathNetwork } from './path-network.js';
import { gatePaths, reachedObjects } from './path-reach.js';
import { isPathTarget } from './path-terminals.js';
import { rectPlot } from '../test-fixtures.js';

const plot = rectPlot(20, 30);
const pack = packForPlot(plot);
const codes = [
  'house_small',
  'garden_shed',
  'outdoor_toilet',
  'well',
  'vegetable_bed',
  'fruit_tree_dwarf',
  'terrace',
  'lawn',
];

/** Objects that keep 0.5 m apart and inside the plot; a later one that would not is left out. */
function layout(spots: readonly (readonly [number, number, number, number, number])[]): PlacedObject[] {
  const out: PlacedObject[] = [];
  spots.forEach(([c, x, y, w, d], i) => {
    const code = codes[c % codes.length] as string;
    const entry = objectByCode(code);
    const circle = entry?.shape === 'circle';
    const o: PlacedObject = {
      id: `o${i}`,
      landscape_object: code,
      shape: circle ? 'circle' : 'rect',
      x,
      y,
      rotation_deg: 0,
      width: w,
      depth: circle ? w : d,
      height_m: 3,
      locked: false,
    };
    const fp = placedFootprint(o);
    const [hw, hd] = [o.width / 2, o.depth / 2];
    const inside = x - hw >= 0 && x + hw <= 20 && y - hd >= 0 && y + hd <= 30;
    if (inside && out.every((p) => footprintDistance(placedFootprint(p), fp) >= 0.5)) out.push(o);
  });
  return out;
}

const segmentFootprint = (a: Point, b: Point, width: number): Footprint => ({
  kind: 'rect',
  cx: (a[0] + b[0]) / 2,
  cy: (a[1] + b[1]) / 2,
  width: Math.hypot(b[0] - a[0], b[1] - a[1]),
  depth: width,
  rotation_deg: (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI,
});

const blocks = (o: PlacedObject): boolean => {
  const tags = objectByCode(o.landscape_object)?.tags ?? [];
  return !tags.includes('ground_cover') && !tags.includes('hardscape');
};

describe('pathNetwork over random layouts on a 20 x 30 m plot', () => {
  it('is one network from the gate that reaches every reachable terminal and crosses no object', () => {
    const spot = fc.tuple(
      fc.nat(codes.length - 1),
      // Decimetres: fc.double crowds the ends of its range.
      fc.integer({ min: 0, max: 200 }).map((v) => v / 10),
      fc.integer({ min: 0, max: 300 }).map((v) => v / 10),
      fc.integer({ min: 8, max: 60 }).map((v) => v / 10),
      fc.integer({ min: 8, max: 60 }).map((v) => v / 10),
    );
    fc.assert(
      fc.property(fc.array(spot, { minLength: 4, maxLength: 24 }), (spots) => {
        const objects = layout(spots);
        const plan = { objects };
        const { paths, unreachable } = pathNetwork(plot, plan);
        // Connected: every path hangs, through touching paths, on one that starts at the gate.
        expect(gatePaths(plot, paths)).toHaveLength(paths.length);
        // Every building-like object not reported unreachable is reached.
        const reached = new Set(reachedObjects(plot, { objects, paths }));
        for (const o of objects) {
          if (
            isPathTarget(
              o,
              [...codes].flatMap((c) => objectByCode(c) ?? []),
            ) &&
            !unreachable.includes(o.id)
          ) {
            expect(reached.has(o.id)).toBe(true);
          }
        }
        // No segment overlaps an object the no-overlap rule keeps paving off (touching is allowed, so
        // each strip is shrunk by 1 cm all round: distance 0 would mean overlap or contact).
        for (const path of paths as PlanPath[]) {
          for (let k = 1; k < path.points.length; k++) {
            const seg = segmentFootprint(path.points[k - 1] as Point, path.points[k] as Point, path.width_m);
            for (const o of objects.filter(blocks)) {
              expect(footprintDistance(seg, placedFootprint(o))).toBeGreaterThanOrEqual(-1e-6);
            }
          }
        }
        // And the rules agree: no error is about a path.
        const errors = checkPlan(plot, { objects, paths }, pack).filter((v) => v.severity === 'error');
        expect(errors.filter((v) => v.object_ids.some((id) => id.startsWith('path-')))).toEqual([]);
        expect(paths.reduce((s, p) => s + p.points.length, 0)).toBeLessThanOrEqual(planLimits.maxPathPoints);
      }),
      { numRuns: 100, seed: 14 },
    );
  });
});
