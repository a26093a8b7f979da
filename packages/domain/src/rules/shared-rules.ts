import type { EdgeKind } from '../model/plot.js';
import type { RuleDefinition } from './rule-builders.js';
import type {
  EdgeSetbackRule,
  InsidePlotRule,
  NeighborBuildingRule,
  NoOverlapRule,
  ProtectedAreaRule,
  Rule,
} from './types.js';

/** An `unknown` edge is treated as a neighbour's: the safe assumption until the user says. */
export const NEIGHBOR_EDGES: readonly EdgeKind[] = ['neighbor', 'unknown'];
/** Red lines: the street and the driveway (proezd) sides. */
export const RED_LINE_EDGES: readonly EdgeKind[] = ['street', 'driveway'];

export const insidePlotRule: InsidePlotRule = {
  id: 'inside-plot',
  kind: 'inside_plot',
  title: 'Objects stay within the plot',
  source: 'Plot boundary (cadastral survey)',
  severity: 'error',
  value_m: 0,
  applies_to: {},
  centre_only: { any: ['tree'] },
  note: 'Trees count from the trunk: the codes measure them from the stem, so a crown may overhang.',
};

export const noOverlapRule: NoOverlapRule = {
  id: 'no-overlap',
  kind: 'no_overlap',
  title: 'Objects do not overlap and keep a gap',
  source: 'Plotplan convention: maintenance gap',
  severity: 'error',
  value_m: 0.5,
  // A lawn is the ground other objects stand on; it is counted as free area, not checked here.
  applies_to: { except: ['ground_cover'] },
  flush: { any: ['hardscape'] },
  note: 'Paths, drives, parking and terraces may touch other objects (0 m) and overlap each other.',
};

export const protectedAreaRule: ProtectedAreaRule = {
  id: 'protected-area',
  kind: 'protected_area',
  title: 'Nothing on a protected area',
  source: 'Plot survey (no-build zones)',
  severity: 'error',
  value_m: 0,
  applies_to: { except: ['ground_cover'] },
  crossing: { kinds: ['utility_easement'], by: { any: ['path'] } },
  note:
    'A garden path may cross a utility easement: light paving without foundations, which the ' +
    "utility's crews lift when they dig (a stated convention; buildings, trees and beds stay off).",
};

const CROWN_SOURCE = 'Plotplan convention (no code limits crown overhang; a stated design rule)';

/**
 * Tree crowns (the placed circle) over the boundary: none over a neighbour's plot, at most 1 m over
 * a street or driveway. The trunk rules (tall-tree-boundary etc.) measure from the stem and let a
 * 7 m crown hang over the fence; these warnings keep shade, leaves and fruit on the own plot and the
 * footway clear. In every pack.
 */
/** The rules every pack opens with: on the plot, no overlaps, off the protected areas. */
export const plotRules: readonly Rule[] = [insidePlotRule, noOverlapRule, protectedAreaRule];

export const crownOverhangRules: readonly EdgeSetbackRule[] = [
  {
    id: 'crown-neighbor-boundary',
    kind: 'edge_setback',
    title: 'Tree crown over a neighbour boundary',
    source: CROWN_SOURCE,
    severity: 'warning',
    value_m: 0,
    applies_to: { any: ['tree'] },
    edge_kinds: NEIGHBOR_EDGES,
    measure_from: 'crown',
    note: "Measured from the crown's edge: no overhang onto the neighbour's plot.",
  },
  {
    id: 'crown-street',
    kind: 'edge_setback',
    title: 'Tree crown over a street or driveway',
    source: CROWN_SOURCE,
    severity: 'warning',
    value_m: -1,
    applies_to: { any: ['tree'] },
    edge_kinds: RED_LINE_EDGES,
    measure_from: 'crown',
    note: "Measured from the crown's edge: it may reach at most 1 m over the street or driveway fence (-1 m).",
  },
];

/** House to septic tank: in every pack, with the pack's own figures (see packRule). */
export const HOUSE_SEPTIC = {
  id: 'house-septic',
  kind: 'pair_distance',
  title: 'House to a septic tank',
  applies_to: { any: ['dwelling'] },
  to: { any: ['septic'] },
} as const satisfies RuleDefinition;

interface FireRow {
  readonly own: 'noncombustible' | 'combustible';
  readonly neighbor: 'noncombustible' | 'mixed' | 'wood';
  readonly value_m: number;
}

/**
 * SNiP 30-02-97* table 2 (classes A stone/concrete, B the same with wooden floors, C timber):
 * A-A 6, A-B 8, A-C 10, B-B 8, B-C 10, C-C 15 m. Own objects are A (noncombustible) or C
 * (combustible, also when the catalog gives no class); the neighbour's `mixed` is class B.
 */
const FIRE_TABLE: readonly FireRow[] = [
  { own: 'noncombustible', neighbor: 'noncombustible', value_m: 6 },
  { own: 'noncombustible', neighbor: 'mixed', value_m: 8 },
  { own: 'noncombustible', neighbor: 'wood', value_m: 10 },
  { own: 'combustible', neighbor: 'noncombustible', value_m: 10 },
  { own: 'combustible', neighbor: 'mixed', value_m: 10 },
  { own: 'combustible', neighbor: 'wood', value_m: 15 },
];

/** Fire distances from our buildings to the neighbour's house, one rule per pair of materials. */
export function fireDistanceRules(source: string, note: string): NeighborBuildingRule[] {
  return FIRE_TABLE.map((row) => ({
    id: `fire-${row.own}-${row.neighbor}`,
    kind: 'neighbor_building',
    title: `Fire distance: ${row.own} building to a ${row.neighbor} neighbour's house`,
    source,
    severity: 'error',
    value_m: row.value_m,
    applies_to: { any: ['building'] },
    materials: [row.neighbor],
    fire_class: row.own,
    note,
  }));
}
