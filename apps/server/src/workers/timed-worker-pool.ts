import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * A worker module next to the calling module: `<name>.js` in the compiled dist; under vitest or tsx
 * the caller is TypeScript, so the worker is the `.ts` file, loaded through tsx with the workspace
 * packages resolved to their sources as in the parent.
 */
export function workerLocation(moduleUrl: string, name: string): { filename: string; execArgv: string[] } {
  const fromSources = moduleUrl.endsWith('.ts');
  const filename = fileURLToPath(new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, moduleUrl));
  return {
    filename,
    execArgv: fromSources ? ['--import', 'tsx', '--conditions=@plotplan/source'] : [],
  };
}

export interface TimedWorkerPoolOptions {
  /** Where the worker module is (see workerLocation). */
  readonly worker: { readonly filename: string; readonly execArgv: readonly string[] };
  readonly threads: number;
  /** Hard limit per task, milliseconds: past it the task is aborted (piscina ends its thread). */
  readonly timeLimitMs: number;
  /** The error a task that ran out of time rejects with. */
  readonly timeout: () => Error;
}

/**
 * CPU-heavy tasks on worker threads, never on the event loop. Threads start with the first task
 * and end after a minute idle. A task past its time limit rejects with `timeout()`; a task that
 * throws or whose worker dies rejects with that error.
 */
export class TimedWorkerPool<Task, Result> {
  private pool: Piscina | undefined;
  private destroyed = false;

  constructor(private readonly options: TimedWorkerPoolOptions) {}

  async run(task: Task): Promise<Result> {
    if (this.destroyed) throw new Error('The worker pool is closed.');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeLimitMs);
    try {
      return (await this.started().run(task, { signal: controller.signal })) as Result;
    } catch (error) {
      if (controller.signal.aborted) throw this.options.timeout();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the worker threads; tasks still running reject. */
  async destroy(): Promise<void> {
    this.destroyed = true;
    const pool = this.pool;
    this.pool = undefined;
    if (pool !== undefined) await pool.destroy();
  }

  private started(): Piscina {
    if (this.pool === undefined) {
      this.pool = new Piscina({
        filename: this.options.worker.filename,
        execArgv: [...this.options.worker.execArgv],
        minThreads: 0,
        maxThreads: this.options.threads,
        idleTimeout: 60_000,
      });
    }
    return this.pool;
  }
}
