import { describe, expect, it } from 'vitest';
import type { PlacedObject, Plan } from '../../model/plan.js';
import { checkPlan } from '../../rules/check-plan.js';
import { packForPlot } from '../../rules/overrides.js';
import { accessReach } from './access-reach.js';
import { BRANCH_PATH_WIDTH, MAIN_PATH_WIDTH, pathNetwork, withPathNetwork } from './path-network.js';
import { gatePaths, reachableShare, reachedObjects } from './path-reach.js';
import { rectPlot } from '../test-fixtures.js';

const plot = rectPlot(20, 30);
const pack = packForPlot(plot);

function placed(
  id: string,
  code: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  shape: 'rect' | 'circle' = 'rect',
): PlacedObject {
  return {
    id,
    landscape_object: code,
    shape,
    x,
    y,
    rotation_deg: 0,
    width,
    depth,
    height_m: 3,
    locked: false,
  };
}

const house = placed('house', 'house_small', 10, 12, 6, 6);

describe('pathNetwork: a 20 x 30 m plot, street edge 0, entrance at t = 0.5', () => {
  it('runs the main path from the entrance to the middle of the house side facing it, 1.2 m wide', () => {
    const { paths, unreachable } = pathNetwork(plot, { objects: [house] });
    // The gate is (10, 0); the house's side facing it is y = 9, its middle (10, 9).
    expect(paths).toEqual([
      {
        id: 'path-1',
        points: [
          [10, 0.05],
          [10, 8.99],
        ],
        width_m: MAIN_PATH_WIDTH,
      },
    ]);
    expect(unreachable).toEqual([]);
  });

  it('branches 0.8 m wide to the other buildings and to each group of beds, from the tree', () => {
    const plan: Plan = {
      objects: [
        house,
        placed('shed', 'garden_shed', 3, 24, 2, 3),
        placed('toilet', 'outdoor_toilet', 17, 27, 1.2, 1.5),
        placed('well', 'well', 16, 5, 1.2, 1.2, 'circle'),
        placed('bed-far', 'vegetable_bed', 8, 26, 1.2, 4),
        placed('bed-near', 'vegetable_bed', 10, 21, 1.2, 4),
      ],
    };
    const { paths, unreachable } = pathNetwork(plot, plan);
    expect(unreachable).toEqual([]);
    expect(paths[0]?.width_m).toBe(MAIN_PATH_WIDTH);
    expect(paths.slice(1).every((p) => p.width_m === BRANCH_PATH_WIDTH)).toBe(true);
    // One branch each: shed, toilet, well and both beds: they stand more than an aisle
    // (BED_AISLE_REACH_M) apart, so each is a group of its own.
    expect(paths).toHaveLength(6);
    expect(accessReach(plot, { ...plan, paths })).toEqual({ targets: 5, reached: 5, missing: [] });
    const withPaths = { ...plan, paths };
    expect(reachedObjects(plot, withPaths).sort()).toEqual(['house', 'shed', 'toilet', 'well']);
    expect(reachableShare(plot, withPaths)).toBe(1);
    expect(gatePaths(plot, paths)).toHaveLength(paths.length);
    const ends = paths.map((p) => p.points[p.points.length - 1]);
    expect(
      ends.some((e) => e !== undefined && Math.abs(e[1] - 18.99) < 1e-9 && Math.abs(e[0] - 10) < 0.5),
    ).toBe(true);
    expect(checkPlan(plot, withPaths, pack).filter((v) => v.severity === 'error')).toEqual([]);
  });

  it('enters beside a crown standing before the middle of the entrance (4 m wide)', () => {
    const tree = placed('tree', 'fruit_tree_dwarf', 10, 1.2, 1.6, 1.6, 'circle');
    const { paths } = pathNetwork(plot, { objects: [house, tree] });
    const first = paths[0]?.points[0];
    expect(first?.[1]).toBe(0.05);
    expect(Math.abs((first?.[0] ?? 10) - 10)).toBeGreaterThan(0.5);
    expect(Math.abs((first?.[0] ?? 10) - 10)).toBeLessThanOrEqual(2);
    expect(reachableShare(plot, { objects: [house, tree], paths })).toBe(1);
  });

  it('without an entrance, starts on the street edge: its middle, else beside what blocks it', () => {
    const open = { ...plot, entrance: undefined };
    const well = placed('well', 'well', 10, 1, 1.2, 1.2, 'circle');
    const { paths } = pathNetwork(open, { objects: [house, well] });
    const first = paths[0]?.points[0];
    expect(first?.[1]).toBe(0.05);
    expect(Math.abs((first?.[0] ?? 10) - 10)).toBeGreaterThan(1);
    expect(reachableShare(open, { objects: [house, well], paths })).toBe(1);
  });

  it('leaves out a building it cannot reach without crossing objects, and adds no error', () => {
    // A shed boxed in by hedges on three sides and the boundary on the fourth.
    const plan: Plan = {
      objects: [
        house,
        placed('shed', 'garden_shed', 10, 27.5, 2, 2),
        placed('hedge-l', 'hedge', 7.5, 26.5, 1, 7),
        placed('hedge-r', 'hedge', 12.5, 26.5, 1, 7),
        placed('hedge-b', 'hedge', 10, 24, 4, 0.6),
      ],
    };
    const result = withPathNetwork(plot, plan, pack);
    expect(result.unreachable).toEqual(['shed']);
    expect(reachableShare(plot, result.plan)).toBe(0.5);
    expect(result.violations.filter((v) => v.severity === 'error')).toEqual(
      checkPlan(plot, plan, pack).filter((v) => v.severity === 'error'),
    );
  });

  it('has no paths and nothing unreachable on an empty plan; gate only with no house', () => {
    expect(pathNetwork(plot, { objects: [] })).toEqual({ paths: [], unreachable: [] });
    const shed = placed('shed', 'garden_shed', 5, 20, 2, 3);
    const { paths, unreachable } = pathNetwork(plot, { objects: [shed] });
    expect(unreachable).toEqual([]);
    expect(reachableShare(plot, { objects: [shed], paths })).toBe(1);
  });
});

