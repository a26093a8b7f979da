import { and, count, countDistinct, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { generations } from '../../db/schema.js';
import type { GenerationOutcome } from './generation-task.js';

export type GenerationRow = typeof generations.$inferSelect;
export type NewGenerationRow = typeof generations.$inferInsert;

const unfinished = inArray(generations.status, ['queued', 'running']);

export async function insertGenerations(db: Db, rows: NewGenerationRow[]): Promise<GenerationRow[]> {
  const inserted = await db.insert(generations).values(rows).returning();
  return inserted.sort((a, b) => a.id - b.id);
}

/** Batches requested for the project so far (rows from before batches count one each). */
export async function countBatches(db: Db, projectId: number): Promise<number> {
  const rows = await db
    .select({ n: countDistinct(sql`coalesce(${generations.batch}::text, ${generations.id}::text)`) })
    .from(generations)
    .where(eq(generations.projectId, projectId));
  return rows[0]?.n ?? 0;
}

/** Queued and running jobs of one user (the per-user limit). */
export async function countUnfinished(db: Db, ownerId: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(generations)
    .where(and(eq(generations.ownerId, ownerId), unfinished));
  return rows[0]?.n ?? 0;
}

/**
 * The owner's generations, of one project or all: newest batch first, a batch's variants in order
 * (its rows share their creation time, being written in one transaction).
 */
export async function listGenerations(
  db: Db,
  ownerId: number,
  projectId: number | undefined,
): Promise<GenerationRow[]> {
  const scope = eq(generations.ownerId, ownerId);
  return db
    .select()
    .from(generations)
    .where(projectId === undefined ? scope : and(scope, eq(generations.projectId, projectId)))
    .orderBy(desc(generations.createdAt), generations.batch, generations.id);
}

export async function findGeneration(
  db: Db,
  ownerId: number,
  id: number,
): Promise<GenerationRow | undefined> {
  const rows = await db
    .select()
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.ownerId, ownerId)))
    .limit(1);
  return rows[0];
}

export interface GenerationLabels {
  readonly name?: string;
  readonly isFavorite?: boolean;
  readonly rating?: number | null;
}

export async function updateLabels(
  db: Db,
  ownerId: number,
  id: number,
  labels: GenerationLabels,
): Promise<GenerationRow | undefined> {
  if (Object.keys(labels).length === 0) return findGeneration(db, ownerId, id);
  const rows = await db
    .update(generations)
    .set(labels)
    .where(and(eq(generations.id, id), eq(generations.ownerId, ownerId)))
    .returning();
  return rows[0];
}

/**
 * Moves a queued job to running: the row `id` and the other queued rows of its batch. Returns them
 * in variant order; empty when the row is gone or no longer queued (its batch already claimed).
 */
export async function claimBatch(db: Db, id: number): Promise<GenerationRow[]> {
  const sameBatch = sql`(select ${generations.batch} from ${generations} where ${generations.id} = ${id})`;
  const rows = await db
    .update(generations)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(
      and(
        eq(generations.status, 'queued'),
        or(eq(generations.id, id), sql`${generations.batch} = ${sameBatch}`),
      ),
    )
    .returning();
  if (!rows.some((row) => row.id === id)) return [];
  return rows.sort((a, b) => a.params.variant_index - b.params.variant_index || a.id - b.id);
}

export async function markSucceeded(
  db: Db,
  id: number,
  outcome: GenerationOutcome,
  durationMs: number,
): Promise<void> {
  await db
    .update(generations)
    .set({
      status: 'succeeded',
      seed: outcome.seed,
      plan: outcome.plan,
      score: outcome.score,
      scoreBreakdown: outcome.score_breakdown,
      violations: outcome.violations,
      notPlaced: outcome.not_placed,
      unreachable: outcome.unreachable,
      metrics: outcome.metrics,
      durationMs,
      finishedAt: sql`now()`,
    })
    .where(and(eq(generations.id, id), eq(generations.status, 'running')));
}

export async function markFailed(
  db: Db,
  id: number,
  error: string,
  durationMs: number | null,
): Promise<void> {
  await db
    .update(generations)
    .set({ status: 'failed', error, durationMs, finishedAt: sql`now()` })
    .where(and(eq(generations.id, id), eq(generations.status, 'running')));
}

/** A queued job as the runner takes it: the batch's first row, whose it is, and how many variants. */
export interface QueuedBatch {
  readonly id: number;
  readonly ownerId: number;
  readonly size: number;
}

/**
 * At start: jobs a previous process left running are failed with the reason; those left queued are
 * returned as batches (first row, owner, size), oldest first, to be run again.
 */
export async function recoverUnfinished(db: Db, reason: string): Promise<QueuedBatch[]> {
  await db
    .update(generations)
    .set({ status: 'failed', error: reason, finishedAt: sql`now()` })
    .where(eq(generations.status, 'running'));
  const rows = await db
    .select({ id: generations.id, ownerId: generations.ownerId, batch: generations.batch })
    .from(generations)
    .where(eq(generations.status, 'queued'))
    .orderBy(generations.id);
  const batches = new Map<string, { id: number; ownerId: number; size: number }>();
  for (const row of rows) {
    // Rows from before batches run alone.
    const key = row.batch ?? `row ${row.id}`;
    const found = batches.get(key);
    if (found === undefined) batches.set(key, { id: row.id, ownerId: row.ownerId, size: 1 });
    else found.size++;
  }
  return [...batches.values()];
}
