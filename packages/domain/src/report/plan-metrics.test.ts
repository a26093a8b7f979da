import { describe, expect, it } from 'vitest';
import type { Plan } from '../model/plan.js';
import { plot as plotOf, put, STREET_AND_NEIGHBOURS } from '../rules/test-fixtures.js';
import { coveredArea } from './covered-area.js';
import { billOfQuantities } from './bill-of-quantities.js';
import { groundAreas } from './ground-areas.js';
import { planMetrics } from './plan-metrics.js';

const square = (size: number) =>
  [
    [0, 0],
    [size, 0],
    [size, size],
    [0, size],
  ] as const;

const plot = plotOf(20, 20, STREET_AND_NEIGHBOURS);

const object = (id: string, code: string, x: number, y: number, width: number, depth = width) =>
  put(id, code, x, y, { shape: 'rect', width, depth });

describe('coveredArea', () => {
  it('counts overlaps once and ignores what lies outside', () => {
    const a = { kind: 'polygon' as const, ring: square(4) };
    const shifted = { kind: 'polygon' as const, ring: square(4).map(([x, y]) => [x + 2, y + 2] as const) };
    const outside = { kind: 'circle' as const, cx: 100, cy: 100, radius: 5 };
    expect(coveredArea(square(20), [a, shifted, outside])).toBeCloseTo(16 + 16 - 4, 6);
    // Half of this square hangs over the left side of the plot.
    const hanging = { kind: 'polygon' as const, ring: square(4).map(([x, y]) => [x - 2, y + 8] as const) };
    expect(coveredArea(square(20), [hanging])).toBeCloseTo(8, 6);
  });

  it('measures a disc and a rotated square closely', () => {
    expect(coveredArea(square(20), [{ kind: 'circle', cx: 10, cy: 10, radius: 3 }])).toBeCloseTo(
      Math.PI * 9,
      1,
    );
    const diamond = [
      [10, 5],
      [15, 10],
      [10, 15],
      [5, 10],
    ] as const;
    expect(coveredArea(square(20), [{ kind: 'polygon', ring: diamond }])).toBeCloseTo(50, 2);
  });

  it('is 0 with nothing placed', () => {
    expect(coveredArea(square(20), [])).toBe(0);
  });
});

describe('planMetrics', () => {
  it('is the plot and nothing else for no plan', () => {
    expect(planMetrics(plot, null)).toEqual({
      plot_area_m2: 400,
      built_up_m2: 0,
      paved_m2: 0,
      // A bare plot is all lawn to be.
      green_m2: 400,
      free_m2: 400,
      object_count: 0,
    });
  });

  it('sorts objects by their catalog tags and never lets free go negative', () => {
    const plan: Plan = {
      objects: [
        object('h', 'house_small', 5, 5, 6),
        object('g', 'greenhouse_3x4', 15, 5, 3, 4),
        object('d', 'driveway', 15, 15, 3.5, 10),
        object('l', 'lawn', 5, 15, 10),
        object('b', 'raised_bed', 5, 15, 1.2, 3),
        object('p', 'pond', 10, 10, 2, 2),
      ],
      paths: [
        {
          id: 'walk',
          points: [
            [10, 0],
            [10, 4],
          ],
          width_m: 1,
        },
      ],
    };
    const metrics = planMetrics(plot, plan);
    expect(metrics).toMatchObject({ built_up_m2: 36 + 12, paved_m2: 35 + 4, object_count: 6 });
    // Green: everything but the buildings, the driveway, the path and the pond (which lies on the lawn).
    expect(metrics.green_m2).toBeCloseTo(400 - 48 - 35 - 4 - 4, 6);
    // The pond overlaps the lawn by 1 m².
    expect(metrics.free_m2).toBeCloseTo(400 - 48 - 39 - 100 - (4 - 1), 6);

    const everything: Plan = {
      objects: [object('x', 'lawn', 10, 10, 40), object('y', 'lawn', 10, 10, 30)],
    };
    expect(planMetrics(plot, everything)).toMatchObject({ green_m2: 400, free_m2: 0 });
  });

  it('agrees with the bill of quantities: free <= lawn <= green, the lawn the same in both', () => {
    const plan: Plan = {
      objects: [
        object('h', 'house_small', 5, 5, 6),
        object('b', 'vegetable_bed', 15, 5, 1.2, 4),
        put('t', 'fruit_tree_medium', 12, 14, { shape: 'circle', width: 4, depth: 4 }),
      ],
    };
    const metrics = planMetrics(plot, plan);
    const lawn = billOfQuantities(plot, plan).rows.find((row) => row.key === 'lawn_m2')?.quantity ?? NaN;
    expect(lawn).toBeCloseTo(groundAreas(plot, plan).lawn_m2, 6);
    expect(metrics.free_m2).toBeLessThanOrEqual(lawn);
    expect(lawn).toBeLessThanOrEqual(metrics.green_m2);
    // The lawn: the plot less the house and the bed (grass grows under the tree's crown).
    expect(lawn).toBeCloseTo(400 - 36 - 4.8, 6);
    expect(metrics.green_m2).toBeCloseTo(400 - 36, 6);
  });
});
