import type { PlanBody, Project, ProjectListItem } from '@plotplan/contract';
import { planMetrics, plotArea, unitSystemOf } from '@plotplan/domain';
import type { Db } from '../../db/database.js';
import type { StoredEvaluation } from '../../db/schema.js';
import { currentEvaluation, mostSerious, toViolationBody, type Evaluate } from './plan-evaluation.js';
import { currentVersion, storeEvaluation, versionHistory } from './plan-version-store.js';
import type { ProjectListRow, ProjectRow } from './project-store.js';
import { thumbnailSvg } from './thumbnail-svg.js';

/** A plan with its evaluation on the project's plot. */
export interface EvaluatedPlan {
  readonly plan: PlanBody;
  readonly evaluation: StoredEvaluation;
}

/**
 * The current plan with its evaluation on the current plot: the one stored with the version while
 * it is still the plot's; otherwise (the plot, its pack or the catalog changed, or a row from
 * before evaluations were stored) evaluated now and stored back.
 */
export async function currentEvaluated(
  db: Db,
  row: ProjectRow,
  evaluate: Evaluate,
): Promise<{ readonly plan: PlanBody | null; readonly evaluation?: StoredEvaluation }> {
  const version = await currentVersion(db, row);
  if (version === undefined) return { plan: null };
  if (row.plot === null) return { plan: version.plan };
  const { evaluation, fresh } = await currentEvaluation(version.evaluation, row.plot, version.plan, evaluate);
  if (fresh) await storeEvaluation(db, version.id, evaluation);
  return { plan: version.plan, evaluation };
}

/**
 * The project as the API answers it. Violations and metrics are those of the current plan on the
 * current plot: a write that just evaluated them passes them in; otherwise the version's stored
 * evaluation is used while it still matches the plot. It carries the most serious violations only
 * (`violation_count` says how many there are; the violations endpoint pages through all).
 */
export async function projectView(
  db: Db,
  row: ProjectRow,
  evaluate: Evaluate,
  evaluated?: EvaluatedPlan,
): Promise<Project> {
  const { plan, evaluation } = evaluated ?? (await currentEvaluated(db, row, evaluate));
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
    ...(row.plot === null ? {} : { plot_units: unitSystemOf(row.plot) }),
    object_count: row.plan?.objects.length ?? 0,
    has_plan: row.plan !== null,
    thumbnail_svg: thumbnailSvg(row.name, row.plot, row.plan),
  };
}
