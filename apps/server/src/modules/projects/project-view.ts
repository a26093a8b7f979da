import type { Project, ProjectListItem } from '@plotplan/contract';
import type { Db } from '../../db/database.js';
import { evaluatePlan, toViolationBody, type EvaluatedPlan } from './plan-evaluation.js';
import { planMetrics, plotArea } from './plan-metrics.js';
import { currentPlan, versionHistory } from './plan-version-store.js';
import type { ProjectListRow, ProjectRow } from './project-store.js';
import { thumbnailSvg } from './thumbnail-svg.js';

/**
 * The project as the API answers it. Violations and metrics are those of the current plan on the
 * current plot: a write that just evaluated them passes them in; otherwise they are computed here,
 * because the plot may have been edited since the plan's version was stored.
 */
export async function projectView(db: Db, row: ProjectRow, evaluated?: EvaluatedPlan): Promise<Project> {
  const plan = evaluated?.plan ?? (await currentPlan(db, row));
  const live = evaluated ?? (row.plot !== null && plan !== null ? evaluatePlan(row.plot, plan) : undefined);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    plot: row.plot,
    selection: row.selection,
    actual_plan: plan,
    plan_version: row.planVersion,
    violations: live?.violations.map(toViolationBody) ?? [],
    metrics: row.plot === null ? null : (live?.metrics ?? planMetrics(row.plot, null)),
    history: await versionHistory(db, row.id),
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
    object_count: row.plan?.objects.length ?? 0,
    has_plan: row.plan !== null,
    thumbnail_svg: thumbnailSvg(row.name, row.plot, row.plan),
  };
}
