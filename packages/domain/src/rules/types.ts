import type { BuildingMaterial, EdgeKind, ProtectedAreaKind, RulePackId } from '../model/plot.js';

export type Severity = 'error' | 'warning';

/**
 * Which objects a rule is about, by catalog tag: objects carrying any of `any` (every object when
 * `any` is left out) and none of `except`.
 */
export interface TagSelector {
  readonly any?: readonly string[];
  readonly except?: readonly string[];
}

interface RuleBase {
  /** Stable across packs for the same idea, so per-project overrides carry over. */
  readonly id: string;
  readonly title: string;
  /** Document and clause, e.g. "SP 53.13330.2019 6.8". */
  readonly source: string;
  readonly severity: Severity;
  /**
   * The required minimum distance, metres. Negative only for a crown edge setback (see
   * EdgeSetbackRule.measure_from): how far the crown may reach over the edge.
   */
  readonly value_m: number;
  readonly applies_to: TagSelector;
  /** Why this value, where sources disagree or are weak. */
  readonly note?: string;
  /** Set by resolvePack when a project override replaced value_m: the pack's own value. */
  readonly default_value_m?: number;
}

/**
 * Every matching object lies within the plot boundary (value_m is unused: 0). Objects matching
 * `centre_only` need only their centre inside: a tree's trunk, while its crown may overhang.
 */
export interface InsidePlotRule extends RuleBase {
  readonly kind: 'inside_plot';
  readonly centre_only?: TagSelector;
}

/**
 * Matching objects keep value_m apart. Objects matching `flush` (paving) may touch anything and
 * may overlap one another: a path runs up to a door and paved areas join.
 */
export interface NoOverlapRule extends RuleBase {
  readonly kind: 'no_overlap';
  readonly flush: TagSelector;
}

/**
 * Matching objects keep value_m (0: must not overlap) from every protected area, except that objects
 * matching `crossing.by` may cross areas of `crossing.kinds` (a garden path over a utility easement).
 */
export interface ProtectedAreaRule extends RuleBase {
  readonly kind: 'protected_area';
  readonly crossing?: { readonly kinds: readonly ProtectedAreaKind[]; readonly by: TagSelector };
}

/**
 * Matching objects keep value_m from each boundary edge of the listed kinds. `edge_role` narrows
 * neighbour edges to the rear (facing away from a street) or the sides (the rest). `measure_from`
 * 'centre' measures from the object's centre: tree rules count from the trunk, not the crown.
 * 'crown' measures from the edge of a round footprint (a tree's crown) signed: the trunk's distance
 * less the crown's radius, negative where the crown reaches over the edge, so value_m 0 allows no
 * overhang and -1 an overhang of 1 m.
 */
export interface EdgeSetbackRule extends RuleBase {
  readonly kind: 'edge_setback';
  readonly edge_kinds: readonly EdgeKind[];
  readonly edge_role?: 'rear' | 'side';
  readonly measure_from?: 'footprint' | 'centre' | 'crown';
}

/** Objects matching `to` keep value_m from objects matching `applies_to` (footprint to footprint). */
export interface PairDistanceRule extends RuleBase {
  readonly kind: 'pair_distance';
  readonly to: TagSelector;
}

/**
 * Matching objects keep value_m from the neighbour's building beyond a neighbour edge, when that
 * building's material is listed and, if `fire_class` is set, the object's own fire class matches
 * (objects without one count as combustible).
 */
export interface NeighborBuildingRule extends RuleBase {
  readonly kind: 'neighbor_building';
  readonly materials: readonly BuildingMaterial[];
  readonly fire_class?: 'combustible' | 'noncombustible';
}

export type Rule =
  | InsidePlotRule
  | NoOverlapRule
  | ProtectedAreaRule
  | EdgeSetbackRule
  | PairDistanceRule
  | NeighborBuildingRule;

export type RuleKind = Rule['kind'];

export interface RulePack {
  readonly id: RulePackId;
  readonly name: string;
  readonly description: string;
  readonly rules: readonly Rule[];
}

export interface PlanPoint {
  readonly x: number;
  readonly y: number;
}

/** One broken rule. Distances in metres, rounded to 1 mm. */
export interface Violation {
  readonly rule_id: string;
  readonly severity: Severity;
  readonly message: string;
  /** The object the message is about first, then the object it is too close to (if any). */
  readonly object_ids: readonly string[];
  /** The boundary edge index for edge and neighbour-building rules. */
  readonly edge?: number;
  readonly required_m: number;
  /** Negative when footprints overlap: minus the depth of the overlap. */
  readonly actual_m: number;
  /** required_m - actual_m: how far to move to comply. */
  readonly shortfall_m: number;
  /** Where to draw the violation. */
  readonly at: PlanPoint;
  /** The dimension line from the object to what it is too close to, when there is one. */
  readonly line?: { readonly from: PlanPoint; readonly to: PlanPoint };
}
