import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseLimits } from '../config.js';
import { migrationsDir } from '../paths.js';
import { lockDataDir, type DataDirLock, type LockOwner } from './data-dir-lock.js';
import { createPgliteClusterIfMissing } from './pglite-cluster.js';
import { postgresNotifications, type Notifications } from './notifications.js';
import { createPostgresPool, DEFAULT_DATABASE_LIMITS } from './postgres-pool.js';
import { withinTime } from './within-time.js';

export type { Notifications } from './notifications.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (tests may name a folder holding the first few). */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects past `PING_TIMEOUT_MS`. */
  ping(): Promise<void>;
  /** Called with each connection the database dropped (a restart, a terminated backend). */
  onConnectionLost(listener: (error: Error) => void): void;
  /**
   * NOTIFY/LISTEN between the processes sharing a PostgreSQL database; undefined on PGlite, whose
   * one process is the only one that can open it.
   */
  readonly notifications: Notifications | undefined;
  /**
   * PGlite only: the whole data directory as a tarball, from which `openDatabase` can start a copy
   * (`copyOf`). Tests start each fresh database from one migrated copy: unpacking it takes a third
   * of the time of PGlite's initdb.
   */
  readonly snapshot?: () => Promise<Blob>;
  /**
   * PGlite only: a gzipped tarball of the data directory taken while serving (after a CHECKPOINT,
   * between two statements), from which `restoreEmbedded` builds a data directory again.
   */
  readonly backup?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * PGlite runs without autovacuum: the app vacuums it this often, so the space of dead rows (e.g. the
 * evaluation a newer plan version replaced) is reused instead of growing the files.
 */
export const PGLITE_VACUUM_INTERVAL_MS = 5 * 60_000;

/**
 * PGlite keeps its shared buffers inside the process's WebAssembly memory, which never shrinks:
 * PostgreSQL's default of 128 MB made up about half of an idle server's RSS. The files are read
 * through the OS page cache anyway, so a small pool costs little.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

/**
 * Session advisory lock held while migrating PostgreSQL (an arbitrary constant of ours): instances
 * starting together migrate one after the other, and the later ones find nothing left to do.
 * (drizzle's migrator reads the applied list and applies the rest without a lock of its own.)
 */
export const MIGRATION_LOCK_KEY = 7_305_114_017;

/** How long a health check waits for the database: a stalled one turns readiness to 503 this fast. */
export const PING_TIMEOUT_MS = 2_000;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; limits?: DatabaseLimits }
  | {
      kind: 'pglite';
      dataDir: string | 'memory';
      copyOf?: Blob;
      /** Told when a lock left by a process that no longer runs is taken over. */
      onStaleLock?: (owner: LockOwner) => void;
    };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const lostListeners: ((error: Error) => void)[] = [];
  const onConnectionLost = (listener: (error: Error) => void) => void lostListeners.push(listener);
  if (target.kind === 'postgres') {
    const limits = target.limits ?? DEFAULT_DATABASE_LIMITS;
    const pool = createPostgresPool(target.url, limits, (error) => {
      for (const listener of lostListeners) listener(error);
    });
    const db = drizzlePg({ client: pool, schema });
    let closed = false;
    return {
      db,
      kind: 'postgres',
      migrate: async (migrationsFolder = migrationsDir) => {
        const client = await pool.connect();
        try {
          // Waiting for another instance's migration is bounded by the start's own time limit.
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          // Never pooled again: its statement timeout is off (and the unlock may have failed).
          client.release(true);
        }
      },
      notifications: postgresNotifications(target.url, pool, limits),
      ping: async () => {
        await withinTime(db.execute(sql`select 1`), PING_TIMEOUT_MS, 'health check');
      },
      onConnectionLost,
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  let lock: DataDirLock | undefined;
  if (target.dataDir !== 'memory') {
    dataDir = path.join(target.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
    lock = await lockDataDir(target.dataDir, target.onStaleLock);
  }
  let client: PGlite;
  try {
    if (dataDir !== undefined && target.copyOf === undefined) {
      await createPgliteClusterIfMissing(dataDir, PGLITE_SETTINGS);
    }
    // One options object: PGlite reads its second argument only when the first is a path.
    client = new PGlite({
      ...(dataDir === undefined ? {} : { dataDir }),
      postgresqlconf: PGLITE_SETTINGS,
      ...(target.copyOf === undefined ? {} : { loadDataDir: target.copyOf }),
    });
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  const vacuum = setInterval(() => {
    if (!client.closed) db.execute(sql`vacuum`).catch(() => undefined);
  }, PGLITE_VACUUM_INTERVAL_MS);
  vacuum.unref();
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = migrationsDir) => migratePglite(db, { migrationsFolder }),
    notifications: undefined,
    snapshot: () => client.dumpDataDir('none'),
    backup: async () => {
      await client.exec('CHECKPOINT');
      // Read between two statements (PGlite runs it exclusive of queries): a transaction half-way
      // is in the files as after a crash, and rolled back when the copy first opens.
      return client.dumpDataDir('gzip');
    },
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await withinTime(db.execute(sql`select 1`), PING_TIMEOUT_MS, 'health check');
    },
    onConnectionLost,
    close: async () => {
      clearInterval(vacuum);
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}
