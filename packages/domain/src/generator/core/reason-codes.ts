import type { EdgeKind } from '../../model/plot.js';

// Why the generator left an object out and why the fit estimate expects one not to fit, as codes with
// their numbers and the objects' catalog codes and names: no language here. The words, in English and
// Russian, are in @plotplan/contract (localize/generator).

/** An object a reason names: its catalog code and its catalog name (a custom object's own name). */
export interface ReasonObject {
  readonly code: string;
  readonly name: string;
}

/** What a not-placed object needed a distance from. */
export type ReasonTarget =
  | { readonly kind: 'edge'; readonly edge: EdgeKind }
  | { readonly kind: 'protected_area' }
  | { readonly kind: 'neighbour_building' }
  /** Another placed object; `same` when it is of the object's own kind ("another bathhouse"). */
  | { readonly kind: 'object'; readonly object: ReasonObject; readonly same: boolean };

/** One thing a not-placed object needed and did not get. */
export type ReasonNeed =
  /** `m` metres from the target, rounded to the centimetre. */
  | { readonly code: 'distance'; readonly m: number; readonly from: ReasonTarget }
  /** A spot clear of the target (a rule with no distance). */
  | { readonly code: 'clear_of'; readonly of: ReasonTarget }
  | { readonly code: 'room_inside' }
  | { readonly code: 'room' }
  /** A rule the words above do not cover, by its id and English title. */
  | { readonly code: 'rule'; readonly rule_id: string; readonly title: string };

/** Why a selected object was left out: what it needed, each need once, in the order met. */
export interface NotPlacedReason {
  readonly code: 'needs';
  readonly object: ReasonObject;
  readonly needs: readonly ReasonNeed[];
}

/** The kind of place a fit-estimate distance is measured from (unmarked edges count as neighbours). */
export type FitPlace =
  'neighbours' | 'street' | 'driveway' | 'forest' | 'water' | 'field' | 'neighbour_houses' | 'boundary';

/** The largest distance the object needs from one kind of place, in metres. */
export interface FitDistance {
  readonly place: FitPlace;
  readonly m: number;
}

/** Why the fit estimate expects objects not to fit. */
export type FitReason =
  /** No spot for the footprint with its distances (`area_gap`: -1 none, 0 clear of, > 0 metres). */
  | {
      readonly code: 'no_spot';
      readonly object: ReasonObject;
      readonly shape: 'circle' | 'rect';
      readonly width_m: number;
      readonly depth_m: number;
      readonly plus: readonly FitDistance[];
      readonly area_gap_m: number;
      /** Distances measured from the centre (`tree`: from the trunk). */
      readonly from_centre: readonly FitDistance[];
      readonly tree: boolean;
    }
  /** Two of one kind need `gap_m` between them and there are no two such spots. */
  | { readonly code: 'apart_same'; readonly object: ReasonObject; readonly gap_m: number }
  /** Two kinds need `gap_m` between them and the plot has no spots that far apart. */
  | { readonly code: 'apart'; readonly a: ReasonObject; readonly b: ReasonObject; readonly gap_m: number }
  /**
   * Of `count` of one kind only `fits` find ground side by side with their distances (its own room,
   * packed: issue 25's 7 large houses on a 30 x 40 m plot whose set-backs leave room for 4).
   */
  | {
      readonly code: 'room_for';
      readonly object: ReasonObject;
      readonly fits: number;
      readonly count: number;
      readonly width_m: number;
      readonly depth_m: number;
    }
  /** The whole selection needs more ground than there is. */
  | { readonly code: 'too_much'; readonly need_m2: number; readonly have_m2: number };
