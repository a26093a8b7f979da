import type { EdgeKind, Plot, SelectionItem } from '@plotplan/domain';

// Plots and selections on which the generator and the fit estimate leave things out, for the tests
// that the reasons read the same in English as before they became codes, and read in Russian.

type Pack = Plot['rule_pack'];

function rect(w: number, d: number, rule_pack: Pack = 'ru-snt', kinds?: readonly EdgeKind[]): Plot {
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg: 0,
    edges: (kinds ?? ['street', 'neighbor', 'neighbor', 'neighbor']).map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.5, width_m: 4 },
    protected_areas: [],
    rule_pack,
  };
}

const easement = (plot: Plot): Plot => ({
  ...plot,
  protected_areas: [
    {
      id: 'easement',
      kind: 'utility_easement',
      label: 'Cable',
      shape: {
        type: 'polygon',
        points: [
          [3.5, 0],
          [4.5, 0],
          [4.5, 10],
          [3.5, 10],
        ],
      },
    },
  ],
});

export interface Scenario {
  readonly name: string;
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
}

const impossible: SelectionItem[] = [
  { landscape_object: 'house_small', count: 2 },
  { landscape_object: 'bathhouse', count: 2 },
  { landscape_object: 'pool', count: 1 },
  { landscape_object: 'fruit_tree_tall', count: 3 },
];
const sanitary: SelectionItem[] = [
  { landscape_object: 'house_small', count: 1 },
  { landscape_object: 'outdoor_toilet', count: 2 },
  { landscape_object: 'well', count: 2 },
  { landscape_object: 'bathhouse', count: 2 },
  { landscape_object: 'compost_bin', count: 2 },
];
const trees: SelectionItem[] = [
  { landscape_object: 'fruit_tree_tall', count: 4 },
  { landscape_object: 'fruit_tree_medium', count: 4 },
  { landscape_object: 'berry_bush', count: 6 },
];
const pool: SelectionItem[] = [{ landscape_object: 'pool', count: 1 }];

export const scenarios: readonly Scenario[] = [
  { name: 'impossible on 8 x 10 m', plot: rect(8, 10), selection: impossible },
  { name: 'impossible on 12 x 14 m izhs', plot: rect(12, 14, 'ru-izhs'), selection: impossible },
  { name: 'impossible on 9 x 12 m us', plot: rect(9, 12, 'us-typical'), selection: impossible },
  { name: 'sanitary on 12 x 16 m', plot: rect(12, 16), selection: sanitary },
  {
    name: 'sanitary by the forest',
    plot: rect(14, 18, 'ru-snt', ['street', 'forest', 'water', 'field']),
    selection: sanitary,
  },
  { name: 'trees on 6 x 10 m', plot: rect(6, 10), selection: trees },
  { name: 'pool on 6.75 x 10 m us', plot: rect(6.75, 10, 'us-typical'), selection: pool },
  { name: 'pool across an easement', plot: easement(rect(8, 10)), selection: pool },
  { name: 'trees across an easement', plot: easement(rect(8, 10)), selection: trees },
  {
    name: 'sanitary on 20 x 12 m izhs driveway',
    plot: rect(20, 12, 'ru-izhs', ['driveway', 'neighbor', 'unknown', 'neighbor']),
    selection: sanitary,
  },
];
