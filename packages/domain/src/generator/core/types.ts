import type { LandscapeObject } from '../../model/catalog.js';
import type { PlanPath, PlacedObject, Plan } from '../../model/plan.js';
import type { Violation } from '../../rules/types.js';
import type { NotPlacedReason } from './reason-codes.js';

/** A selected object the generator left out because no spot kept the rules, and why (as a code). */
export interface NotPlaced {
  readonly id: string;
  readonly landscape_object: string;
  readonly because: NotPlacedReason;
}

/** One line of the user's object selection: how many of a catalog object to place. */
export interface SelectionItem {
  /** The catalog code, e.g. `house_small`. */
  readonly landscape_object: string;
  readonly count: number;
}

/**
 * The soft goals a layout is scored on: first the design goals (zones, access, sun for beds, the
 * garden block's compactness, shade, privacy), then the older ones (kept: weights name them).
 */
export const softGoals = [
  'zones',
  'access',
  'sun',
  'garden',
  'shade',
  'privacy',
  'entrance',
  'sanitary',
  'recreation',
  'free_area',
  'alignment',
] as const;
export type SoftGoal = (typeof softGoals)[number];

export type GoalWeights = Partial<Readonly<Record<SoftGoal, number>>>;

/**
 * A caller's cost of a layout, lower is better (GenerateOptions.objective). It gets the objects placed
 * so far (all of them once construction is done; locked ones included) and must be pure: the same
 * objects, the same cost.
 */
export type Objective = (objects: readonly PlacedObject[]) => number;

export interface GenerateOptions {
  /** How many variants to return, 1-8 (default 4). */
  readonly variants?: number;
  /** Integer seed; the same inputs and seed give the same output. Default 1. */
  readonly seed?: number;
  /**
   * Weight of each soft goal, 0..1 (default 1 each). The score is the mean of the goals weighed by
   * weight x importance (soft-goals.ts GOAL_IMPORTANCE: zones and the garden block count most).
   */
  readonly weights?: GoalWeights;
  /**
   * Objects kept exactly as given. They are obstacles for the rest and count towards the selection:
   * a locked bed with 4 beds selected leaves 3 to place.
   */
  readonly locked?: readonly PlacedObject[];
  /** Safety stop for the whole call, milliseconds (default 300); only used with `now`. */
  readonly budgetMs?: number;
  /** A clock in milliseconds (e.g. performance.now). Without it the run is bounded by iterations only. */
  readonly now?: () => number;
  /** Search effort multiplier (default 1): iterations scale with it. */
  readonly effort?: number;
  readonly catalog?: readonly LandscapeObject[];
  /**
   * A cost to minimise in place of the soft goals (e.g. a benchmark's own objective). The rule
   * penalties stay as they are and the cost takes the soft score's place, weighed like 1 - score: keep
   * it to about 0..1 over sensible layouts, so that rules still dominate (an error is worth 10 units of
   * cost or more). With it, each run ends with a local polish (small moves that lower the cost without
   * raising the rule cost), variants are ranked by cost after errors, and with `now` a variant keeps
   * restarting from its seed's continued stream until its share of the budget is spent (without `now`
   * it makes a fixed number of runs, so the output still depends only on the inputs).
   */
  readonly objective?: Objective;
  /**
   * Objects of the plan to place besides the selection (placeObjects): each keeps its id, code and
   * size; its spot is the search's to choose, its turn too unless `keepRotation`.
   */
  readonly place?: readonly ToPlace[];
  /**
   * Paths of the plan that placed objects keep off (placeObjects: the plan's paths stay), as the
   * skeleton is kept clear (Layout.keepClear).
   */
  readonly clearOf?: readonly PlanPath[];
}

/** An object to place as it is (id, code, size), anywhere the rules allow. */
export interface ToPlace {
  readonly object: PlacedObject;
  /** Keep object.rotation_deg; otherwise the usual turns of its kind are tried. */
  readonly keepRotation?: boolean;
}

export interface Variant {
  readonly plan: Plan;
  /**
   * Weighted soft-goal score, 0..1, higher is better, made honest: times the placed share of the
   * selection (placed / selected, locked objects included), and at most 0.3 while an error rule is
   * broken (see honestScore). score_breakdown is the goals' own scores, before that.
   */
  readonly score: number;
  readonly score_breakdown: Readonly<Record<SoftGoal, number>>;
  /** checkPlan on the returned plan. */
  readonly violations: readonly Violation[];
  readonly error_count: number;
  /**
   * Selected objects left out because no spot kept the error rules (the movable object whose removal
   * cleared the most errors, one at a time), with the reason in words; empty when all fit.
   */
  readonly not_placed: readonly NotPlaced[];
  /**
   * Ids of the buildings and the kitchen garden its path network could not reach from the gate
   * (objects or protected areas block every way there); empty when every one is reached.
   */
  readonly unreachable: readonly string[];
  /**
   * Ids of the beds that get less than full sun (6 h a day over the season) by the sun engine. Only
   * checked with a clock and a plot location (empty otherwise): it costs a sun map per run.
   */
  readonly shaded_beds: readonly string[];
  /** options.objective of the returned plan, when one was given. */
  readonly objective?: number;
  /** generatePlans with `{variants: 1, seed}` and the same inputs reproduces this plan. */
  readonly seed: number;
}
