// Hand-checked scenes shared by the checker's tests. Sizes are spelled out rather than read from
// the catalog, so the expected figures do not move when a catalog default does.
import type { PlacedObject, Plan } from '../model/plan.js';
import type { EdgeKind, Plot, PlotEdge } from '../model/plot.js';
import { rulePacks } from './rule-packs.js';

/** A w x d plot from the origin; edges: 0 bottom, 1 right, 2 top, 3 left. */
export function plot(w: number, d: number, kinds: readonly EdgeKind[], extra: Partial<Plot> = {}): Plot {
  return {
    boundary: [
      [0, 0],
      [w, 0],
      [w, d],
      [0, d],
    ],
    north_deg: 0,
    edges: kinds.map((kind): PlotEdge => ({ kind })),
    protected_areas: [],
    rule_pack: 'ru-snt',
    ...extra,
  };
}

const SIZES: Record<string, readonly [number, number, 'rect' | 'circle']> = {
  house_medium: [8, 8, 'rect'],
  house_log: [8, 8, 'rect'],
  bathhouse: [4, 6, 'rect'],
  terrace: [3, 4, 'rect'],
  path: [1, 5, 'rect'],
  greenhouse_3x4: [3, 4, 'rect'],
  greenhouse_3x6: [3, 6, 'rect'],
  vegetable_bed: [1.2, 4, 'rect'],
  raised_bed: [1.2, 3, 'rect'],
  garden_shed: [2, 3, 'rect'],
  outdoor_toilet: [1, 1.5, 'rect'],
  compost_bin: [1, 1, 'rect'],
  lawn: [10, 10, 'rect'],
  well: [1.2, 1.2, 'circle'],
  fruit_tree_tall: [7, 7, 'circle'],
  fruit_tree_medium: [4, 4, 'circle'],
  berry_bush: [1.5, 1.5, 'circle'],
};

export function put(
  id: string,
  code: string,
  x: number,
  y: number,
  more: Partial<PlacedObject> = {},
): PlacedObject {
  const [width, depth, shape] = SIZES[code] ?? [1, 1, 'rect'];
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
    ...more,
  };
}

export const plan = (...objects: PlacedObject[]): Plan => ({ objects });
export const snt = rulePacks['ru-snt'];
export const STREET_AND_NEIGHBOURS: EdgeKind[] = ['street', 'neighbor', 'neighbor', 'neighbor'];
export const small = plot(20, 30, STREET_AND_NEIGHBOURS);
