// Plots and selections shared by the generator's tests.
import { footprintDistance, type Footprint, type Point } from '../geometry/index.js';
import { placedFootprint, type PlacedObject } from '../model/index.js';
import type { EdgeKind, NeighborBuilding, Plot } from '../model/plot.js';
import type { FitProblem } from './fit/fit-estimate.js';
import type { SelectionItem } from './core/types.js';

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

/** Issue 14's impossible request for an 8 x 10 m plot: 2 houses, 2 bathhouses, a pool, 3 tall trees. */
export const impossibleRequest: SelectionItem[] = [
  { landscape_object: 'house_small', count: 2 },
  { landscape_object: 'bathhouse', count: 2 },
  { landscape_object: 'pool', count: 1 },
  { landscape_object: 'fruit_tree_tall', count: 3 },
];

/**
 * A w x d ru-snt plot in the Moscow region (the design-quality benchmark's), edges 0 bottom, 1 right,
 * 2 top, 3 left of the given kinds, with the given entrance.
 */
export function sidedPlot(
  w: number,
  d: number,
  kinds: readonly EdgeKind[],
  entrance: NonNullable<Plot['entrance']>,
): Plot {
  return {
    ...rectPlot(w, d),
    edges: kinds.map((kind) => ({ kind })),
    entrance,
    location: { lat: 55.75, lon: 37.6 },
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

const r1 = (m: number): number => Math.round(m * 10) / 10;

/**
 * A fit problem in short, for the tests: "no_spot house_small 6 x 6 plus neighbours 3, street 5",
 * "apart house_small bathhouse 8", "apart_same bathhouse 0.5", "room_for house_large 4 of 7",
 * "too_much 212 80" (metres to 0.1 m,
 * areas to 1 m²). The words are @plotplan/contract's.
 */
export function gist(p: FitProblem): { landscape_object: string; count: number; reason: string } {
  const r = p.reason;
  const reason =
    r.code === 'no_spot'
      ? `no_spot ${r.object.code} ${r1(r.width_m)} x ${r1(r.depth_m)}` +
        (r.plus.length > 0 ? ` plus ${r.plus.map((d) => `${d.place} ${r1(d.m)}`).join(', ')}` : '')
      : r.code === 'apart_same'
        ? `apart_same ${r.object.code} ${r1(r.gap_m)}`
        : r.code === 'apart'
          ? `apart ${r.a.code} ${r.b.code} ${r1(r.gap_m)}`
          : r.code === 'room_for'
            ? `room_for ${r.object.code} ${r.fits} of ${r.count}`
            : `too_much ${Math.round(r.need_m2)} ${Math.round(r.have_m2)}`;
  return { landscape_object: p.landscape_object, count: p.count, reason };
}

const neighbourHouse: NeighborBuilding = {
  offset_m: 5,
  height_m: 6,
  material: 'noncombustible',
  length_m: 8,
  depth_m: 6,
};
const issueBase = rectPlot(20, 30);
/** Issue 25's 20 x 30 m ru-snt plot: street and gate south, neighbours' houses east and west, an old birch. */
export const issuePlot: Plot = {
  ...issueBase,
  edges: issueBase.edges.map((e, i) =>
    i === 1 || i === 3 ? { kind: 'neighbor', building: neighbourHouse } : e,
  ),
  protected_areas: [
    {
      id: 'old-birch',
      kind: 'existing_tree',
      shape: { type: 'circle', center: [17, 27], radius: 3 },
      height_m: 15,
      label: 'Old birch',
    },
  ],
  location: { lat: 55.75, lon: 37.6 },
};
/** Issue 25's programme for that plot (21 objects). */
export const issueProgramme: SelectionItem[] = Object.entries({
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
}).map(([landscape_object, count]) => ({ landscape_object, count }));

/**
 * How many kitchen-garden blocks a plan's beds stand in: beds within `gap` metres of each other (an
 * aisle or a path between them) are one block, by single linkage.
 */
export function bedBlocks(objects: readonly PlacedObject[], gap = 1.2): number {
  const prints = objects.filter((o) => o.landscape_object === 'vegetable_bed').map(placedFootprint);
  const root = prints.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i] as number)));
  prints.forEach((a, i) =>
    prints.forEach((b, j) => {
      if (j > i && footprintDistance(a, b) <= gap) root[find(i)] = find(j);
    }),
  );
  return new Set(prints.map((_, i) => find(i))).size;
}

/**
 * How many rows of beds side by side a plan's beds stand in: parallel beds (within 5°) whose centres
 * lie level along their long side (within 0.3 m) and within `gap` of each other, by single linkage.
 * One block of 3 beds is one row; an L of 2 + 1 or 3 beds in single file is 2 or 3 rows, though
 * bedBlocks counts either as one block.
 */
export function bedRows(objects: readonly PlacedObject[], gap = 1.2): number {
  const beds = objects.filter((o) => o.landscape_object === 'vegetable_bed');
  const prints = beds.map(placedFootprint);
  const axis = (o: PlacedObject): number => o.rotation_deg + (o.width >= o.depth ? 0 : 90);
  const parallel = (a: number, b: number): boolean => {
    const d = (((a - b) % 180) + 180) % 180;
    return Math.min(d, 180 - d) <= 5;
  };
  const root = beds.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i] as number)));
  beds.forEach((a, i) =>
    beds.forEach((b, j) => {
      const r = (axis(a) * Math.PI) / 180;
      const level = Math.abs((b.x - a.x) * Math.cos(r) + (b.y - a.y) * Math.sin(r)) <= 0.3;
      const near = footprintDistance(prints[i] as Footprint, prints[j] as Footprint) <= gap;
      if (j > i && near && level && parallel(axis(a), axis(b))) root[find(i)] = find(j);
    }),
  );
  return new Set(beds.map((_, i) => find(i))).size;
}
