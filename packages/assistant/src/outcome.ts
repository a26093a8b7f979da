import type { LandscapeObject, Plan, Plot, Point, RulePack, SelectionItem } from '@plotplan/domain';
import type { CompassPoint, PlanChangeKind } from './commands/index.js';

/** What a command runs against: the project's plot and current plan. */
export interface AssistantContext {
  readonly plot: Plot;
  readonly plan: Plan;
  /** The plot's rule pack with its overrides (`packForPlot`). */
  readonly pack: RulePack;
  readonly catalog: readonly LandscapeObject[];
  /** The project's object selection (what "regenerate" lays out besides the kept objects). */
  readonly selection: readonly SelectionItem[];
  /** For the generator; the same context and seed give the same outcome. */
  readonly seed: number;
  /** The time for sun answers is an input: the domain reads no clock. Default: the growing season. */
  readonly year?: number;
}

/** A change to the plan, to be saved as a new plan version (source `assistant`). */
export interface PlanChange {
  readonly kind: PlanChangeKind;
  readonly plan: Plan;
  /** The objects added or changed (the web app highlights them); empty for a removal. */
  readonly object_ids: readonly string[];
  /** One line for the plan history, at most 200 characters. */
  readonly summary: string;
}

export type CommandOutcome =
  /** An answer or a refusal; the plan stays as it is. A placing refused says why (place/refusal.ts). */
  | { readonly kind: 'reply'; readonly text: string; readonly refusal?: Refusal }
  | {
      readonly kind: 'change';
      readonly text: string;
      readonly change: PlanChange;
      /** Added objects that found no spot (only some fit): how many, and the rule that kept them out. */
      readonly notPlaced?: { readonly count: number; readonly rule?: Refusal['rule'] };
      /**
       * Added "near a side" where nothing fits near it: how far from that side's fence the nearest
       * of them stands, metres (they stand as near to it as the rules allow).
       */
      readonly fromSide_m?: number;
    }
  /** Undo: the caller makes the current plan's parent current again (set_previous_plan). */
  | { readonly kind: 'undo'; readonly text: string };

/**
 * Why an object could not be placed (place/refusal.ts; issue 25: a refusal names the rule that blocks and the nearest
 * spot that works): the error rule it breaks at the spot it was wanted at, and the nearest spot where
 * it breaks none, as a distance and compass direction from there.
 */
export interface Refusal {
  /** The blocking rule's id and title (the reply words it in the reader's language). */
  readonly rule?: { readonly id: string; readonly title: string };
  readonly nearest?: { readonly distance_m: number; readonly direction: CompassPoint; readonly at: Point };
}
