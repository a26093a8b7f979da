import { SCENE_3D } from '@plotplan/contract/drawing';
import {
  footprintPolygon,
  placedFootprint,
  shadeCasters,
  solarPosition,
  sunDirectionInPlan,
  type LandscapeObject,
  type Plan,
  type PlacedObject,
  type Plot,
  type Point,
  type ShadeCaster,
} from '@plotplan/domain';

/*
 * What the 3D view draws, as plain data (no three.js, no DOM), so it can be checked in unit tests.
 *
 * Scene frame (three.js convention, y up): x = plan x, y = height, z = -plan y. The plan frame is
 * x right, y up on the 2D canvas, so looking down the scene's -y axis shows the plan as drawn.
 */

export type SolidKind =
  'building' | 'tree-crown' | 'trunk' | 'neighbor-house' | 'forest' | 'fence' | 'object';

/** One convex solid: `ring` (plan frame) extruded from base_m to top_m. */
export interface SceneSolid {
  readonly kind: SolidKind;
  readonly ring: readonly Point[];
  readonly base_m: number;
  readonly top_m: number;
  /** CSS colour of its main faces (a building's roof, a crown's leaves). */
  readonly color: string;
  readonly label?: string;
}

/** Something flat on the ground that casts no shade: a bed, a lawn, a pond, a path. */
export interface SceneFlat {
  readonly kind: 'path' | 'object';
  readonly ring: readonly Point[];
  readonly color: string;
}

export interface SceneSun {
  /** False while the sun is below the horizon (no direct light, no shadows). */
  readonly up: boolean;
  readonly altitude_deg: number;
  /** Clockwise from true north. */
  readonly azimuth_deg: number;
  /** Unit vector from the ground towards the sun, in the scene frame [x, y (up), z]. */
  readonly toSun: readonly [number, number, number];
}

export interface PlanScene {
  /** The plot boundary (plan frame). */
  readonly ground: readonly Point[];
  readonly solids: readonly SceneSolid[];
  readonly flats: readonly SceneFlat[];
  /** Null when the plot has no location: the sun cannot be placed. */
  readonly sun: SceneSun | null;
  /** Centre (plan frame) and radius (m) of a circle around everything drawn, for camera framing. */
  readonly center: Point;
  readonly radius: number;
  /** The tallest solid (m), so the camera and the shadow camera take it in. */
  readonly maxHeight_m: number;
  /** The plot's north (clockwise from the plan's +y), to place the camera on the south side. */
  readonly north_deg: number;
}

/** Everything but the sun: it changes with the plan, not with the time of day. */
export type SceneModel = Omit<PlanScene, 'sun'>;

/** The 3D view's own colours, from the plan style table. */
export const SCENE_COLORS = SCENE_3D;

/** A colour per catalog code (the 2D plan's family fills), so both views agree; catalog colour otherwise. */
export type ColorOf = (code: string) => string | undefined;

const DEG = Math.PI / 180;
const BUILDING_TYPES = new Set([1, 2]); // catalog object types: dwellings, outbuildings

/** The sun at `date` over the plot, in the scene frame; null without a location. */
export function sceneSun(plot: Plot, date: Date): SceneSun | null {
  if (plot.location === undefined) return null;
  const { altitude_deg, azimuth_deg } = solarPosition({
    date,
    lat: plot.location.lat,
    lon: plot.location.lon,
  });
  const [dx, dy] = sunDirectionInPlan(azimuth_deg, plot.north_deg);
  const h = Math.cos(altitude_deg * DEG);
  const toSun: [number, number, number] = [dx * h, Math.sin(altitude_deg * DEG), -dy * h];
  return { up: altitude_deg > 0, altitude_deg, azimuth_deg, toSun };
}

function isTree(entry: LandscapeObject | undefined): boolean {
  return entry?.tags.includes('tree') === true;
}

