import type { FastifyBaseLogger } from 'fastify';

export interface LogEntry {
  readonly level: string;
  readonly args: readonly unknown[];
}

/** A logger that records its calls, for asserting what is (and is not) logged. */
export function captureLogger(): { log: FastifyBaseLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) => {
      entries.push({ level, args });
    };
  const log = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: at('silent'),
    child: () => log,
  };
  return { log: log as unknown as FastifyBaseLogger, entries };
}
