import type { Point } from '../geometry/point.js';
import type { Shape } from '../geometry/shape-distance.js';

/** What lies beyond a boundary edge; setbacks and shade depend on it. */
export const edgeKinds = ['neighbor', 'street', 'driveway', 'forest', 'water', 'field', 'unknown'] as const;
export type EdgeKind = (typeof edgeKinds)[number];

export const buildingMaterials = ['noncombustible', 'mixed', 'wood'] as const;
export type BuildingMaterial = (typeof buildingMaterials)[number];

/**
 * The neighbour's house beyond a `neighbor` edge: its distance from the boundary, height and
 * material, and (issue 25) its size and where it stands along the side, so that it shades as the
 * house it is (neighbor-house.ts; without them an 8 x 6 m house at the side's middle).
 */
export interface NeighborBuilding {
  readonly offset_m: number;
  readonly height_m: number;
  readonly material: BuildingMaterial;
  /** Its length along the side, metres. */
  readonly length_m?: number;
  /** Its depth away from the side, metres. */
  readonly depth_m?: number;
  /** From the side's first corner (as numbered) to the house's middle, along the side, metres. */
  readonly along_m?: number;
}

/** Edge i runs from boundary vertex i to vertex i+1 (wrapping). */
export interface PlotEdge {
  readonly kind: EdgeKind;
  readonly building?: NeighborBuilding;
  readonly fence_height_m?: number;
}

/**
 * An opening in the boundary on a street or driveway edge, centred at parameter t (0..1) along it:
 * the plot's vehicle gate (`Plot.entrance`) or its pedestrian wicket (`Plot.wicket`).
 */
export interface Entrance {
  readonly edge: number;
  readonly t: number;
  readonly width_m: number;
}

export const protectedAreaKinds = [
  'utility_easement',
  'existing_tree',
  'existing_building',
  'wetland',
  'slope',
  'heritage',
  'other',
] as const;
export type ProtectedAreaKind = (typeof protectedAreaKinds)[number];

export type AreaShape =
  | { readonly type: 'polygon'; readonly points: readonly Point[] }
  | { readonly type: 'circle'; readonly center: Point; readonly radius: number };

/** A protected area's outline as the geometry measures it (distances, overlaps). */
export function areaShape(shape: AreaShape): Shape {
  return shape.type === 'circle'
    ? { kind: 'circle', cx: shape.center[0], cy: shape.center[1], radius: shape.radius }
    : { kind: 'polygon', ring: shape.points };
}

/** A no-build zone; an existing tree or building also casts shade with its height. */
export interface ProtectedArea {
  readonly id: string;
  readonly kind: ProtectedAreaKind;
  readonly shape: AreaShape;
  readonly height_m?: number;
  readonly label: string;
}

export interface GeoLocation {
  readonly lat: number;
  readonly lon: number;
}

/**
 * Where the plan frame lies on Earth: plan point (x, y) is at (lat, lon), and the frame is the
 * transverse Mercator plane centred there, turned by the plot's `north_deg` (see geo/geo-reference).
 * Set when a boundary comes from geographic coordinates; a map can then be drawn under the plan.
 */
export interface GeoReference {
  readonly lat: number;
  readonly lon: number;
  readonly x: number;
  readonly y: number;
}

export const rulePackIds = ['ru-snt', 'ru-izhs', 'us-typical'] as const;
export type RulePackId = (typeof rulePackIds)[number];

/** How lengths and areas are shown and typed for a plot; stored values stay in metres. */
export const unitSystems = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** The plot's unit system: as chosen, else imperial on the US pack and metric elsewhere. */
export const unitSystemOf = (plot: Pick<Plot, 'units' | 'rule_pack'>): UnitSystem =>
  plot.units ?? (plot.rule_pack === 'us-typical' ? 'imperial' : 'metric');

/** The international foot and inch, exact: every place that shows, reads or converts feet uses these. */
export const METRES_PER_FOOT = 0.3048;
export const METRES_PER_INCH = 0.0254;
/** The international acre, 43,560 square feet, in square metres (exact). */
export const SQUARE_METRES_PER_ACRE = 4046.8564224;

/**
 * The one feet-and-inches wording: 3.81 -> 12' 6", inches to `inchDecimals` (0: whole; 2: an
 * input's value, 12' 6.25"), 12 inches carried to a foot, the numbers written by `number` (a
 * language's digits and decimal mark); 0 -> 0'.
 */
export function formatFeetAndInches(
  metres: number,
  inchDecimals: number,
  number: (value: number, decimals: number) => string,
): string {
  const scale = 10 ** inchDecimals;
  const totalInches = Math.round((Math.abs(metres) / METRES_PER_INCH) * scale) / scale;
  if (totalInches === 0) return `0'`;
  let feet = Math.floor(totalInches / 12);
  let inches = Math.round((totalInches - feet * 12) * scale) / scale;
  if (inches >= 12) {
    feet += 1;
    inches -= 12;
  }
  const sign = metres < 0 ? '-' : '';
  return `${sign}${number(feet, 0)}' ${number(inches, inchDecimals)}"`;
}

/** 1.8 -> 5' 11": whole inches, as a drawing reads them (the same in every language); 0 -> 0'. */
export const feetAndInchesText = (metres: number): string => formatFeetAndInches(metres, 0, String);

/**
 * The land plot. Plan frame: metres, x right, y up. `boundary` is a simple
 * polygon, counter-clockwise once normalised, without a closing vertex. `north_deg` is the clockwise
 * angle from the plan's +y axis to true north (0 = north is up).
 */
export interface Plot {
  readonly boundary: readonly Point[];
  readonly north_deg: number;
  readonly edges: readonly PlotEdge[];
  /** The vehicle gate (the name kept from when a plot had one way in). */
  readonly entrance?: Entrance;
  /**
   * The pedestrian wicket, a separate opening beside the gate or on another street or driveway side
   * (issue 25). Unset: it shares the gate's opening (entrances.ts plotWicket).
   */
  readonly wicket?: Entrance;
  readonly protected_areas: readonly ProtectedArea[];
  readonly location?: GeoLocation;
  readonly georef?: GeoReference;
  readonly rule_pack: RulePackId;
  /** Per-project overrides of rule values, by rule id (metres). */
  readonly rule_overrides?: Readonly<Record<string, number>>;
  /** Feet and inches or metres on screen and in exports; unset: by the rule pack (unitSystemOf). */
  readonly units?: UnitSystem;
}

/** Points of all the plot's protected polygons together (circles have none). */
export const areaPointCount = (plot: Pick<Plot, 'protected_areas'>): number =>
  plot.protected_areas.reduce(
    (sum, area) => sum + (area.shape.type === 'polygon' ? area.shape.points.length : 0),
    0,
  );
