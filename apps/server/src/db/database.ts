import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (tests may name a folder holding the first few). */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
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

export type DatabaseTarget =
  { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | 'memory' };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client losing its server must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    let closed = false;
    return {
      db,
      kind: 'postgres',
      migrate: (migrationsFolder = migrationsDir) => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir !== 'memory') {
    dataDir = path.join(target.dataDir, 'db');
    await mkdir(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir, { postgresqlconf: PGLITE_SETTINGS });
  const db = drizzlePglite({ client, schema });
  const vacuum = setInterval(() => {
    if (!client.closed) db.execute(sql`vacuum`).catch(() => undefined);
  }, PGLITE_VACUUM_INTERVAL_MS);
  vacuum.unref();
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder = migrationsDir) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error('database is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      clearInterval(vacuum);
      if (!client.closed) await client.close();
    },
  };
}
