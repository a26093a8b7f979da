import { catalogObjects } from '../catalog/catalog-objects.js';
import { polygonArea } from '../geometry/polygon.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { Plan } from '../model/plan.js';
import type { Plot } from '../model/plot.js';
import { coveredArea, type CoverPiece } from './covered-area.js';
import { objectPiece, pathPieces } from './cover-pieces.js';

/** Catalog tags of what grows: plantings (beds, trees, shrubs, flowers) and lawns placed. */
export const growingTags = ['planting', 'ground_cover'] as const;
/** What grass still grows under or is: trees (under the crown) and lawns placed. */
export const lawnTags = ['tree', 'ground_cover'] as const;

/** Green, lawn and free ground of a plan, m² to 0.01 (see groundAreas). */
export interface GroundAreas {
  readonly green_m2: number;
  readonly lawn_m2: number;
  readonly free_m2: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The plot's existing buildings (protected areas): ground that is neither green nor free. */
function existingBuildings(plot: Partial<Pick<Plot, 'protected_areas'>>): CoverPiece[] {
  return (plot.protected_areas ?? [])
    .filter((area) => area.kind === 'existing_building')
    .map((area): CoverPiece =>
      area.shape.type === 'polygon'
        ? { kind: 'polygon', ring: area.shape.points }
        : { kind: 'circle', cx: area.shape.center[0], cy: area.shape.center[1], radius: area.shape.radius },
    );
}

/**
 * The one definition of the summary's green, lawn and free ground, used by the areas (planMetrics)
 * and the bill of quantities alike, so the two never disagree:
 * - free: ground with nothing on it (no object, path or existing building);
 * - lawn: the ground to sow: free ground, ground under tree crowns and the lawns placed;
 * - green: everything that grows: the lawn and every planting (beds, trees, shrubs, flowers).
 * So free <= lawn <= green. Each is a union inside the boundary, overlaps counted once.
 */
export function groundAreas(
  plot: Pick<Plot, 'boundary'> & Partial<Pick<Plot, 'protected_areas'>>,
  plan: Plan | null,
  catalog: readonly LandscapeObject[] = catalogObjects,
): GroundAreas {
  const ring = plot.boundary;
  const area = polygonArea(ring);
  const objects = plan?.objects ?? [];
  const tagsOf = new Map(catalog.map((entry) => [entry.code, entry.tags]));
  const has = (code: string, tags: readonly string[]) =>
    tagsOf.get(code)?.some((tag) => tags.includes(tag)) === true;
  const fixed = [...(plan?.paths ?? []).flatMap(pathPieces), ...existingBuildings(plot)];
  const open = (keep: (code: string) => boolean) =>
    Math.max(
      0,
      area -
        coveredArea(ring, [...objects.filter((o) => !keep(o.landscape_object)).map(objectPiece), ...fixed]),
    );
  return {
    green_m2: round2(open((code) => has(code, growingTags))),
    lawn_m2: round2(open((code) => has(code, lawnTags))),
    free_m2: round2(open(() => false)),
  };
}
