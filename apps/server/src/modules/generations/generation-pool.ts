import { availableParallelism } from 'node:os';
import { TimedWorkerPool, workerLocation } from '../../workers/timed-worker-pool.js';
import type { GenerationOutcome, GenerationTask } from './generation-task.js';

export interface GenerationPoolOptions {
  /** Worker threads; default max(1, cpus - 1), leaving a core for the event loop. */
  readonly threads?: number;
  /** Hard limit per job (a whole batch), milliseconds (default 10 s): the worker is killed and the job fails. */
  readonly timeLimitMs?: number;
}

export const DEFAULT_TIME_LIMIT_MS = 10_000;

/** A job that ran out of time; its message is what the generation's `error` says. */
export class GenerationTimeout extends Error {
  override readonly name = 'GenerationTimeout';
  constructor(limitMs: number) {
    super(`Generation took longer than ${limitMs / 1000} s.`);
  }
}

/**
 * Runs the generator (`generation-worker`, one request's variants per task) on worker threads. A job past its
 * time limit rejects with a GenerationTimeout; a job that throws or whose worker dies rejects with
 * that error.
 */
export class GenerationPool extends TimedWorkerPool<GenerationTask, GenerationOutcome[]> {
  readonly threads: number;
  readonly timeLimitMs: number;

  constructor(options: GenerationPoolOptions = {}) {
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    const timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    super({
      worker: workerLocation(import.meta.url, 'generation-worker'),
      threads,
      timeLimitMs,
      timeout: () => new GenerationTimeout(timeLimitMs),
    });
    this.threads = threads;
    this.timeLimitMs = timeLimitMs;
  }
}
