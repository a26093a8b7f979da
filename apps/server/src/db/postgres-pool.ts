import pg from 'pg';
import type { DatabaseLimits } from '../config.js';

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { connectTimeoutMs: 5_000, queryTimeoutMs: 15_000 };

/**
 * The client keeps waiting this much longer than the server's statement_timeout: a live server
 * cancels the statement itself (57014, with a clean connection); only a silent one (a stalled
 * network) trips the client-side limit.
 */
const CLIENT_GRACE_MS = 2_000;

/** Notified of each connection lost, with the error the driver gave. */
export type ConnectionLost = (error: Error) => void;

/**
 * A node-postgres pool that no lost connection can bring down and no silent server can hang:
 * - every client gets an 'error' listener as it connects. The pool listens only to idle clients;
 *   a checked-out one (a transaction between statements) that lost its server emitted an
 *   unhandled 'error' and killed the process. Now its next statement fails instead (503) and the
 *   pool drops it on release.
 * - a connect timeout (also on waiting for a free client), a server-side statement timeout, a
 *   client-side read timeout a little longer, and a limit on sessions left idle in a transaction.
 * - TCP keep-alive, so a connection cut without a FIN is noticed in minutes, not hours.
 */
export function createPostgresPool(
  url: string,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
  onLost: ConnectionLost = () => undefined,
): pg.Pool {
  const pool = new ReleasingPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.queryTimeoutMs,
    query_timeout: limits.queryTimeoutMs + CLIENT_GRACE_MS,
    idle_in_transaction_session_timeout: limits.queryTimeoutMs * 2,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('connect', (client) => {
    // One listener reports the loss (idle or checked out); a checked-out client whose connection
    // ended goes back to the pool as broken (see below).
    client.on('error', (error) => {
      onLost(error);
      releaseLost(client, error);
    });
    client.on('end', () => releaseLost(client, new Error('the database connection ended')));
  });
  // The pool re-emits an idle client's error, already reported above: only keep it from crashing.
  pool.on('error', () => undefined);
  return pool;
}

/** Checked-out clients, with the release that hands each back once. */
const checkedOut = new WeakMap<pg.PoolClient, (error?: Error) => void>();

function releaseLost(client: pg.PoolClient, error: Error): void {
  checkedOut.get(client)?.(error);
}

/**
 * drizzle's `transaction()` sends BEGIN before its try block: when BEGIN fails (the backend was
 * just terminated, or a stalled network timed it out) the client is never released. Each such leak
 * took a pool slot for good: ten, and every request waited for a connection that never came (the
 * total outage seen under `pg_ctl restart`). So a checked-out client whose connection ends is
 * handed back (as broken, so it is discarded) at once, and its own later release does nothing.
 * Leaked clients on a stalled connection end too: the server closes sessions left idle in a
 * transaction, and TCP keep-alive closes dead ones.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own `query()`, which always releases (with the error).
    if (callback !== undefined) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const once = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(error);
      };
      checkedOut.set(client, once);
      client.release = once;
      return client;
    });
  }
}