describe('reachableShare on hand-drawn paths', () => {
  const shed = placed('shed', 'garden_shed', 15, 20, 2, 2);
  it('counts an object reached through touching paths from the gate', () => {
    const paths = [
      {
        id: 'a',
        points: [
          [10, 0.1],
          [10, 8.8],
        ] as [number, number][],
        width_m: 1.2,
      },
      {
        id: 'b',
        points: [
          [10.5, 5],
          [15, 5],
          [15, 18.9],
        ] as [number, number][],
        width_m: 0.8,
      },
    ];
    expect(reachableShare(plot, { objects: [house, shed], paths })).toBe(1);
  });
  it('does not count a path that does not touch the network', () => {
    const paths = [
      {
        id: 'a',
        points: [
          [10, 0.1],
          [10, 8.8],
        ] as [number, number][],
        width_m: 1.2,
      },
      {
        id: 'b',
        points: [
          [12, 5],
          [15, 5],
          [15, 18.9],
        ] as [number, number][],
        width_m: 0.8,
      },
    ];
    expect(reachableShare(plot, { objects: [house, shed], paths })).toBe(0.5);
  });
});

describe('pathNetwork across a protected strip (20 x 30 m, the strip at y 18-21)', () => {
  const stripAt = (kind: 'utility_easement' | 'existing_building') =>
    ({
      ...rectPlot(20, 30),
      protected_areas: [
        {
          id: 'strip',
          kind,
          shape: {
            type: 'polygon',
            points: [
              [0, 18],
              [20, 18],
              [20, 21],
              [0, 21],
            ],
          },
          label: 'Strip',
        },
      ],
    }) as const;
  const plan: Plan = { objects: [house, placed('shed', 'garden_shed', 10, 26, 2, 3)] };

  it('crosses a utility easement to the shed behind it, adding no error', () => {
    const easement = stripAt('utility_easement');
    const result = withPathNetwork(easement, plan, packForPlot(easement));
    expect(result.unreachable).toEqual([]);
    expect(reachableShare(easement, result.plan)).toBe(1);
    expect(result.violations.filter((v) => v.severity === 'error')).toEqual([]);
  });

  it('does not cross an existing building: the shed behind it is unreachable', () => {
    const building = stripAt('existing_building');
    const result = withPathNetwork(building, plan, packForPlot(building));
    expect(result.unreachable).toEqual(['shed']);
  });
});
