import type { PlanBody } from '@plotplan/contract';
import type { NotPlaced } from '@plotplan/domain';
import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { generations } from '../../db/schema.js';
import type { GenerationOutcome } from './generation-task.js';
import type { GenerationRow, NewGenerationRow } from './generation-row.js';
import { heldBy } from './job-queue-store.js';

const unfinished = inArray(generations.status, ['queued', 'running']);

/**
 * The plan of one succeeded generation of the owner's project; undefined when the generation is
 * unknown, another user's, of another project or not succeeded. What other modules may read of a
 * generation (the projects' edit_actual_plan `{generation}`).
 */
export async function succeededGenerationPlan(
  db: Db,
  of: { readonly generationId: number; readonly projectId: number; readonly ownerId: number },
): Promise<PlanBody | undefined> {
  const rows = await db
    .select({ plan: generations.plan, status: generations.status })
    .from(generations)
    .where(
      and(
        eq(generations.id, of.generationId),
        eq(generations.projectId, of.projectId),
        eq(generations.ownerId, of.ownerId),
      ),
    )
    .limit(1);
  const plan = rows[0]?.status === 'succeeded' ? rows[0].plan : null;
  return plan ?? undefined;
}

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

/** Stores a variant's result, if the row is still this instance's (its lease may have lapsed). */
export async function markSucceeded(
  db: Db,
  instance: string,
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
      leaseUntil: null,
    })
    .where(and(eq(generations.id, id), heldBy(instance)));
}

export async function markFailed(
  db: Db,
  instance: string,
  id: number,
  error: string,
  durationMs: number | null,
  /** When nothing could be placed: what was left out, so the error is said in each reader's language. */
  notPlaced: readonly NotPlaced[] = [],
): Promise<void> {
  await db
    .update(generations)
    .set({
      status: 'failed',
      error,
      notPlaced: [...notPlaced],
      durationMs,
      finishedAt: sql`now()`,
      leaseUntil: null,
    })
    .where(and(eq(generations.id, id), heldBy(instance)));
}
