import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import type { PlacedObject } from '../../model/plan.js';
import type { Plot } from '../../model/plot.js';
import { checkPlan } from '../../rules/check-plan.js';
import { packForPlot } from '../../rules/overrides.js';
import { buildItems } from '../zones/items.js';
import { Layout } from './layout.js';
import { ERROR_COST, PenaltyModel } from '../goals/penalty.js';
import { plotFrame } from '../core/plot-frame.js';
import { compileRules } from '../core/rule-model.js';
import { SoftGoals } from '../goals/soft-goals.js';
import { gardenSelection, lPlot, rectPlot, rotatedPlot } from '../test-fixtures.js';

// The search's fast evaluator must agree with checkPlan on whether a layout has errors.

function agreement(plot: Plot): fc.IPropertyWithHooks<[readonly [number, number, number][]]> {
  const frame = plotFrame(plot);
  const { items, subjects } = buildItems(gardenSelection, [], catalogObjects, frame.axisDeg);
  const pack = packForPlot(plot);
  const penalty = new PenaltyModel(frame, compileRules(pack, plot, frame.edges, subjects));
  const layout = new Layout(items, penalty, new SoftGoals(frame, items, {}));
  const { minX, minY, maxX, maxY } = frame.box;
  const spot = fc.tuple(
    fc.double({ min: minX - 2, max: maxX + 2, noNaN: true }),
    fc.double({ min: minY - 2, max: maxY + 2, noNaN: true }),
    fc.nat(8),
  );
  return fc.property(fc.array(spot, { minLength: items.length, maxLength: items.length }), (spots) => {
    const objects: PlacedObject[] = items.map((it, i) => {
      const [x, y, r] = spots[i] as [number, number, number];
      const body = layout.bodyFor(i, x, y, it.rotations[r % it.rotations.length] as number);
      layout.bodies[i] = body;
      const { id, code, shape, width, depth, height_m } = it;
      const base = { id, landscape_object: code, shape, width, depth, height_m, locked: false };
      return { ...base, x: body.x, y: body.y, rotation_deg: body.rotation_deg };
    });
    const errors = checkPlan(plot, { objects }, pack).filter((v) => v.severity === 'error').length;
    const cost = layout.penaltyTotal();
    expect(cost >= ERROR_COST).toBe(errors > 0);
    expect(cost).toBeGreaterThanOrEqual(errors * ERROR_COST - 1e-6);
  });
}

describe('PenaltyModel mirrors checkPlan', () => {
  it('on a rectangular garden plot', () => {
    fc.assert(agreement(rectPlot(20, 30)), { numRuns: 200, seed: 42 });
  });

  it('on a turned plot', () => {
    fc.assert(agreement(rotatedPlot(rectPlot(20, 30), 30)), { numRuns: 200, seed: 43 });
  });

  it('on an L-shaped plot with a protected area and a neighbour house', () => {
    const plot: Plot = {
      ...lPlot,
      edges: lPlot.edges.map((e, i) =>
        i === 5 ? { kind: 'neighbor', building: { offset_m: 2, height_m: 6, material: 'wood' } } : e,
      ),
      protected_areas: [
        {
          id: 'oak',
          kind: 'existing_tree',
          shape: { type: 'circle', center: [8, 22], radius: 3 },
          label: 'Oak',
        },
      ],
    };
    fc.assert(agreement(plot), { numRuns: 200, seed: 44 });
  });
});
