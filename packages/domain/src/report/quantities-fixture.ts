// A hand-measured plan for the bill of quantities and the DXF export's tests. Sizes are spelled
// out (not the catalog's defaults) so the expected figures stay put when the catalog changes.
import type { PlacedObject, Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';

/**
 * A 20 x 30 m plot (600 m²), edges 0 bottom (street), 1 right, 2 top (neighbours), 3 left (forest).
 * Fences on edges 0-2; a 4 m entrance in the middle of edge 0. An existing building 3 x 3 m and an
 * existing tree (r 1.5 m) are protected.
 */
export const quantitiesPlot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.5 },
    { kind: 'neighbor', fence_height_m: 1.8 },
    { kind: 'neighbor', fence_height_m: 1.8 },
    { kind: 'forest' },
  ],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [
    {
      id: 'shed',
      kind: 'existing_building',
      shape: {
        type: 'polygon',
        points: [
          [1, 20],
          [4, 20],
          [4, 23],
          [1, 23],
        ],
      },
      height_m: 2.5,
      label: 'Old shed',
    },
    {
      id: 'oak',
      kind: 'existing_tree',
      shape: { type: 'circle', center: [3, 27], radius: 1.5 },
      height_m: 12,
      label: 'Oak',
    },
  ],
  rule_pack: 'ru-snt',
};

const placed = (
  id: string,
  code: string,
  x: number,
  y: number,
  width: number,
  depth: number,
  height_m: number,
  shape: 'rect' | 'circle' = 'rect',
): PlacedObject => ({
  id,
  landscape_object: code,
  shape,
  x,
  y,
  rotation_deg: 0,
  width,
  depth,
  height_m,
  locked: false,
});

/**
 * A house 8 x 10 m, a terrace 8 x 3 m, two vegetable beds 1.2 x 4 m and a raised bed 1.2 x 3 m
 * (0.4 m high), a lawn 6 x 6 m, a dwarf fruit tree (crown 4 m), and a path 10 m long, 1.5 m wide
 * from the entrance to the terrace. Nothing overlaps.
 */
export const quantitiesPlan: Plan = {
  objects: [
    placed('house', 'house_small', 10, 18, 8, 10, 5),
    placed('terrace', 'terrace', 10, 11.5, 8, 3, 0.2),
    placed('bed-1', 'vegetable_bed', 16, 26, 1.2, 4, 0.2),
    placed('bed-2', 'vegetable_bed', 14, 26, 1.2, 4, 0.2),
    placed('raised', 'raised_bed', 18, 26, 1.2, 3, 0.4),
    placed('lawn', 'lawn', 5, 8, 6, 6, 0.05),
    { ...placed('apple', 'fruit_tree_dwarf', 4, 14, 4, 4, 2.5, 'circle'), label: 'Apple' },
  ],
  paths: [
    {
      id: 'entry',
      points: [
        [10, 0],
        [10, 10],
      ],
      width_m: 1.5,
    },
  ],
};
