import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { FairQueue } from './fair-queue.js';
import { GenerationQueueFull } from './generation-errors.js';
import type { GenerationPool } from './generation-pool.js';
import {
  claimBatch,
  markFailed,
  markSucceeded,
  recoverUnfinished,
  type GenerationRow,
} from './generation-store.js';

export const RESTARTED_REASON = 'The server restarted while this generation was running.';
export const FEWER_VARIANTS_REASON =
  'The generator ran out of time before it came to this variant. Try fewer variants.';
/** The generator's own safety stop per variant; a batch gets it times its variants, within the pool's limit. */
export const DEFAULT_BUDGET_MS = 3_000;
/** The share of the pool's hard time limit a batch's budget may take (the rest: checks and measuring). */
const BUDGET_SHARE_OF_LIMIT = 0.8;
/** Variants waiting or running, all users together, beyond which new requests are refused. */
export const DEFAULT_MAX_QUEUED = 64;

/**
 * A queued job and whose it is (jobs are taken round robin between owners): one request's batch,
 * named by its first row; `size` its variants (default 1), counted against the queue's cap.
 */
export interface QueuedJob {
  readonly id: number;
  readonly ownerId: number;
  readonly size?: number;
}

/** Room held in the queue for jobs being written; release it once they are scheduled (or not). */
export interface Admission {
  release(): void;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The generator stopped unexpectedly.';

/**
 * Runs queued generations on the pool, one job per request's batch (one generator call for all its
 * variants), at most as many at once as it has threads (so a job's time limit counts its own run,
 * not its wait). Waiting jobs are taken in turn between their owners (FairQueue): one user's big
 * batches delay another user's job by at most one batch of each user. Each job's rows are claimed
 * (queued -> running), run, and stored as succeeded or failed, row i with variant i (best first).
 * On close nothing more starts; jobs cut off by the pool's end stay running in the database, for
 * the next start's recovery.
 */
export class GenerationRunner {
  private readonly queue = new FairQueue<QueuedJob>();
  /** Places held by admit() for jobs not scheduled yet. */
  private held = 0;
  /** Variants of the jobs queued or running (the cap counts them, not batches). */
  private pending = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly pool: GenerationPool,
    private readonly log: FastifyBaseLogger,
    private readonly budgetMs: number = DEFAULT_BUDGET_MS,
    private readonly maxQueued: number = DEFAULT_MAX_QUEUED,
    private readonly reproducible = false,
  ) {}

  /** Fails the jobs a previous process left running and schedules those it left queued. */
  async recover(): Promise<void> {
    const queued = await recoverUnfinished(this.db, RESTARTED_REASON);
    if (queued.length > 0) this.log.info({ batches: queued.length }, 're-queued generations');
    this.schedule(queued);
  }

  /**
   * Holds room for `count` more variants, or throws GenerationQueueFull when the queue (with the
   * room already held) cannot take them. Synchronous, so concurrent requests cannot both take the
   * last places.
   */
  admit(count: number): Admission {
    if (this.pending + this.held + count > this.maxQueued) throw new GenerationQueueFull();
    this.held += count;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.held -= count;
      },
    };
  }

  /** Queues jobs (each owner's in the given order) and starts what the pool has room for. */
  schedule(jobs: readonly QueuedJob[]): void {
    if (this.closing) return;
    for (const job of jobs) {
      this.queue.push(job.ownerId, [job]);
      this.pending += job.size ?? 1;
    }
    this.pump();
  }

  /** Resolves when nothing is queued or running (for tests). */
  idle(): Promise<void> {
    if (this.queue.size === 0 && this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closing = true;
    this.queue.clear();
    this.pending = 0;
    await this.pool.destroy();
    await Promise.allSettled([...this.inFlight]);
  }

  private pump(): void {
    while (!this.closing && this.inFlight.size < this.pool.threads && this.queue.size > 0) {
      const next = this.queue.shift();
      if (next === undefined) break;
      const job = this.runOne(next.id).finally(() => {
        if (!this.closing) this.pending -= next.size ?? 1;
        this.inFlight.delete(job);
        this.pump();
        if (this.queue.size === 0 && this.inFlight.size === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
      this.inFlight.add(job);
    }
  }

  /** The generator's budget for a batch: the per-variant budget times its variants, within the pool's limit. */
  private budgetFor(variants: number): number {
    return Math.min(this.budgetMs * variants, BUDGET_SHARE_OF_LIMIT * this.pool.timeLimitMs);
  }

  private async runOne(id: number): Promise<void> {
    let started: number | undefined;
    let rows: GenerationRow[] = [];
    try {
      rows = await claimBatch(this.db, id);
      const first = rows[0];
      if (first === undefined) return;
      const { plot, selection, weights, locked } = first.params;
      started = performance.now();
      const outcomes = await this.pool.run({
        plot,
        selection,
        weights,
        locked,
        seed: first.seed,
        variants: rows.length,
        budgetMs: this.budgetFor(rows.length),
        clocked: !this.reproducible,
      });
      const durationMs = Math.round(performance.now() - started);
      for (const [i, row] of rows.entries()) {
        const outcome = outcomes[i];
        if (outcome === undefined) await markFailed(this.db, row.id, FEWER_VARIANTS_REASON, durationMs);
        else await markSucceeded(this.db, row.id, outcome, durationMs);
      }
    } catch (error) {
      if (this.closing) return;
      const durationMs = started === undefined ? null : Math.round(performance.now() - started);
      this.log.warn({ err: error, generation: id }, 'generation failed');
      for (const row of rows.length === 0 ? [{ id }] : rows) {
        await markFailed(this.db, row.id, messageOf(error), durationMs).catch((writeError: unknown) =>
          this.log.error({ err: writeError, generation: row.id }, 'could not store a failed generation'),
        );
      }
    }
  }
}
