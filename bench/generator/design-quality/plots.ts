// Committed inputs of the design-quality benchmark (issue 14): real-world plot shapes with a street,
// an entrance, neighbours, and the selection a family would ask for. Each plot has a location so the
// sun engine can judge the beds.
import type { EdgeKind, Plot, ProtectedArea, SelectionItem } from '@plotplan/domain';

export interface DesignPlot {
  readonly name: string;
  readonly plot: Plot;
  readonly selection: readonly SelectionItem[];
  /** The first seed to generate from, where a plot must be run as somewhere else runs it (1 otherwise). */
  readonly seed?: number;
}

/** Moscow region: where the ru packs apply and the season's sun is modest. */
const LOCATION = { lat: 55.75, lon: 37.6 };

function plotOf(boundary: Plot['boundary'], kinds: readonly EdgeKind[], extra: Partial<Plot> = {}): Plot {
  return {
    boundary,
    north_deg: 0,
    edges: kinds.map((kind) => ({ kind })),
    entrance: { edge: 0, t: 0.5, width_m: 4 },
    protected_areas: [],
    location: LOCATION,
    rule_pack: 'ru-izhs',
    ...extra,
  };
}

const rect = (w: number, d: number): Plot['boundary'] => [
  [0, 0],
  [w, 0],
  [w, d],
  [0, d],
];

/** A family house plot's wishes: house, sauna, kitchen garden, orchard, leisure, utilities. */
const family: readonly SelectionItem[] = [
  { landscape_object: 'house_medium', count: 1 },
  { landscape_object: 'carport', count: 1 },
  { landscape_object: 'bathhouse', count: 1 },
  { landscape_object: 'septic_tank', count: 1 },
  { landscape_object: 'well', count: 1 },
  { landscape_object: 'greenhouse_3x6', count: 1 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'compost_bin', count: 1 },
  { landscape_object: 'fruit_tree_tall', count: 2 },
  { landscape_object: 'fruit_tree_medium', count: 2 },
  { landscape_object: 'berry_bush', count: 2 },
  { landscape_object: 'terrace', count: 1 },
  { landscape_object: 'gazebo', count: 1 },
  { landscape_object: 'woodshed', count: 1 },
];

/** A dacha (ru-snt) wish list: small house, toilet, sauna, beds. */
const dacha: readonly SelectionItem[] = [
  { landscape_object: 'house_small', count: 1 },
  { landscape_object: 'outdoor_toilet', count: 1 },
  { landscape_object: 'bathhouse', count: 1 },
  { landscape_object: 'well', count: 1 },
  { landscape_object: 'greenhouse_3x4', count: 1 },
  { landscape_object: 'vegetable_bed', count: 4 },
  { landscape_object: 'compost_bin', count: 1 },
  { landscape_object: 'fruit_tree_medium', count: 2 },
  { landscape_object: 'berry_bush', count: 2 },
];

const oldTree: ProtectedArea = {
  id: 'old-oak',
  kind: 'existing_tree',
  shape: { type: 'circle', center: [8, 30], radius: 4 },
  height_m: 14,
  label: 'Old oak',
};

const easement: ProtectedArea = {
  id: 'gas-main',
  kind: 'utility_easement',
  shape: {
    type: 'polygon',
    points: [
      [0, 18],
      [30, 18],
      [30, 22],
      [0, 22],
    ],
  },
  label: 'Gas main easement',
};

export const designPlots: readonly DesignPlot[] = [
  {
    name: 'rectangle 25 x 40 m, street south',
    plot: plotOf(rect(25, 40), ['street', 'neighbor', 'neighbor', 'neighbor']),
    selection: family,
  },
  {
    name: 'rectangle 30 x 20 m, street north (ru-snt)',
    plot: plotOf(rect(30, 20), ['neighbor', 'neighbor', 'street', 'neighbor'], {
      rule_pack: 'ru-snt',
      entrance: { edge: 2, t: 0.5, width_m: 3 },
    }),
    selection: dacha,
  },
  {
    name: 'trapezoid 28/20 x 36 m, turned north',
    plot: plotOf(
      [
        [0, 0],
        [28, 0],
        [24, 36],
        [4, 36],
      ],
      ['street', 'neighbor', 'driveway', 'neighbor'],
      { north_deg: 30 },
    ),
    selection: family,
  },
  {
    name: 'L-shape 30 x 40 m less 14 x 18 m',
    plot: plotOf(
      [
        [0, 0],
        [30, 0],
        [30, 22],
        [16, 22],
        [16, 40],
        [0, 40],
      ],
      ['street', 'neighbor', 'neighbor', 'neighbor', 'neighbor', 'neighbor'],
    ),
    selection: family,
  },
  {
    name: 'flag lot: 4 m stem to a 28 x 28 m plot',
    plot: plotOf(
      [
        [12, 0],
        [16, 0],
        [16, 12],
        [28, 12],
        [28, 40],
        [0, 40],
        [0, 12],
        [12, 12],
      ],
      ['driveway', 'neighbor', 'neighbor', 'neighbor', 'neighbor', 'neighbor', 'neighbor', 'neighbor'],
      { entrance: { edge: 0, t: 0.5, width_m: 3.5 } },
    ),
    selection: dacha,
  },
  {
    name: 'narrow strip 12 x 60 m',
    plot: plotOf(rect(12, 60), ['street', 'neighbor', 'field', 'neighbor'], { rule_pack: 'ru-snt' }),
    selection: dacha,
  },
  {
    name: 'rectangle 20 x 40 m with an old oak',
    plot: plotOf(rect(20, 40), ['street', 'neighbor', 'forest', 'neighbor'], {
      protected_areas: [oldTree],
    }),
    selection: dacha,
  },
  {
    name: 'rectangle 30 x 40 m with a gas-main easement',
    plot: plotOf(rect(30, 40), ['street', 'neighbor', 'neighbor', 'neighbor'], {
      protected_areas: [easement],
    }),
    selection: family,
  },
];
