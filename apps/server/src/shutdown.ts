import type { FastifyInstance } from 'fastify';

/** After the grace period: time left to close the database and workers before the process exits. */
export const CLOSE_AFTER_GRACE_MS = 2_000;
/** At most this long is spent writing the last log lines before exiting. */
const LOG_FLUSH_MS = 500;

export interface ShutdownOptions {
  /** How long requests in flight may take to be answered before their connections are cut. */
  readonly graceMs: number;
  /** Writes out buffered log lines, or gives up after the given time. */
  readonly flushLogs: (timeoutMs: number) => Promise<void>;
  readonly exit?: (code: number) => void;
  /**
   * Before closing: how long to keep serving everything while readiness answers 503 (`onDrain`),
   * so a load balancer probing readiness stops sending before the listener closes. Default 0.
   */
  readonly drainMs?: number;
  readonly onDrain?: () => void;
}

/**
 * On SIGTERM or SIGINT: after `drainMs` (readiness 503, everything else still served),
 * `app.close()` (see `drainOnClose`: no new connections, every request
 * received answered, later ones on kept-alive connections 503), then the database, worker pools and generation runner close,
 * and the process exits 0. Connections still busy after `graceMs` are cut; if closing has not
 * finished `CLOSE_AFTER_GRACE_MS` later, the process exits 1. A repeated signal changes nothing.
 */
export function closeOnSignals(app: FastifyInstance, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  let exiting = false;
  const finish = (code: number) => {
    if (exiting) return;
    exiting = true;
    void options.flushLogs(LOG_FLUSH_MS).then(() => exit(code));
  };
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    options.onDrain?.();
    const drainMs = options.drainMs ?? 0;
    if (drainMs > 0) {
      app.log.info({ signal, drainMs }, 'shutting down: draining (readiness 503) before closing');
      setTimeout(() => close(signal), drainMs);
    } else close(signal);
  };
  const close = (signal: NodeJS.Signals) => {
    app.log.info({ signal, graceMs: options.graceMs }, 'shutting down: finishing in-flight requests');
    const cutOff = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still busy');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('shutdown did not complete in time; exiting');
        finish(1);
      }, CLOSE_AFTER_GRACE_MS).unref();
    }, options.graceMs);
    cutOff.unref();
    app.close().then(
      () => {
        clearTimeout(cutOff);
        finish(0);
      },
      (error: unknown) => {
        clearTimeout(cutOff);
        app.log.error({ err: error }, 'shutdown failed');
        finish(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
