import type { CommandOutcome } from '@plotplan/assistant';
import { TimedWorkerPool, workerLocation } from '../../workers/timed-worker-pool.js';
import type { CommandTask } from './assistant-worker.js';

export interface CommandPoolOptions {
  /** Worker threads (default 1: the generations have their own pool). */
  readonly threads?: number;
  /** Hard limit per command, milliseconds (default 15 s). */
  readonly timeLimitMs?: number;
}

/** Default hard limit per command, from its submission (a wait for the thread counts too). */
export const COMMAND_TIME_LIMIT_MS = 15_000;

/** A command that ran out of time; the assistant says so and changes nothing. */
export class CommandTimeout extends Error {
  override readonly name = 'CommandTimeout';
}

/** Runs assistant commands (which may run the generator) on a worker thread, off the event loop. */
export class CommandPool extends TimedWorkerPool<CommandTask, CommandOutcome> {
  constructor(options: CommandPoolOptions = {}) {
    const timeLimitMs = options.timeLimitMs ?? COMMAND_TIME_LIMIT_MS;
    super({
      worker: workerLocation(import.meta.url, 'assistant-worker'),
      threads: options.threads ?? 1,
      timeLimitMs,
      timeout: () => new CommandTimeout(`took longer than ${timeLimitMs} ms`),
    });
  }
}
