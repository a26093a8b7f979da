import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { FairQueue } from './fair-queue.js';
import { GenerationQueueFull } from './generation-errors.js';
import type { GenerationPool } from './generation-pool.js';
import { claimGeneration, markFailed, markSucceeded, recoverUnfinished } from './generation-store.js';

export const RESTARTED_REASON = 'The server restarted while this generation was running.';
/** The generator's own safety stop inside the pool's hard time limit. */
export const DEFAULT_BUDGET_MS = 3_000;
/** Jobs waiting to start, all users together, beyond which new requests are refused. */
export const DEFAULT_MAX_QUEUED = 64;

/** A queued job and whose it is (jobs are taken round robin between owners). */
export interface QueuedJob {
  readonly id: number;
  readonly ownerId: number;
}

/** Room held in the queue for jobs being written; release it once they are scheduled (or not). */
export interface Admission {
  release(): void;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The generator stopped unexpectedly.';

/**
 * Runs queued generations on the pool, at most as many at once as it has threads (so a job's time
 * limit counts its own run, not its wait). Waiting jobs are taken in turn between their owners
 * (FairQueue): one user's big batches delay another user's job by at most one job of each user.
 * Each job is claimed (queued -> running), run, and stored as succeeded or failed. On close nothing
 * more starts; jobs cut off by the pool's end stay running in the database, for the next start's
 * recovery.
 */
export class GenerationRunner {
  private readonly queue = new FairQueue<number>();
  /** Places held by admit() for jobs not scheduled yet. */
  private held = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly pool: GenerationPool,
    private readonly log: FastifyBaseLogger,
    private readonly budgetMs: number = DEFAULT_BUDGET_MS,
    private readonly maxQueued: number = DEFAULT_MAX_QUEUED,
  ) {}

  /** Fails the jobs a previous process left running and schedules those it left queued. */
  async recover(): Promise<void> {
    const queued = await recoverUnfinished(this.db, RESTARTED_REASON);
    if (queued.length > 0) this.log.info({ count: queued.length }, 're-queued generations');
    this.schedule(queued);
  }

  /**
   * Holds room for `count` more waiting jobs, or throws GenerationQueueFull when the queue (with the
   * room already held) cannot take them. Synchronous, so concurrent requests cannot both take the
   * last places.
   */
  admit(count: number): Admission {
    if (this.queue.size + this.held + count > this.maxQueued) throw new GenerationQueueFull();
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
    for (const job of jobs) this.queue.push(job.ownerId, [job.id]);
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
    await this.pool.destroy();
    await Promise.allSettled([...this.inFlight]);
  }

  private pump(): void {
    while (!this.closing && this.inFlight.size < this.pool.threads && this.queue.size > 0) {
      const id = this.queue.shift();
      if (id === undefined) break;
      const job = this.runOne(id).finally(() => {
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

  private async runOne(id: number): Promise<void> {
    let started: number | undefined;
    try {
      const row = await claimGeneration(this.db, id);
      if (row === undefined) return;
      const { plot, selection, weights, locked } = row.params;
      started = performance.now();
      const outcome = await this.pool.run({
        plot,
        selection,
        weights,
        locked,
        seed: row.seed,
        budgetMs: this.budgetMs,
      });
      await markSucceeded(this.db, id, outcome, Math.round(performance.now() - started));
    } catch (error) {
      if (this.closing) return;
      const durationMs = started === undefined ? null : Math.round(performance.now() - started);
      this.log.warn({ err: error, generation: id }, 'generation failed');
      await markFailed(this.db, id, messageOf(error), durationMs).catch((writeError: unknown) =>
        this.log.error({ err: writeError, generation: id }, 'could not store a failed generation'),
      );
    }
  }
}
