import { packRule, type PackValue, type RuleDefinition } from './rule-builders.js';
import {
  crownOverhangRules,
  fireDistanceRules,
  HOUSE_SEPTIC,
  NEIGHBOR_EDGES,
  plotRules,
  RED_LINE_EDGES,
} from './shared-rules.js';
import type { Rule } from './types.js';

// The rules the Russian packs (ru-snt, ru-izhs) share: the same ids, kinds, titles and selectors,
// with each pack's own values, sources, severities and notes (see PackValue).

/** The note both packs give the medium-tree and shrub rules, which measure from the centre. */
export const MEASURED_FROM_STEM = 'Measured from the trunk or stem.';

const NEIGHBOR_BOUNDARY_RULES = [
  {
    id: 'house-neighbor-boundary',
    kind: 'edge_setback',
    title: 'House to a neighbour boundary',
    applies_to: { any: ['dwelling'] },
    edge_kinds: NEIGHBOR_EDGES,
  },
  {
    id: 'outbuilding-neighbor-boundary',
    kind: 'edge_setback',
    title: 'Other buildings to a neighbour boundary',
    applies_to: { any: ['outbuilding'], except: ['livestock'] },
    edge_kinds: NEIGHBOR_EDGES,
  },
  {
    id: 'livestock-neighbor-boundary',
    kind: 'edge_setback',
    title: 'Livestock and poultry buildings to a neighbour boundary',
    applies_to: { any: ['livestock'] },
    edge_kinds: NEIGHBOR_EDGES,
  },
  {
    id: 'sanitary-boundary',
    kind: 'edge_setback',
    title: 'Outdoor toilet and septic tank to the boundary or street fence',
    applies_to: { any: ['toilet', 'septic'] },
    edge_kinds: [...NEIGHBOR_EDGES, ...RED_LINE_EDGES],
  },
  {
    id: 'tall-tree-boundary',
    kind: 'edge_setback',
    title: 'Tall tree to a neighbour boundary',
    applies_to: { any: ['tall_tree'] },
    edge_kinds: NEIGHBOR_EDGES,
    measure_from: 'centre',
  },
  {
    id: 'medium-tree-boundary',
    kind: 'edge_setback',
    title: 'Medium tree to a neighbour boundary',
    applies_to: { any: ['medium_tree'] },
    edge_kinds: NEIGHBOR_EDGES,
    measure_from: 'centre',
  },
  {
    id: 'shrub-boundary',
    kind: 'edge_setback',
    title: 'Shrub to a neighbour boundary',
    applies_to: { any: ['shrub'] },
    edge_kinds: NEIGHBOR_EDGES,
    measure_from: 'centre',
  },
] as const satisfies readonly RuleDefinition[];

/** The same in both packs. */
const beehiveBoundaryRule = packRule(
  {
    id: 'beehive-boundary',
    kind: 'edge_setback',
    title: 'Beehive to a neighbour boundary',
    applies_to: { any: ['beehive'] },
    edge_kinds: NEIGHBOR_EDGES,
  },
  {
    source: "Minsel'khoz order No. 194 (2016)",
    value_m: 3,
    note: 'Entrances face into the own plot, or a solid barrier of 2 m or more; some regions require 10 m.',
  },
);

const RED_LINE_AND_PAIR_RULES = [
  {
    id: 'house-street',
    kind: 'edge_setback',
    title: 'House to the red line of a street',
    applies_to: { any: ['dwelling'] },
    edge_kinds: ['street'],
  },
  {
    id: 'house-driveway',
    kind: 'edge_setback',
    title: 'House to the red line of a driveway',
    applies_to: { any: ['dwelling'] },
    edge_kinds: ['driveway'],
  },
  {
    id: 'outbuilding-red-line',
    kind: 'edge_setback',
    title: 'Outbuildings to the red line of a street or driveway',
    applies_to: { any: ['outbuilding'] },
    edge_kinds: RED_LINE_EDGES,
  },
  {
    id: 'forest-edge',
    kind: 'edge_setback',
    title: 'Buildings to a forest edge',
    applies_to: { any: ['building'] },
    edge_kinds: ['forest'],
  },
  {
    id: 'house-sauna',
    kind: 'pair_distance',
    title: 'House to a bathhouse, sauna or shower',
    applies_to: { any: ['dwelling'] },
    to: { any: ['sauna', 'shower'] },
  },
  {
    id: 'house-toilet',
    kind: 'pair_distance',
    title: 'House to an outdoor toilet',
    applies_to: { any: ['dwelling'] },
    to: { any: ['toilet'] },
  },
  {
    id: 'house-livestock',
    kind: 'pair_distance',
    title: 'House to a livestock or poultry building',
    applies_to: { any: ['dwelling'] },
    to: { any: ['livestock'] },
  },
  {
    id: 'well-toilet-compost',
    kind: 'pair_distance',
    title: 'Well to an outdoor toilet, compost or septic tank',
    applies_to: { any: ['well'] },
    to: { any: ['toilet', 'compost', 'septic'] },
  },
  {
    id: 'well-sanitary-zone',
    kind: 'pair_distance',
    title: 'Drinking-water source to toilets and sewage works (sanitary zone)',
    applies_to: { any: ['well'] },
    to: { any: ['toilet', 'septic'] },
  },
] as const satisfies readonly RuleDefinition[];

/** The same in both packs. */
const houseSepticRule = packRule(HOUSE_SEPTIC, {
  source: 'Trade guidance (bio-partner.ru, ristroy.ru)',
  severity: 'warning',
  value_m: 5,
  note: 'Only trade pages give this figure, so it is a warning.',
});

const NEIGHBOR_HOUSE_RULES = [
  {
    id: 'toilet-neighbor-house',
    kind: 'neighbor_building',
    title: "Outdoor toilet to the neighbour's house",
    applies_to: { any: ['toilet'] },
    materials: ['noncombustible', 'mixed', 'wood'],
  },
  {
    id: 'sauna-neighbor-house',
    kind: 'neighbor_building',
    title: "Bathhouse or sauna to the neighbour's house",
    applies_to: { any: ['sauna'] },
    materials: ['noncombustible', 'mixed', 'wood'],
  },
] as const satisfies readonly RuleDefinition[];

type RuRuleId = (
  typeof NEIGHBOR_BOUNDARY_RULES | typeof RED_LINE_AND_PAIR_RULES | typeof NEIGHBOR_HOUSE_RULES
)[number]['id'];

/** What a Russian pack states for each shared rule it words or values its own way. */
export type RuPackValues = Readonly<Record<RuRuleId, PackValue>>;

/** The SNiP fire-distance table as a pack cites and explains it (see fireDistanceRules). */
export interface FireTableCitation {
  readonly source: string;
  readonly note: string;
}

/** A Russian pack's rules, in the order both packs list them. */
export function ruPackRules(values: RuPackValues, fire: FireTableCitation): Rule[] {
  const stated = (definitions: readonly (RuleDefinition & { readonly id: RuRuleId })[]): Rule[] =>
    definitions.map((definition) => packRule(definition, values[definition.id]));
  return [
    ...plotRules,
    ...stated(NEIGHBOR_BOUNDARY_RULES),
    beehiveBoundaryRule,
    ...crownOverhangRules,
    ...stated(RED_LINE_AND_PAIR_RULES),
    houseSepticRule,
    ...fireDistanceRules(fire.source, fire.note),
    ...stated(NEIGHBOR_HOUSE_RULES),
  ];
}
