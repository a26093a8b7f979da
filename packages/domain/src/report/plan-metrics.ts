import { catalogObjects } from '../catalog/catalog-objects.js';
import { footprintPolygon } from '../geometry/footprint.js';
import type { Point } from '../geometry/point.js';
import { polygonArea } from '../geometry/polygon.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { PlacedObject, Plan, PlanPath } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { coveredArea, type CoverPiece } from './covered-area.js';

/** Areas of a plan on its plot, m² to 0.01 (see planMetrics). */
export interface PlanMetrics {
  readonly plot_area_m2: number;
  readonly built_up_m2: number;
  readonly paved_m2: number;
  readonly green_m2: number;
  readonly free_m2: number;
  readonly object_count: number;
}

/** Catalog tags that put an object in each metric (an object may be in none, e.g. a pond). */
export const metricTags = {
  builtUp: ['building', 'greenhouse', 'light_structure'],
  paved: ['hardscape'],
  green: ['planting', 'ground_cover'],
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The ground an object covers: its disc, or its rectangle's corners. */
export function objectPiece(object: PlacedObject): CoverPiece {
  if (object.shape === 'circle') {
    return { kind: 'circle', cx: object.x, cy: object.y, radius: object.width / 2 };
  }
  const ring = footprintPolygon({
    kind: 'rect',
    cx: object.x,
    cy: object.y,
    width: object.width,
    depth: object.depth,
    rotation_deg: object.rotation_deg,
  });
  return { kind: 'polygon', ring };
}

/** A path as one rectangle per segment (the joints' small wedges are left out). */
export function pathPieces(path: PlanPath): CoverPiece[] {
  const pieces: CoverPiece[] = [];
  const half = path.width_m / 2;
  for (let i = 0; i + 1 < path.points.length; i++) {
    const [ax, ay] = path.points[i] as Point;
    const [bx, by] = path.points[i + 1] as Point;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const nx = (-(by - ay) / length) * half;
    const ny = ((bx - ax) / length) * half;
    const ring: Point[] = [
      [ax - nx, ay - ny],
      [bx - nx, by - ny],
      [bx + nx, by + ny],
      [ax + nx, ay + ny],
    ];
    pieces.push({ kind: 'polygon', ring });
  }
  return pieces;
}

/** The plot's area, m² to 0.01. */
export const plotArea = (plot: Pick<Plot, 'boundary'>): number => round2(polygonArea(plot.boundary));

/**
 * Areas of a plan on its plot, m² to 0.01: built-up (buildings, greenhouses, light structures),
 * paved (hardscape objects and paths), green (plantings, trees' crowns, lawns), and free (the plot
 * less everything placed). Each is the union of footprints inside the boundary, so overlaps count
 * once, parts outside the plot not at all, and free is never negative. No plan: the bare plot.
 */
export function planMetrics(
  plot: Pick<Plot, 'boundary'>,
  plan: Plan | null,
  catalog: readonly LandscapeObject[] = catalogObjects,
): PlanMetrics {
  const ring = plot.boundary;
  const area = polygonArea(ring);
  const objects = plan?.objects ?? [];
  const paths = (plan?.paths ?? []).flatMap(pathPieces);
  const tagsOf = new Map(catalog.map((entry) => [entry.code, entry.tags]));
  const pieces = (tags: readonly string[]) =>
    objects
      .filter((object) => tagsOf.get(object.landscape_object)?.some((tag) => tags.includes(tag)) === true)
      .map(objectPiece);
  const covered = coveredArea(ring, [...objects.map(objectPiece), ...paths]);
  return {
    plot_area_m2: round2(area),
    built_up_m2: round2(coveredArea(ring, pieces(metricTags.builtUp))),
    paved_m2: round2(coveredArea(ring, [...pieces(metricTags.paved), ...paths])),
    green_m2: round2(coveredArea(ring, pieces(metricTags.green))),
    free_m2: round2(Math.max(0, area - covered)),
    object_count: objects.length,
  };
}
