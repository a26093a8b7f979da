import { describe, expect, it } from 'vitest';
import { measurementsFor, selectionMeasurements } from './measurements';
import { placed, testPlan, testPlot } from './test-plan';

const [house, bed, well] = testPlan.objects;

describe('selectionMeasurements', () => {
  it('measures the selection to the nearest side and to its two nearest objects, nearest first', () => {
    if (house === undefined) throw new Error('no house');
    const shown = selectionMeasurements(house, testPlan.objects, testPlot.boundary);
    expect(shown.map((m) => [m.to, m.otherId])).toEqual([
      ['boundary', undefined],
      ['object', 'bed'],
      ['object', 'well'],
    ]);
    // The house spans x 12..18, y 17..23 on a 30 x 40 plot: 12 m to the nearest side.
    expect(shown[0]?.distance_m).toBeCloseTo(12, 9);
    // The bed (x 4.4..5.6, y 8..12) is 6.4 m left and 5 m below the house's corner.
    expect(shown[1]?.distance_m).toBeCloseTo(Math.hypot(12 - 5.6, 17 - 12), 9);
    expect(shown[1]?.from).toEqual([12, 17]);
    expect(shown[1]?.toPoint).toEqual([5.6, 12]);
    expect(shown[2]?.distance_m).toBeLessThan(Math.hypot(30, 40));
  });

  it('shows one object while dragging, and none on an empty plan', () => {
    if (bed === undefined || well === undefined) throw new Error('no bed');
    expect(
      measurementsFor(bed, testPlan.objects, testPlot.boundary).filter((m) => m.to === 'object'),
    ).toHaveLength(1);
    const alone = placed('well', 'alone', 10, 10);
    expect(selectionMeasurements(alone, [alone], testPlot.boundary).map((m) => m.to)).toEqual(['boundary']);
  });

  it('prunes by box gaps without losing a nearer object listed later', () => {
    if (house === undefined) throw new Error('no house');
    const near = placed('well', 'near', 20, 20);
    const far = placed('well', 'far', 28, 38);
    const shown = selectionMeasurements(house, [far, ...testPlan.objects, near], testPlot.boundary);
    expect(shown.filter((m) => m.to === 'object').map((m) => m.otherId)).toEqual(['near', 'bed']);
  });
});
