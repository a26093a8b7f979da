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

export type SunNeed = 'full' | 'partial' | 'shade' | 'any';
export type FootprintShape = 'rect' | 'circle';

/**
 * A kind of thing a user can place (product.md section 3). Sizes in metres; a circle's width is its
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
  readonly fire_class?: 'combustible' | 'noncombustible';
  readonly tags: readonly string[];
  readonly color: string;
  readonly icon: string;
  readonly sources: readonly string[];
}
