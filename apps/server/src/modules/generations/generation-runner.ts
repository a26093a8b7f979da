import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { GenerationPool } from './generation-pool.js';
import { claimGeneration, markFailed, markSucceeded, recoverUnfinished } from './generation-store.js';

export const RESTARTED_REASON = 'The server restarted while this generation was running.';
/** The generator's own safety stop inside the pool's hard time limit. */
const DEFAULT_BUDGET_MS = 3_000;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The generator stopped unexpectedly.';

/**
 * Runs queued generations on the pool, at most as many at once as it has threads (so a job's time
 * limit counts its own run, not its wait). Each job is claimed (queued -> running), run, and
 * stored as succeeded or failed. On close nothing more starts; jobs cut off by the pool's end stay
 * running in the database, for the next start's recovery.
 */
export class GenerationRunner {
  private readonly queue: number[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly pool: GenerationPool,
    private readonly log: FastifyBaseLogger,
    private readonly budgetMs: number = DEFAULT_BUDGET_MS,
  ) {}

  /** Fails the jobs a previous process left running and schedules those it left queued. */
  async recover(): Promise<void> {
    const queued = await recoverUnfinished(this.db, RESTARTED_REASON);
    if (queued.length > 0) this.log.info({ count: queued.length }, 're-queued generations');
    this.schedule(queued);
  }

  schedule(ids: readonly number[]): void {
    if (this.closing) return;
    this.queue.push(...ids);
    this.pump();
  }

  /** Resolves when nothing is queued or running (for tests). */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closing = true;
    this.queue.length = 0;
    await this.pool.destroy();
    await Promise.allSettled([...this.inFlight]);
  }

  private pump(): void {
    while (!this.closing && this.inFlight.size < this.pool.threads && this.queue.length > 0) {
      const id = this.queue.shift();
      if (id === undefined) break;
      const job = this.runOne(id).finally(() => {
        this.inFlight.delete(job);
        this.pump();
        if (this.queue.length === 0 && this.inFlight.size === 0) {
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
