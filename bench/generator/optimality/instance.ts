// The optimality instances (issue 6, benchmark b), shared by the maker, the HiGHS model and the
// runner: the bench catalog, the rule pack, the per-object bounds and pairwise gaps the MILP uses, and
// the linear objective. The rules are written once here, so the pack checkPlan sees and the MILP cannot
// drift apart.
import { readFileSync } from 'node:fs';
import {
  catalogObjects,
  edgeKinds,
  type LandscapeObject,
  type PlacedObject,
  type Plot,
  type RulePack,
  type SelectionItem,
} from '@plotplan/domain';

/** One weighted pair of the objective: w * L1 distance between the two centres. */
export interface WeightedPair {
  readonly a: string;
  readonly b: string;
  readonly w: number;
}

export interface OptInstance {
  readonly id: string;
  /** Plot width (x) and depth (y), metres; the boundary is [0, W] x [0, H], north up. */
  readonly W: number;
  readonly H: number;
  readonly plot: Plot;
  /** Object ids in model order (`code-k`, as generatePlans names them). */
  readonly objects: readonly { readonly id: string; readonly code: string }[];
  readonly selection: readonly SelectionItem[];
  /** The entrance point on the street edge. */
  readonly entrance: readonly [number, number];
  readonly pairs: readonly WeightedPair[];
  /** Weight of the house-to-entrance L1 distance. */
  readonly w_e: number;
  /** Weight of each bed's distance from the south edge (its centre's y). */
  readonly w_s: number;
}

export interface Optimum {
  readonly id: string;
  readonly status: string;
  readonly objective: number;
  readonly ms: number;
  readonly positions: Readonly<Record<string, readonly [number, number]>>;
}

/** The codes instances draw from: rectangles only (the well as its 1.2 m square box). */
export const BENCH_CODES = [
  'house_small',
  'bathhouse',
  'outdoor_toilet',
  'well',
  'greenhouse_3x4',
  'vegetable_bed',
  'herb_bed',
  'garden_shed',
  'septic_tank',
  'compost_bin',
  'woodshed',
] as const;

/**
 * The real catalog entries, turned off (`rotatable: false`, so the generator keeps rotation 0 and
 * the MILP stays linear); the well, a circle in the catalog, becomes its bounding square.
 */
export const benchCatalog: readonly LandscapeObject[] = BENCH_CODES.map((code) => {
  const entry = catalogObjects.find((o) => o.code === code);
  if (entry === undefined) throw new Error(`no catalog object ${code}`);
  return { ...entry, shape: 'rect', rotatable: false };
});

export function entryOf(code: string): LandscapeObject {
  const entry = benchCatalog.find((o) => o.code === code);
  if (entry === undefined) throw new Error(`not a bench object: ${code}`);
  return entry;
}

const has = (code: string, tag: string): boolean => entryOf(code).tags.includes(tag);
const isBed = (code: string): boolean => has(code, 'bed');

// The rules, as numbers. Every object keeps 1 m from every boundary edge; the house 5 m from the
// street and 3 m from neighbours; every pair 0.5 m apart; buildings 2 m; the well 8 m from a toilet,
// septic tank or compost; the house 8 m from a toilet and 5 m from a septic tank.
const SETBACK_M = 1;
const HOUSE_STREET_M = 5;
const HOUSE_NEIGHBOR_M = 3;
const GAP_M = 0.5;
const BUILDING_GAP_M = 2;
const WELL_SANITARY_M = 8;
const HOUSE_TOILET_M = 8;
const HOUSE_SEPTIC_M = 5;

const SOURCE = 'bench/generator/optimality (linear test rules)';
const rule = { source: SOURCE, severity: 'error' } as const;

/** The same rules as a real RulePack for checkPlan and generatePlans (footprint distances). */
export const benchPack: RulePack = {
  id: 'ru-snt',
  name: 'Optimality bench',
  description: 'Setbacks, gaps and sanitary distances of benchmark (b).',
  rules: [
    { ...rule, id: 'inside-plot', kind: 'inside_plot', title: 'Inside', value_m: 0, applies_to: {} },
    {
      ...rule,
      id: 'setback',
      kind: 'edge_setback',
      title: 'Every object from every edge',
      value_m: SETBACK_M,
      applies_to: {},
      edge_kinds: edgeKinds,
    },
    {
      ...rule,
      id: 'house-street',
      kind: 'edge_setback',
      title: 'House from the street',
      value_m: HOUSE_STREET_M,
      applies_to: { any: ['dwelling'] },
      edge_kinds: ['street'],
    },
    {
      ...rule,
      id: 'house-neighbor',
      kind: 'edge_setback',
      title: 'House from neighbours',
      value_m: HOUSE_NEIGHBOR_M,
      applies_to: { any: ['dwelling'] },
      edge_kinds: ['neighbor'],
    },
    {
      ...rule,
      id: 'no-overlap',
      kind: 'no_overlap',
      title: 'Gap',
      value_m: GAP_M,
      applies_to: {},
      flush: { any: [] },
    },
    ...(
      [
        ['buildings', BUILDING_GAP_M, ['building'], ['building']],
        ['well-sanitary', WELL_SANITARY_M, ['well'], ['toilet', 'septic', 'compost']],
        ['house-toilet', HOUSE_TOILET_M, ['dwelling'], ['toilet']],
        ['house-septic', HOUSE_SEPTIC_M, ['dwelling'], ['septic']],
      ] as const
    ).map(([id, value_m, from, to]) => ({
      ...rule,
      id,
      kind: 'pair_distance' as const,
      title: id,
      value_m,
      applies_to: { any: from },
      to: { any: to },
    })),
  ],
};

