import type { PlanBody, PlanVersionSummary } from '@plotplan/contract';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insertedRow } from '../../db/rows.js';
import { planVersions, type StoredEvaluation } from '../../db/schema.js';
import type { ProjectRow } from './project-store.js';

export type PlanVersionRow = typeof planVersions.$inferSelect;
export type NewPlanVersion = Omit<typeof planVersions.$inferInsert, 'id' | 'version' | 'createdAt'>;

export const HISTORY_LIMIT = 100;

// Versions are immutable: this module inserts and reads them, and only refreshes a stale evaluation.

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
export async function currentVersion(
  db: Db,
  project: Pick<ProjectRow, 'id' | 'planVersion'>,
): Promise<PlanVersionRow | undefined> {
  if (project.planVersion === null) return undefined;
  return findVersion(db, project.id, project.planVersion);
}

/** The plan the project points at, or null when it has none yet. */
export async function currentPlan(
  db: Db,
  project: Pick<ProjectRow, 'id' | 'planVersion'>,
): Promise<PlanBody | null> {
  return (await currentVersion(db, project))?.plan ?? null;
}

/**
 * Replaces a version's stale evaluation (the plot, its pack or the catalog changed since); the
 * plan and its at-write violations and metrics stay as they were.
 */
export async function storeEvaluation(db: Db, id: number, evaluation: StoredEvaluation): Promise<void> {
  await db.update(planVersions).set({ evaluation }).where(eq(planVersions.id, id));
}

/**
 * Appends a version numbered one past the highest. Call it in a transaction that holds the
 * project's row lock, so two appends cannot pick the same number.
 */
export async function appendVersion(db: Db, values: NewPlanVersion): Promise<PlanVersionRow> {
  const last = await db
    .select({ n: max(planVersions.version) })
    .from(planVersions)
    .where(eq(planVersions.projectId, values.projectId));
  const version = (last[0]?.n ?? 0) + 1;
  return insertedRow(
    await db
      .insert(planVersions)
      .values({ ...values, version })
      .returning(),
    'plan version',
  );
}

/** The newest versions first (at most HISTORY_LIMIT), counted in the database, plans left there. */
export async function versionHistory(db: Db, projectId: number): Promise<PlanVersionSummary[]> {
  const rows = await db
    .select({
      version: planVersions.version,
      parent: planVersions.parent,
      source: planVersions.source,
      summary: planVersions.summary,
      createdAt: planVersions.createdAt,
      objectCount: sql<number>`jsonb_array_length(${planVersions.plan} -> 'objects')`.mapWith(Number),
      errorCount: sql<number>`(select count(*) from jsonb_array_elements(${planVersions.violations}) as v
        where v ->> 'severity' = 'error')`.mapWith(Number),
    })
    .from(planVersions)
    .where(eq(planVersions.projectId, projectId))
    .orderBy(desc(planVersions.version))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    version: row.version,
    parent: row.parent,
    source: row.source,
    summary: row.summary,
    created_at: row.createdAt.toISOString(),
    object_count: row.objectCount,
    error_count: row.errorCount,
  }));
}
