import { catalogObjects } from '../catalog/catalog-objects.js';
import { polygonArea } from '../geometry/polygon.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { coveredArea } from './covered-area.js';
import { objectPiece, pathPieces } from './cover-pieces.js';
import { groundAreas } from './ground-areas.js';

export { objectPiece, pathPieces } from './cover-pieces.js';

/** Areas of a plan on its plot, m² to 0.01 (see planMetrics). */
export interface PlanMetrics {
  readonly plot_area_m2: number;
  readonly built_up_m2: number;
  readonly paved_m2: number;
  readonly green_m2: number;
  readonly free_m2: number;
  readonly object_count: number;
}

/** Catalog tags that put an object in each metric (green and free: groundAreas). */
export const metricTags = {
  builtUp: ['building', 'greenhouse', 'light_structure'],
  paved: ['hardscape'],
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The plot's area, m² to 0.01. */
export const plotArea = (plot: Pick<Plot, 'boundary'>): number => round2(polygonArea(plot.boundary));

/**
 * Areas of a plan on its plot, m² to 0.01: built-up (buildings, greenhouses, light structures),
 * paved (hardscape objects and paths), and green and free as groundAreas defines them (green: every
 * planting and the lawn; free: ground with nothing on it). Each is the union of footprints inside
 * the boundary, so overlaps count once, parts outside the plot not at all, and free is never
 * negative. No plan: the bare plot.
 */
export function planMetrics(
  plot: Pick<Plot, 'boundary'> & Partial<Pick<Plot, 'protected_areas'>>,
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
  const ground = groundAreas(plot, plan, catalog);
  return {
    plot_area_m2: round2(area),
    built_up_m2: round2(coveredArea(ring, pieces(metricTags.builtUp))),
    paved_m2: round2(coveredArea(ring, [...pieces(metricTags.paved), ...paths])),
    green_m2: ground.green_m2,
    free_m2: ground.free_m2,
    object_count: objects.length,
  };
}
