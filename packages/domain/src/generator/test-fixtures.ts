// Plots and selections shared by the generator's tests.
import type { Point } from '../geometry/index.js';
import type { EdgeKind, Plot } from '../model/plot.js';
import type { SelectionItem } from './types.js';

/** A w x d plot from the origin; edges: 0 bottom (street, with the entrance), 1 right, 2 top, 3 left. */
export function rectPlot(w: number, d: number, rule_pack: Plot['rule_pack'] = 'ru-snt'): Plot {
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg: 0,
    edges: (['street', 'neighbor', 'neighbor', 'neighbor'] as EdgeKind[]).map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.5, width_m: 4 },
    protected_areas: [],
    rule_pack,
  };
}

/** The plot turned counter-clockwise by `deg` about the origin (still counter-clockwise). */
export function rotatedPlot(plot: Plot, deg: number): Plot {
  const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
  const boundary = plot.boundary.map(([x, y]): Point => [x * c - y * s, x * s + y * c]);
  return { ...plot, boundary };
}

/** An L: 30 x 30 m less its top-right 15 x 15 m quarter; the street along the bottom. */
export const lPlot: Plot = {
  boundary: [
    [0, 0],
    [30, 0],
    [30, 15],
    [15, 15],
    [15, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: (['street', 'neighbor', 'neighbor', 'neighbor', 'neighbor', 'neighbor'] as EdgeKind[]).map(
    (kind) => ({
      kind,
    }),
  ),
  entrance: { edge: 0, t: 0.3, width_m: 4 },
  protected_areas: [],
  rule_pack: 'ru-snt',
};

/** The typical garden plot: house, bathhouse, toilet, well, greenhouse, 4 beds, compost, 2 fruit trees. */
export const gardenSelection: SelectionItem[] = [
  { landscape_object: 'house_small', count: 1 },
  { landscape_object: 'bathhouse', count: 1 },
  { landscape_object: 'outdoor_toilet', count: 1 },
  { landscape_object: 'well', count: 1 },
  { landscape_object: 'greenhouse_3x4', count: 1 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'compost_bin', count: 1 },
  { landscape_object: 'fruit_tree_medium', count: 2 },
];
