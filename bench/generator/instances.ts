// Committed generator instances: plots and selections shared by the benchmarks.
import type { EdgeKind, Plot, SelectionItem } from '@plotplan/domain';

export interface Instance {
  readonly name: string;
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
}

function rectPlot(w: number, d: number, kinds: readonly EdgeKind[], rule_pack: Plot['rule_pack']): Plot {
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg: 0,
    edges: kinds.map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.5, width_m: 4 },
    protected_areas: [],
    rule_pack,
  };
}

/** The headline quality bar: 20 objects on a 1,000 m² residential lot, street on a short side. */
export const headline: Instance = {
  name: '25 x 40 m ru-izhs, 20 objects',
  plot: rectPlot(25, 40, ['street', 'neighbor', 'neighbor', 'neighbor'], 'ru-izhs'),
  selection: [
    { landscape_object: 'house_medium', count: 1 },
    { landscape_object: 'garage', count: 1 },
    { landscape_object: 'bathhouse', count: 1 },
    { landscape_object: 'septic_tank', count: 1 },
    { landscape_object: 'well', count: 1 },
    { landscape_object: 'greenhouse_3x6', count: 1 },
    { landscape_object: 'vegetable_bed', count: 4 },
    { landscape_object: 'compost_bin', count: 1 },
    { landscape_object: 'fruit_tree_medium', count: 3 },
    { landscape_object: 'berry_bush', count: 2 },
    { landscape_object: 'gazebo', count: 1 },
    { landscape_object: 'terrace', count: 1 },
    { landscape_object: 'playground', count: 1 },
    { landscape_object: 'rainwater_tank', count: 1 },
  ],
};

/** The classic garden plot: 20 x 30 m ru-snt with house, bathhouse, toilet, well and a kitchen garden. */
export const gardenPlot: Instance = {
  name: '20 x 30 m ru-snt, 12 objects',
  plot: rectPlot(20, 30, ['street', 'neighbor', 'neighbor', 'neighbor'], 'ru-snt'),
  selection: [
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'bathhouse', count: 1 },
    { landscape_object: 'outdoor_toilet', count: 1 },
    { landscape_object: 'well', count: 1 },
    { landscape_object: 'greenhouse_3x4', count: 1 },
    { landscape_object: 'vegetable_bed', count: 4 },
    { landscape_object: 'compost_bin', count: 1 },
    { landscape_object: 'fruit_tree_medium', count: 2 },
  ],
};
