import type { EdgeKind, NeighborBuilding, ProtectedArea, Point } from '@plotplan/domain';
import type { ObjectFamily } from '../families.js';
import type { PLAN_ELEMENTS } from '../palette.js';
import type { BandKind } from '../surroundings.js';
import type { PlanBox } from './surroundings-geometry.js';

/*
 * The plan drawing model: what a plan picture shows, as shapes in plan metres (y up), each naming
 * its entry of the style table (`style`) rather than carrying colours. Every renderer (the screen
 * canvas, the card thumbnail, the server's project thumbnails, the paper drawing) draws these
 * shapes in its own units and medium; the style table says how each looks.
 */

/** A key of PLAN_ELEMENTS, the table of the plot's own elements (palette.ts). */
type ElementStyle<K extends keyof typeof PLAN_ELEMENTS> = K;

/** The plot's area and outline: `PLAN_ELEMENTS.plot`. */
export interface PlotShape {
  readonly style: ElementStyle<'plot'>;
  readonly ring: readonly Point[];
}

/** One side of the plot, drawn by what lies beyond it: `SIDE_LINES[style]`. */
export interface SideShape {
  readonly edge: number;
  readonly style: EdgeKind;
  readonly from: Point;
  readonly to: Point;
  /** The unit normal pointing out of the plot. */
  readonly outward: Point;
}

/** A band beyond a side (a street, a forest...): `BAND_LOOKS[style]`. */
export interface BandShape {
  readonly edge: number;
  readonly style: BandKind;
  /** How deep it is drawn, metres. */
  readonly depth: number;
  /** [a near, b near, b far, a far]: the side's own corners, then the far edge's. */
  readonly ring: readonly [Point, Point, Point, Point];
  /** The line along its middle (a street's centre line). */
  readonly middle: readonly [Point, Point];
  /** Where its name goes: the middle of the band. */
  readonly labelAnchor: Point;
}

/** A neighbour's plot without a house beyond a side: only its name, this far out from the side. */
export interface NeighbourPlotShape {
  readonly edge: number;
  readonly labelAnchor: Point;
}

/** A neighbour's house at its offset beyond its side: `NEIGHBOUR_HOUSE`. */
export interface NeighbourHouseShape {
  readonly edge: number;
  readonly style: 'neighbourHouse';
  readonly building: NeighborBuilding;
  /** [near side's two corners, then the far side's], a rectangle. */
  readonly ring: readonly Point[];
  /** The offset, from the middle of the plot's side to the middle of the house's near side. */
  readonly offset: readonly [Point, Point];
}

/** A fence along a side: `FENCE_INK`. */
export interface FenceShape {
  readonly edge: number;
  readonly style: 'fence';
  readonly from: Point;
  readonly to: Point;
  readonly height_m: number;
}

export type AreaOutline =
  | { readonly kind: 'circle'; readonly center: Point; readonly radius: number }
  | { readonly kind: 'polygon'; readonly ring: readonly Point[] };

/** A protected area or a kept tree: `PLAN_ELEMENTS.protectedArea` or `.existingTree`. */
export interface ProtectedAreaShape {
  readonly id: string;
  readonly style: ElementStyle<'protectedArea' | 'existingTree'>;
  readonly kind: ProtectedArea['kind'];
  readonly outline: AreaOutline;
  /** Its label as typed ('' for none). */
  readonly label: string;
  /** The middle: the circle's centre, or the mean of the polygon's corners. */
  readonly labelAnchor: Point;
}

/** A path: a paved strip `width_m` wide with an edge of `edge_m` each side: `PLAN_ELEMENTS.path`. */
export interface PathShape {
  readonly id: string;
  readonly style: ElementStyle<'path'>;
  /** Two points or more. */
  readonly points: readonly Point[];
  readonly width_m: number;
  readonly edge_m: number;
}

/** A placed object: its family's look (`FAMILY_LOOKS[style]`), or `UNKNOWN_OBJECT` for 'unknown'. */
export interface ObjectShape {
  readonly id: string;
  readonly code: string;
  readonly style: ObjectFamily | 'unknown';
  readonly outline: AreaOutline;
  /** Where its name or number goes: its centre. */
  readonly labelAnchor: Point;
}

/** The vehicle gate or the pedestrian wicket, as its opening along its side: `PLAN_ELEMENTS[style]`. */
export interface EntranceShape {
  readonly edge: number;
  readonly style: ElementStyle<'gate' | 'wicket'>;
  readonly from: Point;
  readonly to: Point;
}

/** The plot's sides and what lies beyond them (`planSurroundings`). */
export interface PlanSurroundings {
  readonly sides: readonly SideShape[];
  readonly bands: readonly BandShape[];
  readonly neighbourPlots: readonly NeighbourPlotShape[];
  readonly neighbourHouses: readonly NeighbourHouseShape[];
  readonly fences: readonly FenceShape[];
  /** The box of the plot with its bands and houses, without the plan: what a picture frames. */
  readonly extent: PlanBox;
}

/** Everything a plan picture shows, back to front in the order the lists are given. */
export interface PlanDrawingModel extends PlanSurroundings {
  /** Undefined for a plot of fewer than three corners (nothing to fill). */
  readonly plot: PlotShape | undefined;
  readonly protectedAreas: readonly ProtectedAreaShape[];
  readonly entrances: readonly EntranceShape[];
  readonly paths: readonly PathShape[];
  readonly objects: readonly ObjectShape[];
}
