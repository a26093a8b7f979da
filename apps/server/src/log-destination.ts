/** Log lines held in memory while stdout's reader is slow, before lines are dropped. */
export const MAX_BUFFERED_LOG_BYTES = 4 * 1024 * 1024;

/** What pino writes each serialised line to. */
export interface LogDestination {
  write(line: string): void;
  /** Resolves when what is buffered has been written, or after `timeoutMs` at the latest. */
  flush(timeoutMs: number): Promise<void>;
}

/**
 * The process's log output: stdout, which must never block or wedge the process. Node writes to a
 * pipe without blocking and queues what the pipe cannot take yet, so a reader that stops reading
 * only fills that queue: past `maxBufferedBytes` lines are dropped instead. A reader that is gone
 * (EPIPE, or any other write error) ends logging for good rather than crashing the process. Each
 * of the two is noted once on stderr.
 */
export function createLogDestination(
  out: NodeJS.WritableStream & { readonly writableLength: number } = process.stdout,
  note: (message: string) => void = noteOnStderr,
  maxBufferedBytes = MAX_BUFFERED_LOG_BYTES,
): LogDestination {
  let broken = false;
  let droppingNoted = false;
  out.on('error', (error: NodeJS.ErrnoException) => {
    if (broken) return;
    broken = true;
    note(`Log output failed (${error.code ?? error.message}); further log lines are dropped.`);
  });
  return {
    write(line) {
      if (broken) return;
      if (out.writableLength > maxBufferedBytes) {
        if (!droppingNoted) {
          droppingNoted = true;
          note('Log output is not being read; log lines are dropped while it is behind.');
        }
        return;
      }
      out.write(line);
    },
    flush(timeoutMs) {
      if (broken || out.writableLength === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          out.removeListener('drain', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        timer.unref();
        out.once('drain', done);
      });
    },
  };
}

function noteOnStderr(message: string): void {
  if (process.stderr.listenerCount('error') === 0) process.stderr.on('error', () => undefined);
  process.stderr.write(`${message}\n`);
}

let stdoutDestination: LogDestination | undefined;

/** The one destination on this process's stdout, made on first use. */
export function stdoutLog(): LogDestination {
  stdoutDestination ??= createLogDestination();
  return stdoutDestination;
}
