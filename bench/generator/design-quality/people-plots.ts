// Issue 25's committed plots: the kinds of plot people actually hold, each with a typical programme
// of 15-30 objects. The first is the issue's own 20 x 30 m ru-snt plot and programme, exactly as
// written there (21 objects). All in the Moscow region, so the ru packs apply and the sun is modest.
import type { EdgeKind, NeighborBuilding, Plot, ProtectedArea, SelectionItem } from '@plotplan/domain';
import type { DesignPlot } from './plots.js';

const LOCATION = { lat: 55.75, lon: 37.6 };

/** A neighbour's house as people enter it: a masonry house 5 m off the fence (a timber one there would keep a bathhouse 15 m off, more than a 20 m plot has). */
const NEIGHBOUR_HOUSE: NeighborBuilding = {
  offset_m: 5,
  height_m: 6,
  material: 'noncombustible',
  length_m: 8,
  depth_m: 6,
};

type Side = 'south' | 'east' | 'north' | 'west';
const SIDES: readonly Side[] = ['south', 'east', 'north', 'west'];

/** A w x d rectangle, edges south, east, north, west (0..3), streets on `streets`, the gate on the first. */
function rectPlot(
  w: number,
  d: number,
  streets: readonly Side[],
  extra: Partial<Plot> & { readonly houses?: boolean } = {},
): Plot {
  const gateSide = streets[0] ?? 'south';
  const { houses = false, ...rest } = extra;
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg: 0,
    edges: SIDES.map((side) => {
      const kind: EdgeKind = streets.includes(side) ? 'street' : 'neighbor';
      return kind === 'neighbor' && houses && (side === 'east' || side === 'west')
        ? { kind, building: NEIGHBOUR_HOUSE }
        : { kind };
    }),
    entrance: { edge: SIDES.indexOf(gateSide), t: 0.5, width_m: 4 },
    protected_areas: [],
    location: LOCATION,
    rule_pack: w * d < 1000 ? 'ru-snt' : 'ru-izhs',
    ...rest,
  };
}

const items = (list: Record<string, number>): SelectionItem[] =>
  Object.entries(list).map(([landscape_object, count]) => ({ landscape_object, count }));

/** The issue's programme: a house 8 x 8, bathhouse, greenhouse 3 x 6, 6 beds, 3 fruit trees, ... */
export const issueProgramme: readonly SelectionItem[] = items({
  house_medium: 1,
  bathhouse: 1,
  greenhouse_3x6: 1,
  vegetable_bed: 6,
  fruit_tree_medium: 3,
  berry_bush: 4,
  outdoor_toilet: 1,
  compost_bin: 1,
  parking_space: 1,
  gazebo: 1,
  well: 1,
});

/** A dacha on 6 sotok: small house, toilet, bathhouse, kitchen garden, a few trees (17 objects). */
const dacha = items({
  house_small: 1,
  parking_space: 1,
  bathhouse: 1,
  outdoor_toilet: 1,
  well: 1,
  greenhouse_3x4: 1,
  vegetable_bed: 4,
  compost_bin: 1,
  fruit_tree_medium: 2,
  berry_bush: 3,
  gazebo: 1,
});

/** A family's year-round house on 10-15 sotok (24 objects). */
const family = items({
  house_medium: 1,
  carport: 1,
  bathhouse: 1,
  septic_tank: 1,
  well: 1,
  greenhouse_3x6: 1,
  vegetable_bed: 6,
  compost_bin: 1,
  fruit_tree_tall: 2,
  fruit_tree_medium: 2,
  berry_bush: 4,
  terrace: 1,
  gazebo: 1,
  woodshed: 1,
});

/** The old birch in the issue plot's north-east corner. */
const birch: ProtectedArea = {
  id: 'old-birch',
  kind: 'existing_tree',
  shape: { type: 'circle', center: [17, 27], radius: 3 },
  height_m: 15,
  label: 'Old birch',
};

const oak: ProtectedArea = {
  id: 'old-oak',
  kind: 'existing_tree',
  shape: { type: 'circle', center: [8, 30], radius: 4 },
  height_m: 14,
  label: 'Old oak',
};