/** The least centre coordinate and the greatest, per axis, that keep the setbacks. */
export function boundsOf(inst: OptInstance, code: string): { lo: [number, number]; hi: [number, number] } {
  const e = entryOf(code);
  const house = has(code, 'dwelling');
  // Edge i: 0 south (y = 0), 1 east (x = W), 2 north (y = H), 3 west (x = 0).
  const back = inst.plot.edges.map((edge) =>
    Math.max(SETBACK_M, house ? (edge.kind === 'street' ? HOUSE_STREET_M : HOUSE_NEIGHBOR_M) : 0),
  );
  const [s, east, north, west] = back as [number, number, number, number];
  return {
    lo: [west + e.width / 2, s + e.depth / 2],
    hi: [inst.W - east - e.width / 2, inst.H - north - e.depth / 2],
  };
}

/** The required gap between two objects: the largest rule that applies to the pair. */
export function gapOf(a: string, b: string): number {
  const either = (x: string, y: string): boolean => (has(a, x) && has(b, y)) || (has(a, y) && has(b, x));
  let g = GAP_M;
  if (either('building', 'building')) g = Math.max(g, BUILDING_GAP_M);
  for (const t of ['toilet', 'septic', 'compost']) if (either('well', t)) g = Math.max(g, WELL_SANITARY_M);
  if (either('dwelling', 'toilet')) g = Math.max(g, HOUSE_TOILET_M);
  if (either('dwelling', 'septic')) g = Math.max(g, HOUSE_SEPTIC_M);
  return g;
}

/** The linear objective at the given centres (every object must be there). */
export function objectiveAt(inst: OptInstance, at: (id: string) => readonly [number, number]): number {
  let total = 0;
  for (const p of inst.pairs) {
    const [a, b] = [at(p.a), at(p.b)];
    total += p.w * (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]));
  }
  const house = inst.objects.find((o) => has(o.code, 'dwelling'));
  if (house !== undefined) {
    const h = at(house.id);
    total += inst.w_e * (Math.abs(h[0] - inst.entrance[0]) + Math.abs(h[1] - inst.entrance[1]));
  }
  for (const o of inst.objects) if (isBed(o.code)) total += inst.w_s * at(o.id)[1];
  return total;
}

/**
 * How far the pairs fall short of the MILP's gaps, summed (metres). The MILP separates a pair along
 * x or along y (big-M disjunction, linear); checkPlan measures the footprint distance, which a pair
 * set diagonally can meet with less on both axes. Such a layout is valid by the pack but outside the
 * model, so the runner counts it apart and the generator is steered off it.
 */
export function axisShortfall(inst: OptInstance, placed: ReadonlyMap<string, PlacedObject>): number {
  let total = 0;
  const objs = inst.objects;
  for (let i = 0; i < objs.length; i++) {
    const a = placed.get((objs[i] as { id: string }).id);
    if (a === undefined) continue;
    for (let j = i + 1; j < objs.length; j++) {
      const b = placed.get((objs[j] as { id: string }).id);
      if (b === undefined) continue;
      const sepX = Math.abs(a.x - b.x) - (a.width + b.width) / 2;
      const sepY = Math.abs(a.y - b.y) - (a.depth + b.depth) / 2;
      total += Math.max(0, gapOf(a.landscape_object, b.landscape_object) - Math.max(sepX, sepY));
    }
  }
  return total;
}

export const isBedCode = isBed;
export const isHouseCode = (code: string): boolean => has(code, 'dwelling');

export function loadInstances(): OptInstance[] {
  return JSON.parse(readFileSync(new URL('./instances.json', import.meta.url), 'utf8')) as OptInstance[];
}

export function loadOptima(): Optimum[] {
  return JSON.parse(readFileSync(new URL('./optima.json', import.meta.url), 'utf8')) as Optimum[];
}