/** A thin trunk under a crown, as a small octagon. */
function trunkRing(ring: readonly Point[]): Point[] {
  const [cx, cy] = ringCenter(ring);
  const crownR = Math.max(...ring.map(([x, y]) => Math.hypot(x - cx, y - cy)));
  const r = Math.min(0.3, Math.max(0.08, crownR * 0.08));
  return Array.from({ length: 8 }, (_, i): Point => {
    const a = (2 * Math.PI * i) / 8;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

export function ringCenter(ring: readonly Point[]): Point {
  const sx = ring.reduce((s, p) => s + p[0], 0);
  const sy = ring.reduce((s, p) => s + p[1], 0);
  return [sx / ring.length, sy / ring.length];
}

/**
 * Where a crown's rounded shape starts. The engine lets a planted tree (base 0) shade from the
 * ground up; drawn that way it would look like a bush, so the drawing lifts it onto a short trunk.
 */
export function crownBottom(solid: Pick<SceneSolid, 'base_m' | 'top_m'>): number {
  return Math.max(solid.base_m, 0.2 * solid.top_m);
}

function solidsOf(
  caster: ShadeCaster,
  object: PlacedObject | undefined,
  entry: LandscapeObject | undefined,
  colorOf: ColorOf,
): SceneSolid[] {
  const { ring, base_m, top_m } = caster;
  const label = object?.label ?? entry?.name;
  switch (caster.source) {
    case 'neighbor_house':
      return [{ kind: 'neighbor-house', ring, base_m, top_m, color: SCENE_COLORS.neighborHouse }];
    case 'forest':
      return [{ kind: 'forest', ring, base_m, top_m, color: SCENE_COLORS.forest }];
    case 'fence':
      return [{ kind: 'fence', ring, base_m, top_m, color: SCENE_COLORS.fence }];
    case 'protected_area':
      return [{ kind: 'building', ring, base_m, top_m, color: SCENE_COLORS.neighborHouse }];
    case 'existing_tree':
    case 'object': {
      if (caster.source === 'object' && !isTree(entry)) {
        const building = entry !== undefined && BUILDING_TYPES.has(entry.object_type);
        const color =
          (object === undefined ? undefined : colorOf(object.landscape_object)) ??
          entry?.color ??
          SCENE_COLORS.other;
        const kind: SolidKind = building ? 'building' : 'object';
        return [{ kind, ring, base_m, top_m, color, ...(label === undefined ? {} : { label }) }];
      }
      const crown: SceneSolid = {
        kind: 'tree-crown',
        ring,
        base_m,
        top_m,
        color: SCENE_COLORS.treeCrown,
        ...(label === undefined ? {} : { label }),
      };
      const trunk: SceneSolid = {
        kind: 'trunk',
        ring: trunkRing(ring),
        base_m: 0,
        top_m: crownBottom(crown) + 0.25 * (top_m - crownBottom(crown)),
        color: SCENE_COLORS.trunk,
      };
      return [trunk, crown];
    }
  }
}

/** A placed object's outline: its turned rectangle, or its circle as a 32-gon. */
function groundRing(object: PlacedObject): Point[] {
  const footprint = placedFootprint(object);
  if (footprint.kind === 'rect') return footprintPolygon(footprint);
  const { cx, cy, radius } = footprint;
  return Array.from({ length: 32 }, (_, i): Point => {
    const a = (2 * Math.PI * i) / 32;
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
  });
}

/** Flat plan objects (no height: no caster) and paths, drawn on the ground. */
function flatsOf(
  plan: Plan,
  catalog: readonly LandscapeObject[],
  cast: ReadonlySet<number>,
  colorOf: ColorOf,
): SceneFlat[] {
  const flats: SceneFlat[] = [];
  plan.objects.forEach((object, index) => {
    if (cast.has(index) || !(object.width > 0)) return;
    const entry = catalog.find((e) => e.code === object.landscape_object);
    flats.push({
      kind: 'object',
      ring: groundRing(object),
      color: colorOf(object.landscape_object) ?? entry?.color ?? SCENE_COLORS.other,
    });
  });
  for (const path of plan.paths ?? []) {
    for (let i = 0; i + 1 < path.points.length; i++) {
      const [ax, ay] = path.points[i] as Point;
      const [bx, by] = path.points[i + 1] as Point;
      const length = Math.hypot(bx - ax, by - ay);
      if (!(length > 0)) continue;
      // Each segment as a strip half a width either side, a little longer so joints close.
      const ux = (bx - ax) / length;
      const uy = (by - ay) / length;
      const h = path.width_m / 2;
      const [nx, ny] = [-uy * h, ux * h];
      const [ex, ey] = [ux * h, uy * h];
      flats.push({
        kind: 'path',
        ring: [
          [ax - ex + nx, ay - ey + ny],
          [ax - ex - nx, ay - ey - ny],
          [bx + ex - nx, by + ey - ny],
          [bx + ex + nx, by + ey + ny],
        ],
        color: SCENE_COLORS.path,
      });
    }
  }
  return flats;
}

/**
 * The scene without its sun: the ground, every shade caster of the sun engine (shadeCasters with the
 * sun map's defaults, so heights, trees and the neighbour's house match the sun map exactly) as a
 * solid with a kind and colour, and the flat objects.
 */
export function sceneModel(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[],
  colorOf: ColorOf = () => undefined,
): SceneModel {
  const byCode = new Map(catalog.map((e) => [e.code, e]));
  const casters = shadeCasters(plot, plan);
  const solids = casters.flatMap((c) => {
    const object = c.owner >= 0 ? plan.objects[c.owner] : undefined;
    return solidsOf(
      c,
      object,
      object === undefined ? undefined : byCode.get(object.landscape_object),
      colorOf,
    );
  });
  const flats = flatsOf(plan, catalog, new Set(casters.map((c) => c.owner).filter((o) => o >= 0)), colorOf);
  const points = [...plot.boundary, ...solids.flatMap((s) => s.ring)];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const center: Point = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const radius = Math.max(1, ...points.map(([x, y]) => Math.hypot(x - center[0], y - center[1])));
  const maxHeight_m = Math.max(0, ...solids.map((s) => s.top_m));
  return { ground: plot.boundary, solids, flats, center, radius, maxHeight_m, north_deg: plot.north_deg };
}

/** The scene for plot, plan and catalog with the sun at `date`. */
export function planScene(
  plot: Plot,
  plan: Plan,
  catalog: readonly LandscapeObject[],
  date: Date,
): PlanScene {
  return { ...sceneModel(plot, plan, catalog), sun: sceneSun(plot, date) };
}