const gasMain: ProtectedArea = {
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

const polygonPlot = (
  boundary: Plot['boundary'],
  kinds: readonly EdgeKind[],
  extra: Partial<Plot> = {},
): Plot => ({
  boundary,
  north_deg: 0,
  edges: kinds.map((kind) => ({ kind })),
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  protected_areas: [],
  location: LOCATION,
  rule_pack: 'ru-izhs',
  ...extra,
});

export const peoplePlots: readonly DesignPlot[] = [
  {
    name: 'issue 25: 20 x 30 m ru-snt, street south, birch NE',
    plot: rectPlot(20, 30, ['south'], { houses: true, protected_areas: [birch] }),
    selection: issueProgramme,
  },
  { name: '20 x 30 m, street north', plot: rectPlot(20, 30, ['north'], { houses: true }), selection: dacha },
  { name: '20 x 30 m, street east', plot: rectPlot(20, 30, ['east']), selection: dacha },
  { name: '20 x 30 m, street west', plot: rectPlot(20, 30, ['west']), selection: dacha },
  { name: '15 x 40 m, street south', plot: rectPlot(15, 40, ['south']), selection: dacha },
  { name: '15 x 40 m, street north', plot: rectPlot(15, 40, ['north']), selection: dacha },
  { name: '25 x 40 m ru-izhs, street south', plot: rectPlot(25, 40, ['south']), selection: family },
  { name: '30 x 50 m ru-izhs, street north', plot: rectPlot(30, 50, ['north']), selection: family },
  {
    name: 'corner 25 x 40 m, streets south + east',
    plot: rectPlot(25, 40, ['south', 'east']),
    selection: family,
  },
  {
    name: 'corner 20 x 30 m, streets west + north',
    plot: rectPlot(20, 30, ['west', 'north']),
    selection: dacha,
  },
  {
    name: 'strip 12 x 60 m',
    plot: { ...rectPlot(12, 60, ['south']), rule_pack: 'ru-snt' },
    selection: dacha,
  },
  {
    name: 'trapezoid 28/20 x 36 m, turned 30°',
    plot: polygonPlot(
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
    plot: polygonPlot(
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
    name: 'flag lot: 4 m stem to 28 x 28 m',
    plot: polygonPlot(
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
      { entrance: { edge: 0, t: 0.5, width_m: 4 }, rule_pack: 'ru-snt' },
    ),
    selection: dacha,
  },
  {
    name: '20 x 40 m with an old oak',
    plot: { ...rectPlot(20, 40, ['south']), protected_areas: [oak] },
    selection: dacha,
  },
  {
    name: '30 x 40 m with a gas-main easement',
    plot: { ...rectPlot(30, 40, ['south']), protected_areas: [gasMain] },
    selection: family,
  },
  {
    // Issue 25's regression: far more than fits on 8 x 10 m (as e2e/tests/fit-estimate.spec.ts has
    // it); the generator must place what fits (the beds) and list the rest as not placed.
    name: 'tiny 8 x 10 m, over-full (2 houses, 2 bathhouses, pool, 3 trees, 2 beds)',
    plot: rectPlot(8, 10, ['south']),
    selection: items({
      house_small: 2,
      bathhouse: 2,
      pool: 1,
      fruit_tree_tall: 3,
      vegetable_bed: 2,
    }),
  },
  {
    // The e2e gallery's visual plot and programme (e2e/tests/visual.spec.ts; regression test
    // regression-gallery-beds-split.test.ts), from the gallery's seed: a timber neighbour's house
    // 4 m off the east fence, forest on the north, a 3 m gate. A change once split its 3 beds (one
    // block before, 1 + 2 and 1 + 1 + 1 after) while no other committed plot had a split to show.
    name: 'e2e gallery 20 x 30 m, forest north, timber house east, 3 beds',
    plot: {
      ...rectPlot(20, 30, ['south'], { rule_pack: 'ru-snt', location: { lat: 55.75, lon: 37.62 } }),
      edges: [
        { kind: 'street' },
        { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
        { kind: 'forest' },
        { kind: 'neighbor', fence_height_m: 1.5 },
      ],
      entrance: { edge: 0, t: 0.4, width_m: 3 },
    },
    selection: items({
      house_small: 1,
      bathhouse: 1,
      greenhouse_3x6: 1,
      vegetable_bed: 3,
      fruit_tree_medium: 1,
    }),
    seed: 42,
  },
];
