import {
  objectByCode,
  objectTypeById,
  rectCorners,
  type Entrance,
  type PlacedObject,
  type Plan,
  type Plot,
  type Point,
  type ProtectedArea,
} from '@plotplan/domain';
import { familyOf, type ObjectFamily } from '../families.js';
import { PLAN_ELEMENTS } from '../palette.js';
import type {
  AreaOutline,
  EntranceShape,
  ObjectShape,
  PathShape,
  PlanDrawingModel,
  PlotShape,
  ProtectedAreaShape,
} from './drawing-model-types.js';
import { planSurroundings, type BandDepths } from './plan-surroundings.js';

export interface PlanDrawingOptions {
  /** How deep the bands beyond the sides are (BandDepths); 'site' by default. */
  readonly bands?: BandDepths;
  /**
   * An object's family; by default the built-in catalogue's (the code's, else its type's). The web
   * passes the loaded catalogue's.
   */
  readonly familyOf?: (object: PlacedObject) => ObjectFamily | undefined;
}

/** The built-in catalogue's family of an object (its code's, else its type's). */
export function catalogueFamily(object: Pick<PlacedObject, 'landscape_object'>): ObjectFamily | undefined {
  const entry = objectByCode(object.landscape_object);
  const typeCode = entry === undefined ? undefined : objectTypeById(entry.object_type)?.code;
  return familyOf(object.landscape_object, typeCode);
}

/** An opening along its side, clamped to the side, or undefined when its side does not exist. */
export function openingLine(
  boundary: readonly Point[],
  opening: Entrance,
): readonly [Point, Point] | undefined {
  const { edge, t, width_m } = opening;
  const a = boundary[edge];
  const b = boundary[(edge + 1) % boundary.length];
  if (a === undefined || b === undefined) return undefined;
  const half = width_m / 2 / (Math.hypot(b[0] - a[0], b[1] - a[1]) || 1);
  const along = (s: number): Point => [a[0] + (b[0] - a[0]) * s, a[1] + (b[1] - a[1]) * s];
  return [along(Math.max(0, t - half)), along(Math.min(1, t + half))];
}

function outlineOf(shape: ProtectedArea['shape']): AreaOutline {
  return shape.type === 'circle'
    ? { kind: 'circle', center: shape.center, radius: shape.radius }
    : { kind: 'polygon', ring: shape.points };
}

/** The plot's area and outline, or undefined for a plot of fewer than three corners (nothing to fill). */
export function plotShape(plot: Pick<Plot, 'boundary'>): PlotShape | undefined {
  return plot.boundary.length >= 3 ? { style: 'plot', ring: plot.boundary } : undefined;
}

function protectedAreaShape(area: ProtectedArea): ProtectedAreaShape {
  const { shape } = area;
  const labelAnchor: Point =
    shape.type === 'circle'
      ? shape.center
      : [
          shape.points.reduce((sum, p) => sum + p[0], 0) / shape.points.length,
          shape.points.reduce((sum, p) => sum + p[1], 0) / shape.points.length,
        ];
  return {
    id: area.id,
    style: area.kind === 'existing_tree' ? 'existingTree' : 'protectedArea',
    kind: area.kind,
    outline: outlineOf(shape),
    label: area.label,
    labelAnchor,
  };
}

/** The plot's protected areas and kept trees: outline, label and its anchor, style entry. */
export function protectedAreaShapes(plot: Pick<Plot, 'protected_areas'>): ProtectedAreaShape[] {
  return plot.protected_areas.map(protectedAreaShape);
}

/** The plan's paths of two points or more (a path being drawn has one), each with its paving's edge. */
export function planPathShapes(plan: Pick<Plan, 'paths'> | null): PathShape[] {
  return (plan?.paths ?? [])
    .filter((path) => path.points.length >= 2)
    .map((path) => ({
      id: path.id,
      style: 'path',
      points: path.points,
      width_m: path.width_m,
      edge_m: PLAN_ELEMENTS.path.edgeWidth_m,
    }));
}

/**
 * An object's footprint on a plan: its disc, or its rectangle's corners. Without the footprint's
 * input checks: a drawing of a half-typed plan must not throw.
 */
export function objectOutline(
  object: Pick<PlacedObject, 'shape' | 'x' | 'y' | 'width' | 'depth' | 'rotation_deg'>,
): AreaOutline {
  return object.shape === 'circle'
    ? { kind: 'circle', center: [object.x, object.y], radius: object.width / 2 }
    : {
        kind: 'polygon',
        ring: rectCorners(object.x, object.y, object.width, object.depth, object.rotation_deg),
      };
}

function objectShape(object: PlacedObject, family: ObjectFamily | undefined): ObjectShape {
  return {
    id: object.id,
    code: object.landscape_object,
    style: family ?? 'unknown',
    outline: objectOutline(object),
    labelAnchor: [object.x, object.y],
  };
}

function entrances(plot: Plot): EntranceShape[] {
  // The wicket only where it is set apart: unset, it shares the gate's opening.
  const openings = [
    ['gate', plot.entrance],
    ['wicket', plot.wicket],
  ] as const;
  return openings.flatMap(([style, opening]) => {
    const line = opening === undefined ? undefined : openingLine(plot.boundary, opening);
    return line === undefined || opening === undefined
      ? []
      : [{ edge: opening.edge, style, from: line[0], to: line[1] }];
  });
}

/**
 * What a plan picture shows, in plan metres (y up), each shape naming its entry of the style table:
 * the plot, what lies beyond each side (bands, neighbours' plots and houses, fences), the sides, the
 * protected areas, the gate and wicket, the paths and the objects. Pure: no DOM, no units of a
 * screen or a sheet; each renderer maps the metres to its own.
 */
export function planDrawingModel(
  plot: Plot,
  plan: Plan | null,
  options: PlanDrawingOptions = {},
): PlanDrawingModel {
  const around = planSurroundings(plot, options.bands);
  const family = options.familyOf ?? catalogueFamily;
  return {
    plot: plotShape(plot),
    ...around,
    protectedAreas: protectedAreaShapes(plot),
    entrances: entrances(plot),
    paths: planPathShapes(plan),
    objects: (plan?.objects ?? []).map((object) => objectShape(object, family(object))),
  };
}
