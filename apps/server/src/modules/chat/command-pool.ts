import { Piscina } from 'piscina';
import type { CommandOutcome } from '@plotplan/domain';
import { workerLocation } from '../generations/generation-pool.js';
import type { CommandTask } from './assistant-worker.js';

export interface CommandPoolOptions {
  /** Worker threads (default 1: the generations have their own pool). */
  readonly threads?: number;
  /** Hard limit per command, milliseconds (default 15 s). */
  readonly timeLimitMs?: number;
}

/** A command that ran out of time; the assistant says so and changes nothing. */
export class CommandTimeout extends Error {
  override readonly name = 'CommandTimeout';
}

/** Runs assistant commands (which may run the generator) on a worker thread, off the event loop. */
export class CommandPool {
  private pool: Piscina | undefined;
  private readonly timeLimitMs: number;
  private readonly threads: number;

  constructor(options: CommandPoolOptions = {}) {
    this.threads = options.threads ?? 1;
    this.timeLimitMs = options.timeLimitMs ?? 15_000;
  }

  async run(task: CommandTask): Promise<CommandOutcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeLimitMs);
    try {
      return (await this.started().run(task, { signal: controller.signal })) as CommandOutcome;
    } catch (error) {
      if (controller.signal.aborted) throw new CommandTimeout(`took longer than ${this.timeLimitMs} ms`);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async destroy(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (pool !== undefined) await pool.destroy();
  }

  private started(): Piscina {
    if (this.pool === undefined) {
      const { filename, execArgv } = workerLocation(import.meta.url, 'assistant-worker');
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
