import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlacedObject, Plan, PlanPath } from '../../model/plan.js';
import { accessReach, accessShare } from './access-reach.js';
import { bedClusters } from './path-terminals.js';
import { rectPlot } from '../test-fixtures.js';

const plot = rectPlot(20, 30);

const object = (
  id: string,
  code: string,
  x: number,
  y: number,
  width: number,
  depth: number,
): PlacedObject => ({
  id,
  landscape_object: code,
  shape: 'rect',
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m: 1,
  locked: false,
});

/** Beds 1.2 x 3 m side by side, `aisle` metres apart, from x = 4 at y = 20. */
const beds = (count: number, aisle: number): PlacedObject[] =>
  Array.from({ length: count }, (_, k) =>
    object(`bed-${k + 1}`, 'vegetable_bed', 4.6 + k * (1.2 + aisle), 20, 1.2, 3),
  );

/** From the gate (10, 0) north to `end`'s y, then west to `end`. */
const path = (end: [number, number]): PlanPath => ({
  id: 'path-1',
  points: [[10, 0.05], [10, end[1]], end],
  width_m: 0.8,
});

describe('accessReach: what the paths reach, the bed block as one target', () => {
  const house = object('house', 'house_small', 10, 8, 6, 6);

  it('counts a block of beds 0.5 m apart as reached through one bed (hand-checked)', () => {
    const plan: Plan = { objects: [house, ...beds(4, 0.5)], paths: [path([4.6, 18.5])] };
    // The path's points are (10, 0.05), (10, 18.5) and (4.6, 18.5): the last lies on bed 1's south
    // side (y = 18.5), the aisles carry on to beds 2-4; none lies within 0.3 m of the house
    // (7..13 x 5..11), and only points count, as in reachedObjects.
    expect(accessReach(plot, plan)).toEqual({ targets: 2, reached: 1, missing: ['house'] });
  });

  it('misses the bed block when one bed stands more than an aisle apart', () => {
    const row = beds(3, 0.5);
    const far = object('bed-far', 'vegetable_bed', 16, 20, 1.2, 3);
    const plan: Plan = { objects: [...row, far], paths: [path([4.6, 18.5])] };
    expect(bedClusters(plan.objects)).toHaveLength(2);
    const reach = accessReach(plot, plan);
    expect(reach).toEqual({ targets: 1, reached: 0, missing: ['bed-far'] });
    expect(accessShare(reach)).toBe(0);
  });

  it('is 1 with nothing to reach, and a path to nowhere reaches nothing', () => {
    expect(accessShare(accessReach(plot, { objects: [] }))).toBe(1);
    const reach = accessReach(plot, { objects: beds(2, 0.5), paths: [] });
    expect(reach).toEqual({ targets: 1, reached: 0, missing: ['bed-1', 'bed-2'] });
  });

  it('groups beds by aisles of at most 1 m, whatever the gap (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (count, aisle) => {
          const clusters = bedClusters(beds(count, aisle));
          expect(clusters.flat()).toHaveLength(count);
          expect(clusters).toHaveLength(aisle <= 1 ? 1 : count);
          const share = accessShare(
            accessReach(plot, { objects: beds(count, aisle), paths: [path([4.6, 18.5])] }),
          );
          expect(share).toBe(aisle <= 1 || count === 1 ? 1 : 0);
        },
      ),
      { numRuns: 60 },
    );
  });
});
