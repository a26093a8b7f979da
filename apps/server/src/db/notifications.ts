import pg from 'pg';
import type { DatabaseLimits } from '../config.js';

/** What a LISTEN hears, and when it may have missed something. */
export interface ListenHandlers {
  /** A notification's payload, in the order the server sent them. */
  onMessage(payload: string): void;
  /** LISTEN is in place (first time or again): anything sent while it was not may have been missed. */
  onListening(): void;
  /** The connection is gone; it is opened again after a pause. */
  onLost(error: Error): void;
}

export interface Listener {
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY/LISTEN between the processes on one database. */
export interface Notifications {
  /** Sends `payload` on `channel` (delivered to every listener, this process's too). */
  notify(channel: string, payload: string): Promise<void>;
  /** Listens on its own connection (a pooled one would drop LISTEN when returned). */
  listen(channel: string, handlers: ListenHandlers): Listener;
}

/** First pause before connecting again; doubled after each failure up to the maximum. */
export const RECONNECT_MIN_MS = 250;
export const RECONNECT_MAX_MS = 5_000;

export function postgresNotifications(url: string, pool: pg.Pool, limits: DatabaseLimits): Notifications {
  return {
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, handlers) => listenWithReconnect(url, channel, handlers, limits.connectTimeoutMs),
  };
}

function listenWithReconnect(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  connectTimeoutMs: number,
): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let pause = RECONNECT_MIN_MS;

  const lost = (current: pg.Client, error: Error) => {
    if (client !== current) return;
    client = undefined;
    current.removeAllListeners();
    // Errors of a client being given up must not become unhandled 'error' events.
    current.on('error', () => undefined);
    void current.end().catch(() => undefined);
    if (closed) return;
    handlers.onLost(error);
    retry = setTimeout(connect, pause);
    retry.unref();
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const connect = () => {
    retry = undefined;
    if (closed) return;
    // TCP keep-alive from 10 s idle: a connection that died silently (no FIN, e.g. a network cut)
    // is noticed in minutes (Linux then probes 9 times, 75 s apart) instead of hours.
    const current = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = current;
    current.on('error', (error) => lost(current, error));
    current.on('end', () => lost(current, new Error('the LISTEN connection ended')));
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    current
      .connect()
      .then(() => current.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
      .then(
        () => {
          if (client !== current || closed) return;
          pause = RECONNECT_MIN_MS;
          handlers.onListening();
        },
        (error: unknown) => lost(current, error instanceof Error ? error : new Error(String(error))),
      );
  };

  connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      if (current === undefined) return;
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    },
  };
}
