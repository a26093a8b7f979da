import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/index.js';
import { wicketBesideGate } from '../model/entrances.js';
import type { Plot } from '../model/plot.js';
import { packForPlot } from '../rules/overrides.js';
import { makeBody } from './core/body.js';
import { generatePlans } from './generate-plans.js';
import { plotGate, plotWicketGate } from './paths/path-terminals.js';
import { gardenSpine } from './skeleton/skeleton.js';
import { lPlot, rectPlot, rotatedPlot } from './test-fixtures.js';

// Issue 25, entrances: the main path starts at the wicket, the car stands square behind the gate.

/** Whether `p` lies within 0.3 m (path-reach REACH_M) of the opening from x0 to x1 on the y = 0 fence. */
const onOpening = (p: Point, x0: number, x1: number): boolean =>
  Math.abs(p[1]) <= 0.3 + 1.2 && p[0] >= x0 - 0.3 && p[0] <= x1 + 0.3;

describe('a plot stored with one entrance: its derived wicket', () => {
  it('starts the paths exactly where the entrance did (plotGate, the start before wickets)', () => {
    for (const plot of [rectPlot(20, 30), lPlot, rotatedPlot(rectPlot(15, 40), 30)]) {
      for (const [inset, shift] of [
        [0, 0],
        [0.5, 0],
        [0.7, 1.25],
        [0.5, -1.75],
      ] as const) {
        expect(plotWicketGate(plot, inset, shift)).toEqual(plotGate(plot, inset, shift));
      }
    }
  });
});

describe('a wicket set beside the gate', () => {
  // 20 x 30 m, the 4 m gate at x 8..12, the 1 m wicket past a post at x 12.2..13.2.
  const base = rectPlot(20, 30);
  const plot: Plot = { ...base, wicket: wicketBesideGate(base, 0) };

  it('starts the garden spine at the wicket, not in the gate', () => {
    const house = { body: makeBody('rect', 10, 12, 8, 8, 0), width: 8, depth: 8 };
    const spine = gardenSpine(plot, [house], []);
    if (spine === undefined) throw new Error('no spine');
    const ends = [spine.line[0], spine.line.at(-1)] as Point[];
    expect(ends.some((p) => onOpening(p, 12.2, 13.2))).toBe(true);
    expect(ends.some((p) => onOpening(p, 8, 12) && !onOpening(p, 12.2, 13.2))).toBe(false);
  });

  it('generates plans whose main path starts at the wicket, the car in the gate beside it', () => {
    const selection = [
      { landscape_object: 'parking_space', count: 1 },
      { landscape_object: 'house_small', count: 1 },
      { landscape_object: 'outdoor_toilet', count: 1 },
    ];
    const variants = generatePlans(plot, selection, packForPlot(plot), { variants: 2, seed: 1 });
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      const car = v.plan.objects.find((o) => o.landscape_object === 'parking_space');
      // Square behind the gate, flush with its far end or centred: clear of the wicket's side.
      expect(car?.rotation_deg).toBe(0);
      expect((car?.x ?? 0) + (car?.width ?? 0) / 2).toBeLessThanOrEqual(12 + 1e-9);
      expect((car?.x ?? 0) - (car?.width ?? 0) / 2).toBeGreaterThanOrEqual(8 - 1e-9);
      const main = v.plan.paths?.[0];
      if (main === undefined) throw new Error('no main path');
      const ends = [main.points[0], main.points.at(-1)] as Point[];
      expect(ends.some((p) => onOpening(p, 12.2, 13.2))).toBe(true);
    }
  });
});
