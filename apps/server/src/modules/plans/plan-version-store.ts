import type { PlanBody, PlanSource } from '@plotplan/contract';
import { and, desc, eq, isNotNull, lte, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insertedRow } from '../../db/rows.js';
import { planVersions, type StoredEvaluation } from '../../db/schema.js';
import { defaultVersionRetention, type VersionRetention } from './plan-version-retention.js';

export type PlanVersionRow = typeof planVersions.$inferSelect;
/** The counts the history lists are taken from the plan and the evaluation. */
export type NewPlanVersion = Omit<
  typeof planVersions.$inferInsert,
  'id' | 'version' | 'createdAt' | 'objectCount' | 'errorCount'
>;

export const HISTORY_LIMIT = 100;

/** A project as the plans see it: its id and the version it points at (none yet: null). */
export interface PlanPointer {
  readonly id: number;
  readonly planVersion: number | null;
}

/** One line of a project's plan history (the plan itself stays in the database). */
export interface PlanVersionEntry {
  readonly version: number;
  readonly parent: number | null;
  readonly source: PlanSource;
  readonly summary: string;
  readonly createdAt: Date;
  readonly objectCount: number;
  readonly errorCount: number;
}

// Versions are immutable: this module inserts and reads them, only refreshes a stale evaluation of
// the current one, and drops the evaluation of a version that stops being current and the oldest
// versions past the retention.

export async function findVersion(
  db: Db,
  projectId: number,
  version: number,
): Promise<PlanVersionRow | undefined> {
  const rows = await db
    .select()
    .from(planVersions)
    .where(and(eq(planVersions.projectId, projectId), eq(planVersions.version, version)))
    .limit(1);
  return rows[0];
}

/** The version the project points at, or undefined when it has none yet. */
export async function currentVersion(db: Db, project: PlanPointer): Promise<PlanVersionRow | undefined> {
  if (project.planVersion === null) return undefined;
  return findVersion(db, project.id, project.planVersion);
}

/** The plan the project points at, or null when it has none yet. */
export async function currentPlan(db: Db, project: PlanPointer): Promise<PlanBody | null> {
  return (await currentVersion(db, project))?.plan ?? null;
}

/**
 * Replaces a version's stale evaluation (the plot, its pack or the catalog changed since); the
 * plan and its at-write counts stay as they were.
 */
export async function storeEvaluation(db: Db, id: number, evaluation: StoredEvaluation): Promise<void> {
  await db.update(planVersions).set({ evaluation }).where(eq(planVersions.id, id));
}

/**
 * Appends the version that becomes the project's current one, numbered one past the highest. One
 * evaluation is kept per project: the earlier versions' are dropped (only the current one's is
 * served; a restore evaluates again). Past `retention`, the oldest versions are deleted. Call it in
 * a transaction that holds the project's row lock, so two appends cannot pick the same number.
 */
export async function appendVersion(
  db: Db,
  values: NewPlanVersion,
  retention: VersionRetention = defaultVersionRetention,
): Promise<PlanVersionRow> {
  const last = await db
    .select({ n: max(planVersions.version) })
    .from(planVersions)
    .where(eq(planVersions.projectId, values.projectId));
  const version = (last[0]?.n ?? 0) + 1;
  const appended = insertedRow(
    await db
      .insert(planVersions)
      .values({
        ...values,
        version,
        objectCount: values.plan.objects.length,
        errorCount: values.evaluation?.violations.filter((v) => v.severity === 'error').length ?? 0,
      })
      .returning(),
    'plan version',
  );
  const ofProject = eq(planVersions.projectId, values.projectId);
  await db
    .update(planVersions)
    .set({ evaluation: null })
    .where(and(ofProject, ne(planVersions.version, version), isNotNull(planVersions.evaluation)));
  await db
    .delete(planVersions)
    .where(and(ofProject, lte(planVersions.version, version - retention.versionsPerProject)));
  return appended;
}

/** The newest versions first (at most HISTORY_LIMIT), counted in the database, plans left there. */
export async function versionHistory(db: Db, projectId: number): Promise<PlanVersionEntry[]> {
  return db
    .select({
      version: planVersions.version,
      parent: planVersions.parent,
      source: planVersions.source,
      summary: planVersions.summary,
      createdAt: planVersions.createdAt,
      objectCount: planVersions.objectCount,
      errorCount: planVersions.errorCount,
    })
    .from(planVersions)
    .where(eq(planVersions.projectId, projectId))
    .orderBy(desc(planVersions.version))
    .limit(HISTORY_LIMIT);
}
