/** An object type (category) of the catalog, e.g. dwelling, sanitary, garden. */
export interface ObjectType {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly color: string;
  readonly icon: string;
  readonly order: number;
}

export const sunNeeds = ['full', 'partial', 'shade', 'any'] as const;
export type SunNeed = (typeof sunNeeds)[number];
export const footprintShapes = ['rect', 'circle'] as const;
export type FootprintShape = (typeof footprintShapes)[number];
export const fireClasses = ['combustible', 'noncombustible'] as const;
export type FireClass = (typeof fireClasses)[number];

/**
 * A kind of thing a user can place. Sizes in metres; a circle's width is its
 * diameter. `tags` say what rules apply to it (e.g. `building`, `sauna`, `toilet`, `well`,
 * `tall_tree`); `sources` says where each number comes from.
 */
export interface LandscapeObject {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** The id of its ObjectType. */
  readonly object_type: number;
  readonly description: string;
  readonly shape: FootprintShape;
  readonly width: number;
  readonly depth: number;
  readonly min_width: number;
  readonly max_width: number;
  readonly min_depth: number;
  readonly max_depth: number;
  readonly height_m: number;
  readonly rotatable: boolean;
  readonly sun: SunNeed;
  readonly fire_class?: FireClass;
  readonly tags: readonly string[];
  readonly color: string;
  readonly icon: string;
  readonly sources: readonly string[];
}
