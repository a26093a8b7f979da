import type { SunNeed } from '../../model/catalog.js';
import type { PlacedObject } from '../../model/plan.js';
import type { RuleSubject } from './rule-model.js';

// The generator's word for an object to lay out, shared by every step (a leaf: it imports no step).

/** The parts of the plot (zones.ts): where each kind of object belongs. */
export type Zone = 'entry' | 'parking' | 'living' | 'garden' | 'well' | 'utility' | 'orchard' | 'septic';

/** One object of the layout: to be placed, or locked where the user put it. */
export interface Item {
  readonly index: number;
  readonly id: string;
  readonly code: string;
  /** Index of its kind (one per catalog code) in the compiled rules. */
  readonly kind: number;
  readonly shape: 'rect' | 'circle';
  readonly width: number;
  readonly depth: number;
  readonly height_m: number;
  readonly sun: SunNeed;
  readonly tags: ReadonlySet<string>;
  /** The part of the plot it belongs in (zones.ts), if any. */
  readonly zone: Zone | undefined;
  /** Turns to try, degrees. */
  readonly rotations: readonly number[];
  /** Placement order: lower first. */
  readonly priority: number;
  readonly locked?: PlacedObject;
}

export interface ItemSet {
  readonly items: readonly Item[];
  /** One per kind, in kind order. */
  readonly subjects: readonly RuleSubject[];
}
