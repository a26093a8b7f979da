import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { unitSystemOf } from '@plotplan/domain';
import type { Db } from '../../db/database.js';
import type { GenerationPool } from './generation-pool.js';
import type { GenerationRow } from './generation-row.js';
import { markFailed, markSucceeded } from './generation-store.js';
import { nothingPlaced, nothingPlacedMessage } from './generation-task.js';
import { claimNextJob, reapLapsedJobs, releaseJob, renewLease } from './job-queue-store.js';

export const RESTARTED_REASON =
  'The server stopped while running this generation, each time it was tried. Try again, perhaps with fewer objects.';
export const FEWER_VARIANTS_REASON =
  'The generator ran out of time before it came to this variant. Try fewer variants.';
/** The generator's own safety stop per variant; a batch gets it times its variants, within the pool's limit. */
export const DEFAULT_BUDGET_MS = 3_000;
/** The share of the pool's hard time limit a batch's budget may take (the rest: checks and measuring). */
const BUDGET_SHARE_OF_LIMIT = 0.8;
/** How long a claim holds without renewal: a job whose instance died runs again after at most this. */
export const DEFAULT_LEASE_MS = 30_000;
/** How often an instance sharing the database looks for jobs queued by others, and for lapsed leases. */
export const DEFAULT_POLL_MS = 1_000;
/** Starts of one job before it is failed: a job that kills its instance must not go round them all. */
export const MAX_ATTEMPTS = 3;

export interface RunnerSettings {
  readonly budgetMs?: number;
  /** Run the generator without its clock, so a seed reproduces its variants on any machine. */
  readonly reproducible?: boolean;
  /**
   * This process alone uses the database (the embedded PGlite): at start every running job is a
   * leftover to take back, and nothing needs polling, since every job is queued here.
   */
  readonly exclusive?: boolean;
  readonly leaseMs?: number;
  readonly pollMs?: number;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The generator stopped unexpectedly.';

/**
 * Runs the queued generation jobs of the database (job-queue-store: one request's batch per job,
 * owners served in turn, whatever instance queued it) on this instance's worker pool, at most as
 * many at once as it has threads, so a job's time limit counts its own run, not its wait. A claimed
 * job's lease is renewed while it runs; its rows are stored as succeeded or failed, row i with
 * variant i (best first). Instances sharing a database poll for work and take back jobs whose
 * lease lapsed. On close nothing more starts and the jobs cut off go back to the queue.
 */
export class GenerationRunner {
  /** Names this instance's claims in the database. */
  readonly instance = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly inFlight = new Map<Promise<void>, readonly number[]>();
  private claiming = false;
  /** A wake-up came during a claim: look again once it ends. */
  private again = false;
  private closing = false;
  private timers: NodeJS.Timeout[] = [];
  private readonly budgetMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly pool: GenerationPool,
    private readonly log: FastifyBaseLogger,
    private readonly settings: RunnerSettings = {},
  ) {
    this.budgetMs = settings.budgetMs ?? DEFAULT_BUDGET_MS;
    this.leaseMs = settings.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Takes back what a stopped process left running, starts the queued jobs and, when shared, polls. */
  async recover(): Promise<void> {
    await this.reap(this.settings.exclusive ?? false);
    const renew = setInterval(() => void this.renew(), Math.max(50, this.leaseMs / 3));
    renew.unref();
    this.timers.push(renew);
    if (!(this.settings.exclusive ?? false)) {
      const poll = setInterval(() => {
        void this.reap(false).then(() => this.wake());
      }, this.settings.pollMs ?? DEFAULT_POLL_MS);
      poll.unref();
      this.timers.push(poll);
    }
    this.wake();
  }

  /** Something was queued (here or, on the next poll, elsewhere): start what the pool has room for. */
  wake(): void {
    if (this.closing) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    if (this.inFlight.size >= this.pool.threads) return;
    this.claiming = true;
    this.again = false;
    void this.claim().finally(() => {
      this.claiming = false;
      if (this.again) this.wake();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.pool.destroy();
    await Promise.allSettled([...this.inFlight.keys()]);
  }

  /** Claims and starts jobs while threads are free and jobs wait. */
  private async claim(): Promise<void> {
    while (!this.closing && this.inFlight.size < this.pool.threads) {
      let rows: GenerationRow[];
      try {
        rows = await claimNextJob(this.db, this.instance, this.leaseMs);
      } catch (error) {
        if (!this.closing) this.log.error({ err: error }, 'could not claim a generation job');
        return;
      }
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      const job = this.runOne(rows).finally(() => {
        this.inFlight.delete(job);
        this.wake();
      });
      this.inFlight.set(job, ids);
    }
  }

  private async reap(all: boolean): Promise<void> {
    try {
      const { requeued, failed } = await reapLapsedJobs(this.db, RESTARTED_REASON, MAX_ATTEMPTS, all);
      if (requeued + failed > 0) this.log.info({ requeued, failed }, 'took back generations left running');
    } catch (error) {
      if (!this.closing) this.log.warn({ err: error }, 'could not look for lapsed generation jobs');
    }
  }

  /** Keeps this instance's claims alive while their jobs run. */
  private async renew(): Promise<void> {
    const ids = [...this.inFlight.values()].flat();
    if (ids.length === 0 || this.closing) return;
    try {
      const held = await renewLease(this.db, this.instance, ids, this.leaseMs);
      if (held.length < ids.length)
        this.log.warn({ lost: ids.length - held.length }, 'generation leases lost');
    } catch (error) {
      this.log.warn({ err: error }, 'could not renew generation leases');
    }
  }

  /** The generator's budget for a batch: the per-variant budget times its variants, within the pool's limit. */
  private budgetFor(variants: number): number {
    return Math.min(this.budgetMs * variants, BUDGET_SHARE_OF_LIMIT * this.pool.timeLimitMs);
  }

  private async runOne(rows: readonly GenerationRow[]): Promise<void> {
    const first = rows[0];
    if (first === undefined) return;
    const { plot, selection, weights, locked } = first.params;
    const started = performance.now();
    try {
      const outcomes = await this.pool.run({
        plot,
        selection,
        weights,
        locked,
        seed: first.seed,
        variants: rows.length,
        budgetMs: this.budgetFor(rows.length),
        clocked: !(this.settings.reproducible ?? false),
      });
      const durationMs = Math.round(performance.now() - started);
      const nothing = nothingPlaced(outcomes, locked.length);
      if (nothing !== undefined) {
        for (const row of rows)
          await markFailed(
            this.db,
            this.instance,
            row.id,
            nothingPlacedMessage(nothing, 'en', unitSystemOf(plot)),
            durationMs,
            nothing,
          );
        return;
      }
      for (const [i, row] of rows.entries()) {
        const outcome = outcomes[i];
        if (outcome === undefined)
          await markFailed(this.db, this.instance, row.id, FEWER_VARIANTS_REASON, durationMs);
        else await markSucceeded(this.db, this.instance, row.id, outcome, durationMs);
      }
    } catch (error) {
      const ids = rows.map((row) => row.id);
      if (this.closing) {
        // Cut off by this instance's stop, not the job's fault: back to the queue for the next one.
        await releaseJob(this.db, this.instance, ids).catch(() => undefined);
        return;
      }
      const durationMs = Math.round(performance.now() - started);
      this.log.warn({ err: error, generation: first.id }, 'generation failed');
      for (const id of ids) {
        await markFailed(this.db, this.instance, id, messageOf(error), durationMs).catch(
          (writeError: unknown) =>
            this.log.error({ err: writeError, generation: id }, 'could not store a failed generation'),
        );
      }
    }
  }
}
