import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GenerationOutcome, GenerationTask } from './generation-task.js';

export interface GenerationPoolOptions {
  /** Worker threads; default max(1, cpus - 1), leaving a core for the event loop. */
  readonly threads?: number;
  /** Hard limit per job, milliseconds (default 10 s): the worker is killed and the job fails. */
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
 * A worker module next to the calling module (`generation-worker` next to this one by default):
 * `<name>.js` in the compiled dist; under vitest or tsx the caller is TypeScript, so the worker is
 * the `.ts` file, loaded through tsx with the workspace packages resolved to their sources as in the
 * parent.
 */
export function workerLocation(
  moduleUrl: string = import.meta.url,
  name = 'generation-worker',
): {
  filename: string;
  execArgv: string[];
} {
  const fromSources = moduleUrl.endsWith('.ts');
  const filename = fileURLToPath(new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, moduleUrl));
  return {
    filename,
    execArgv: fromSources ? ['--import', 'tsx', '--conditions=@plotplan/source'] : [],
  };
}

/**
 * Runs the generator on worker threads, never on the event loop. The threads start with the first
 * job. A job past its time limit is aborted (piscina ends its worker thread) and rejects with a
 * GenerationTimeout; a job that throws or whose worker dies rejects with that error.
 */
export class GenerationPool {
  readonly threads: number;
  readonly timeLimitMs: number;
  private pool: Piscina | undefined;
  private destroyed = false;

  constructor(options: GenerationPoolOptions = {}) {
    this.threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.timeLimitMs = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  }

  async run(task: GenerationTask): Promise<GenerationOutcome> {
    if (this.destroyed) throw new Error('The generation pool is closed.');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeLimitMs);
    try {
      return (await this.started().run(task, { signal: controller.signal })) as GenerationOutcome;
    } catch (error) {
      if (controller.signal.aborted) throw new GenerationTimeout(this.timeLimitMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the worker threads; jobs still running reject. */
  async destroy(): Promise<void> {
    this.destroyed = true;
    const pool = this.pool;
    this.pool = undefined;
    if (pool !== undefined) await pool.destroy();
  }

  private started(): Piscina {
    if (this.pool === undefined) {
      const { filename, execArgv } = workerLocation();
      this.pool = new Piscina({
        filename,
        execArgv,
        minThreads: 0,
        maxThreads: this.threads,
        idleTimeout: 60_000,
      });
    }
    return this.pool;
  }
}
