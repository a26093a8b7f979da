import { convexPieces } from '../geometry/convex-pieces.js';
import { assertFootprint, footprintPolygon } from '../geometry/footprint.js';
import { pointsBox } from '../geometry/bounding-box.js';
import type { Point } from '../geometry/point.js';
import { bandBeyond, outwardSide } from '../geometry/edge-band.js';
import type { PlacedObject, Plan } from '../model/plan.js';
import { NEIGHBOR_HOUSE_DEFAULTS, neighborHouseRing } from '../model/neighbor-house.js';
import type { AreaShape, Plot } from '../model/plot.js';
import { flatRing } from './shadow.js';

/**
 * How a placed object casts shade: a prism of its footprint from base_m to top_m ('prism'), or a
 * tree's crown, a disc raised on a trunk that lets low sun through below base_m ('crown').
 */
export interface ShadeProfile {
  readonly kind: 'prism' | 'crown';
  readonly base_m: number;
  readonly top_m: number;
}

/** Chooses each placed object's shade; null means it casts none. */
export type ShadeProfileFn = (obj: PlacedObject) => ShadeProfile | null;

export interface ShadeSceneOptions {
  /** Default: prismProfile (the footprint extruded to height_m). */
  readonly shadeProfile?: ShadeProfileFn;
  /** Where existing trees' crowns start, as a share of their height. Default 1/3. */
  readonly treeCrownBase?: number;
  /** Height of the trees beyond a forest edge. Default 20 m (mature birch, pine, spruce). */
  readonly forestHeight_m?: number;
  /** Depth of the modelled forest band; trees further back hide behind the front ones. Default 20 m. */
  readonly forestDepth_m?: number;
  /**
   * Depth of a neighbour's house whose depth was not entered, measured away from the boundary.
   * Default NEIGHBOR_HOUSE_DEFAULTS.depth_m (6 m).
   */
  readonly neighborBuildingDepth_m?: number;
}

export const SHADE_DEFAULTS = {
  treeCrownBase: 1 / 3,
  forestHeight_m: 20,
  forestDepth_m: 20,
  neighborBuildingDepth_m: NEIGHBOR_HOUSE_DEFAULTS.depth_m,
} as const;

/** What a caster stands for (for drawing it; the shade computation does not look at it). */
export type ShadeSource =
  'object' | 'existing_tree' | 'protected_area' | 'fence' | 'neighbor_house' | 'forest';

