// The assistant's vocabulary of actions: what the English interpreter (@plotplan/assistant) makes of a
// sentence, what an LLM's tool calls are validated into (the contract's `assistantCommandSchema`), and
// what the assistant's executor carries out on a plan. One shape for all three, so both backends act
// alike; it lives in the domain model because the contract validates into it.

/** Compass points, relative to true north (the plot's `north_deg`), not to the screen. */
export const compassPoints = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** Placed objects a command is about, by what the user called them. */
export interface ObjectRef {
  /**
   * Catalog codes the words can mean, most likely first ("sauna": bathhouse, sauna_barrel; "trees":
   * every tree). The plan's objects of these codes are the candidates.
   */
  readonly codes: readonly string[];
  /** The user's noun in the singular ("sauna", "apple tree"), for replies. */
  readonly noun: string;
  /** How many: 1 for "the sauna", a number for "2 beds", 'all' for "the beds" / "all trees". */
  readonly quantity: number | 'all';
}

/** Where to put something new or move something to. */
export type Placement =
  /** "near the south fence", "in the north-west corner", "on the east side". */
  | { readonly kind: 'side'; readonly side: CompassPoint }
  /** "next to the house", "near the greenhouse". */
  | { readonly kind: 'near'; readonly ref: ObjectRef }
  /** "away from the house", "as far from the well as possible". */
  | { readonly kind: 'away_from'; readonly ref: ObjectRef }
  /** "north of the house", "to the west of the garage". */
  | { readonly kind: 'beside'; readonly direction: CompassPoint; readonly ref: ObjectRef }
  /** "3 m to the east", "a bit north" (moves only; a bit = 1 m). */
  | { readonly kind: 'shift'; readonly direction: CompassPoint; readonly distance_m: number }
  /**
   * "where there is most sun", "in the sunniest spot", "in full sun": towards the plot's cells with the
   * most sun hours (the sun engine, with the plan's other objects' shade); several objects together.
   */
  | { readonly kind: 'sunniest' };

export type SizeChange =
  /** "bigger" 1.25, "smaller" 0.8, "twice as big" 2 (applied to width and depth, then clamped). */
  | { readonly kind: 'scale'; readonly factor: number }
  /** "make the house 10 by 12 m", "make the pond 3 m wide" (depth left as it is when absent). */
  | { readonly kind: 'size'; readonly width: number; readonly depth?: number };

export type AssistantCommand =
  | {
      readonly kind: 'add';
      /** A catalog code; never anything the catalog lacks. */
      readonly landscape_object: string;
      readonly count: number;
      /** Metres; clamped to the catalog's range. */
      readonly size?: { readonly width: number; readonly depth?: number };
      readonly placement?: Placement;
    }
  | { readonly kind: 'move'; readonly target: ObjectRef; readonly placement: Placement }
  /** Counter-clockwise degrees as seen on the plan; "rotate the garage" is 90. */
  | { readonly kind: 'rotate'; readonly target: ObjectRef; readonly degrees: number }
  | { readonly kind: 'resize'; readonly target: ObjectRef; readonly change: SizeChange }
  | { readonly kind: 'remove'; readonly target: ObjectRef }
  | { readonly kind: 'swap'; readonly a: ObjectRef; readonly b: ObjectRef }
  /** Lay the plan out anew; the `keep` objects stay exactly where they are. */
  | { readonly kind: 'regenerate'; readonly keep: readonly ObjectRef[] }
  /** Lay the plan's paths anew: from the gate to the house, on to every building and the beds. */
  | { readonly kind: 'lay_paths' }
  /** "why is the well red?", "what is wrong?" (no target: every error). */
  | { readonly kind: 'explain'; readonly target?: ObjectRef }
  /** "how many sun hours does the greenhouse get?" (no target: every object). */
  | { readonly kind: 'sun_hours'; readonly target?: ObjectRef }
  | { readonly kind: 'plot_size' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'help' };

export type AssistantCommandKind = AssistantCommand['kind'];

/** The kinds of command that change the plan (and become a plan version). */
export const planChangeKinds = [
  'add',
  'move',
  'rotate',
  'resize',
  'remove',
  'swap',
  'regenerate',
  'lay_paths',
] as const;
export type PlanChangeKind = (typeof planChangeKinds)[number];
