import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import { packForPlot } from '../../rules/overrides.js';
import { buildItems } from '../zones/items.js';
import { Layout } from './layout.js';
import { PenaltyModel } from '../goals/penalty.js';
import { plotFrame } from '../core/plot-frame.js';
import { putBack } from './put-back.js';
import { compileRules } from '../core/rule-model.js';
import { SoftGoals } from '../goals/soft-goals.js';
import type { SelectionItem } from '../core/types.js';
import { gardenSelection, rectPlot } from '../test-fixtures.js';

// Issue 25: objects settling left out go back where room has appeared, never onto a broken rule.
function setup(
  spots: readonly (readonly [number, number])[],
  selection: readonly SelectionItem[] = gardenSelection,
) {
  const plot = rectPlot(20, 30);
  const frame = plotFrame(plot);
  const { items, subjects } = buildItems(selection, [], catalogObjects, frame.axisDeg);
  const penalty = new PenaltyModel(frame, compileRules(packForPlot(plot), plot, frame.edges, subjects));
  const layout = new Layout(items, penalty, new SoftGoals(frame, items, {}));
  items.forEach((it, i) => {
    const [x, y] = spots[i % spots.length] ?? [10, 15];
    layout.bodies[i] = layout.bodyFor(i, x, y, it.rotations[0] ?? 0);
  });
  return { frame, layout };
}

/** The rule cost of each put-back object with what stands: the kept ones and the others put back. */
function costsBack(layout: Layout, removed: ReadonlySet<number>, back: ReadonlySet<number>): number[] {
  const saved = layout.bodies.map((b) => b);
  for (const i of removed) if (!back.has(i)) layout.bodies[i] = undefined;
  const costs = [...back].map((i) => layout.contribution(i, layout.bodies[i] ?? layout.bodyFor(i, 0, 0, 0)));
  saved.forEach((b, i) => (layout.bodies[i] = b));
  return costs;
}

describe('putBack', () => {
  it('puts a greenhouse left out on the house spot back where it breaks no rule', () => {
    const selection = [
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'greenhouse_3x4', count: 1 },
    ];
    const { frame, layout } = setup([[10, 15]], selection);
    const removed = new Set([1]);
    const back = putBack(layout, frame, removed);
    expect([...back]).toEqual([1]);
    expect(costsBack(layout, removed, back)).toEqual([0]);
    expect(layout.bodies[1]).not.toMatchObject({ x: 10, y: 15 });
  });

  it('puts back only where the rule model sees no cost, and leaves the rest as they were (property)', () => {
    const spot = fc.tuple(
      fc.double({ min: 1, max: 19, noNaN: true }),
      fc.double({ min: 1, max: 29, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(spot, { minLength: 3, maxLength: 6 }),
        fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 3 }),
        (spots, picks) => {
          const { frame, layout } = setup(spots);
          const removed = new Set(picks.map((p) => p % layout.items.length));
          const before = layout.bodies.map((b) => b);
          const back = putBack(layout, frame, removed);
          for (const i of removed) if (!back.has(i)) expect(layout.bodies[i]).toBe(before[i]);
          layout.bodies.forEach((b, i) => {
            if (!removed.has(i)) expect(b).toBe(before[i]);
          });
          for (const cost of costsBack(layout, removed, back)) expect(cost).toBeLessThanOrEqual(1e-9);
        },
      ),
      { numRuns: 25 },
    );
  });
});
