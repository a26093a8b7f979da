import type { Project, ProjectListItem } from '@plotplan/contract';
import { planMetrics, plotArea, unitSystemOf } from '@plotplan/domain';
import { mostSerious, toViolationBody } from '../plans/index.js';
import type { ProjectState } from './project-state.js';
import type { ProjectListRow } from './project-store.js';
import { thumbnailSvg } from '../thumbnails/index.js';

/**
 * The project as the API answers it. It carries the most serious violations only
 * (`violation_count` says how many there are; the violations endpoint pages through all).
 */
export function projectBody({ row, current, history }: ProjectState): Project {
  const { plan, evaluation } = current;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    plot: row.plot,
    selection: row.selection,
    actual_plan: plan,
    plan_version: row.planVersion,
    violations: mostSerious(evaluation?.violations ?? []).map(toViolationBody),
    violation_count: evaluation?.violations.length ?? 0,
    metrics: row.plot === null ? null : (evaluation?.metrics ?? planMetrics(row.plot, null)),
    unit_prices: row.unitPrices,
    history: history.map((entry) => ({
      version: entry.version,
      parent: entry.parent,
      source: entry.source,
      summary: entry.summary,
      created_at: entry.createdAt.toISOString(),
      object_count: entry.objectCount,
      error_count: entry.errorCount,
    })),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function projectListItem(row: ProjectListRow): ProjectListItem {
  return {
    id: row.id,
    name: row.name,
    updated_at: row.updatedAt.toISOString(),
    plot_area_m2: row.plot === null ? null : plotArea(row.plot),
    ...(row.plot === null ? {} : { plot_units: unitSystemOf(row.plot) }),
    object_count: row.plan?.objects.length ?? 0,
    has_plan: row.plan !== null,
    thumbnail_svg: thumbnailSvg(row.name, row.plot, row.plan),
  };
}
