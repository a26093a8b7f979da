import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { generations } from '../../db/schema.js';
import type { GenerationRow } from './generation-row.js';

// The generation job queue lives in the generations table itself: a queued batch is a job, a
// claim moves its rows to running under a lease that the claiming instance renews while it works.
// Any number of instances on one database share it; a lapsed lease (its instance died) puts the job
// back in the queue for another to take, up to a number of attempts.

/** Keys of the transaction-level advisory locks that serialise claims and admissions. */
const CLAIM_LOCK = 7_317_001;
const ADMIT_LOCK = 7_317_002;

const unfinished = inArray(generations.status, ['queued', 'running']);
const leaseFrom = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

/**
 * Claims the next job for `instance`: the oldest queued batch of the owner served longest ago
 * (never served first), so owners take turns one batch at a time whatever instance serves them.
 * Its queued rows become running with a lease of `leaseMs`; returned in variant order, or empty
 * when nothing waits. Claims are serialised by an advisory lock, so two instances never take the
 * same batch (nor deadlock over its rows).
 */
export async function claimNextJob(db: Db, instance: string, leaseMs: number): Promise<GenerationRow[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    // When the row's owner was last served (a correlated subquery on the owner/start index).
    const lastServed = sql`(select max(r.started_at) from ${generations} r where r.owner_id = ${generations.ownerId})`;
    const [first] = await tx
      .select({ id: generations.id, batch: generations.batch })
      .from(generations)
      .where(eq(generations.status, 'queued'))
      .orderBy(sql`${lastServed} asc nulls first`, generations.id)
      .limit(1);
    if (first === undefined) return [];
    const rows = await tx
      .update(generations)
      .set({
        status: 'running',
        startedAt: sql`now()`,
        leaseUntil: leaseFrom(leaseMs),
        claimedBy: instance,
        attempts: sql`${generations.attempts} + 1`,
      })
      .where(
        and(
          eq(generations.status, 'queued'),
          first.batch === null ? eq(generations.id, first.id) : eq(generations.batch, first.batch),
        ),
      )
      .returning();
    return rows.sort((a, b) => a.params.variant_index - b.params.variant_index || a.id - b.id);
  });
}

/** Extends the lease of the instance's running rows; returns the ids it still holds. */
export async function renewLease(
  db: Db,
  instance: string,
  ids: readonly number[],
  leaseMs: number,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(generations)
    .set({ leaseUntil: leaseFrom(leaseMs) })
    .where(and(inArray(generations.id, [...ids]), heldBy(instance)))
    .returning({ id: generations.id });
  return rows.map((row) => row.id);
}

/** Puts the instance's running rows back in the queue (it is stopping), not counting the attempt. */
export async function releaseJob(db: Db, instance: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(generations)
    .set({
      status: 'queued',
      leaseUntil: null,
      startedAt: null,
      attempts: sql`greatest(${generations.attempts} - 1, 0)`,
    })
    .where(and(inArray(generations.id, [...ids]), heldBy(instance)));
}

export interface Reaped {
  /** Rows put back in the queue. */
  readonly requeued: number;
  /** Rows failed with the reason: they had been started `maxAttempts` times. */
  readonly failed: number;
}

/**
 * Takes back running rows whose lease lapsed (their instance died or hung) or, with `all` (one
 * process owns the database and is starting), every running row: back to queued, or failed with
 * `reason` once started `maxAttempts` times (a job that kills its instance must not kill them all).
 */
export async function reapLapsedJobs(
  db: Db,
  reason: string,
  maxAttempts: number,
  all: boolean,
): Promise<Reaped> {
  const lapsed = and(
    eq(generations.status, 'running'),
    all ? undefined : or(isNull(generations.leaseUntil), lt(generations.leaseUntil, sql`now()`)),
  );
  const failed = await db
    .update(generations)
    .set({ status: 'failed', error: reason, leaseUntil: null, finishedAt: sql`now()` })
    .where(and(lapsed, sql`${generations.attempts} >= ${maxAttempts}`))
    .returning({ id: generations.id });
  const requeued = await db
    .update(generations)
    .set({ status: 'queued', leaseUntil: null, startedAt: null })
    .where(lapsed)
    .returning({ id: generations.id });
  return { requeued: requeued.length, failed: failed.length };
}

/**
 * Holds the admission lock for the rest of the transaction and counts the variants queued or
 * running, all users and instances together: two requests cannot both take the queue's last places.
 */
export async function lockAndCountQueued(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIT_LOCK})`);
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(generations)
    .where(unfinished);
  return rows[0]?.n ?? 0;
}

/** Still running under this instance's claim: writes of a job's result check it. */
export const heldBy = (instance: string) =>
  and(eq(generations.status, 'running'), eq(generations.claimedBy, instance));
