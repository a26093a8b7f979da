/**
 * An object placed on the plan. (x, y) is the centre; a rect is width along its local x and depth
 * along its local y, turned counter-clockwise by rotation_deg; a circle's diameter is width.
 */
export interface PlacedObject {
  /** Unique within the plan. */
  readonly id: string;
  /** The catalog code of its LandscapeObject (codes keep plans portable between databases). */
  readonly landscape_object: string;
  readonly shape: 'rect' | 'circle';
  readonly x: number;
  readonly y: number;
  readonly rotation_deg: number;
  readonly width: number;
  readonly depth: number;
  readonly height_m: number;
  readonly locked: boolean;
  readonly label?: string;
}

export interface PlanPath {
  readonly id: string;
  readonly points: readonly (readonly [number, number])[];
  readonly width_m: number;
}

export interface Plan {
  readonly objects: readonly PlacedObject[];
  readonly paths?: readonly PlanPath[];
}

/** What one plan can hold: the editor, the generator, the assistant and the API all keep to it. */
export const planLimits = {
  maxObjects: 500,
  /** Points of all the plan's paths together: the rule checker treats each segment as an object. */
  maxPathPoints: 1_000,
} as const;

/** Points of all the plan's paths together (each segment is checked like an object). */
export const pathPointCount = (plan: Plan): number =>
  (plan.paths ?? []).reduce((sum, path) => sum + path.points.length, 0);

/** How many objects a selection asks for in all. */
export const selectionObjectCount = (selection: readonly { readonly count: number }[]): number =>
  selection.reduce((sum, item) => sum + item.count, 0);

/** Why a selection of `count` objects cannot become a plan. */
export const selectionTooLargeMessage = (count: number): string =>
  `A plan can hold at most ${planLimits.maxObjects} objects; this selection has ${count}. Choose fewer.`;