/** One convex piece of something that casts shade. `owner` is the plan object's index, or -2. */
export interface ShadeCaster {
  readonly source: ShadeSource;
  readonly ring: readonly Point[];
  /** The ring as flat [x0, y0, x1, y1, ...] for shadowInto. */
  readonly xy: Float64Array;
  readonly base_m: number;
  readonly top_m: number;
  readonly owner: number;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Owner of casters that are not plan objects; never equal to a cell's owner (-1 or an index). */
export const NOT_AN_OBJECT = -2;

/** The default profile: the footprint extruded to the object's height (none when flat). */
export function prismProfile(obj: PlacedObject): ShadeProfile | null {
  return obj.height_m > 0 ? { kind: 'prism', base_m: 0, top_m: obj.height_m } : null;
}

/** A tree: crown from `crownBase` of its height to the top (for use in a ShadeProfileFn). */
export function crownProfile(
  obj: PlacedObject,
  crownBase: number = SHADE_DEFAULTS.treeCrownBase,
): ShadeProfile | null {
  return obj.height_m > 0 ? { kind: 'crown', base_m: obj.height_m * crownBase, top_m: obj.height_m } : null;
}

/**
 * A disc as a regular 16-gon of the same area: its outline strays from the circle by at most 1.3 %
 * of the radius, and 16 vertices keep the per-step shadow cheap.
 */
export function discRing(cx: number, cy: number, radius: number): Point[] {
  const n = 16;
  const r = radius * Math.sqrt((2 * Math.PI) / (n * Math.sin((2 * Math.PI) / n)));
  return Array.from({ length: n }, (_, i): Point => {
    const a = (2 * Math.PI * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

function caster(
  source: ShadeSource,
  ring: readonly Point[],
  base_m: number,
  top_m: number,
  owner: number,
): ShadeCaster {
  return { source, ring, xy: flatRing(ring), base_m, top_m, owner, ...pointsBox(ring) };
}

function objectRing(obj: PlacedObject, profile: ShadeProfile): Point[] {
  if (!Number.isFinite(profile.base_m) || !Number.isFinite(profile.top_m)) {
    throw new RangeError(`shade profile of object ${obj.id} must have finite heights`);
  }
  if (obj.shape === 'circle') {
    assertFootprint({ kind: 'circle', cx: obj.x, cy: obj.y, radius: obj.width / 2 });
    return discRing(obj.x, obj.y, obj.width / 2);
  }
  // A crown on a rect object is the disc of its mean size: tree crowns are round.
  if (profile.kind === 'crown') return discRing(obj.x, obj.y, (obj.width + obj.depth) / 4);
  const { x: cx, y: cy, width, depth, rotation_deg } = obj;
  return footprintPolygon({ kind: 'rect', cx, cy, width, depth, rotation_deg });
}

function areaRings(shape: AreaShape): Point[][] {
  return shape.type === 'circle'
    ? [discRing(shape.center[0], shape.center[1], shape.radius)]
    : convexPieces(shape.points);
}

/** An option's value or its default; throws a RangeError unless it is finite and within [0, max). */
function option(value: number | undefined, fallback: number, name: string, max = Infinity): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v < 0 || v >= max) {
    throw new RangeError(`${name} must be from 0 to below ${max}, got ${v}`);
  }
  return v;
}

function edgeCasters(plot: Plot, options: ShadeSceneOptions): ShadeCaster[] {
  const ring = plot.boundary;
  // Outward is to the right of each edge on a counter-clockwise ring, to the left on a clockwise one.
  const outward = outwardSide(ring);
  const forestH = option(options.forestHeight_m, SHADE_DEFAULTS.forestHeight_m, 'forestHeight_m');
  const forestDepth = option(options.forestDepth_m, SHADE_DEFAULTS.forestDepth_m, 'forestDepth_m');
  const houseDepth = option(
    options.neighborBuildingDepth_m,
    SHADE_DEFAULTS.neighborBuildingDepth_m,
    'neighborBuildingDepth_m',
  );
  const casters: ShadeCaster[] = [];
  ring.forEach((a, i) => {
    const edge = plot.edges[i];
    const b = ring[(i + 1) % ring.length] as Point;
    if (edge === undefined || (a[0] === b[0] && a[1] === b[1])) return;
    if (edge.fence_height_m !== undefined && edge.fence_height_m > 0) {
      casters.push(caster('fence', [a, b], 0, edge.fence_height_m, NOT_AN_OBJECT));
    }
    const house = edge.kind === 'neighbor' ? edge.building : undefined;
    if (house !== undefined && house.height_m > 0) {
      // The house as entered (its size and place along the side), as the plot editor draws it.
      const ring = neighborHouseRing(a, b, outward, { ...house, depth_m: house.depth_m ?? houseDepth });
      casters.push(caster('neighbor_house', ring, 0, house.height_m, NOT_AN_OBJECT));
    }
    if (edge.kind === 'forest' && forestH > 0) {
      const band = bandBeyond(a, b, outward, 0, forestDepth);
      casters.push(caster('forest', band, 0, forestH, NOT_AN_OBJECT));
    }
  });
  return casters;
}

/**
 * Everything that shades the plot, as convex pieces: placed objects (by their profile), existing
 * trees (crowns) and other protected areas with a height (prisms), fences on the boundary (walls),
 * neighbours' houses (their footprints as entered, neighbor-house.ts) and forests (bands beyond their
 * edges, as long as the edge).
 */
export function shadeCasters(plot: Plot, plan: Plan, options: ShadeSceneOptions = {}): ShadeCaster[] {
  const profileOf = options.shadeProfile ?? prismProfile;
  const crownBase = option(options.treeCrownBase, SHADE_DEFAULTS.treeCrownBase, 'treeCrownBase', 1);
  const casters: ShadeCaster[] = [];
  plan.objects.forEach((obj, index) => {
    const profile = profileOf(obj);
    if (profile === null || !(profile.top_m > profile.base_m) || !(obj.width > 0)) return;
    const ring = objectRing(obj, profile);
    casters.push(caster('object', ring, Math.max(0, profile.base_m), profile.top_m, index));
  });
  for (const area of plot.protected_areas) {
    const height = area.height_m ?? 0;
    if (!(height > 0)) continue;
    const tree = area.kind === 'existing_tree';
    const base = tree ? height * crownBase : 0;
    const source = tree ? 'existing_tree' : 'protected_area';
    for (const ring of areaRings(area.shape)) casters.push(caster(source, ring, base, height, NOT_AN_OBJECT));
  }
  return casters.concat(edgeCasters(plot, options));
}
