import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';

/**
 * A fresh, migrated database for one test: embedded PGlite in memory by default, or a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 * `migrationsFolder`: migrate with that folder's migrations only (a test of a later migration).
 */
export async function openTestDatabase(options: { migrationsFolder?: string } = {}): Promise<Database> {
  const prepare = (database: Database) =>
    options.migrationsFolder === undefined
      ? prepareDatabase(database)
      : database.migrate(options.migrationsFolder);
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (serverUrl === undefined || serverUrl === '') {
    const copyOf = options.migrationsFolder === undefined ? await migratedTemplate() : undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory', ...(copyOf && { copyOf }) });
    // On a copy of the migrated template this finds nothing left to do.
    await prepare(database);
    return database;
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url });
  await prepare(database);
  return { ...database, close: closeThenDrop(database, drop) };
}

let template: Promise<Blob> | undefined;

/** One migrated PGlite database per test process, as a tarball each fresh database starts from. */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    try {
      await prepareDatabase(database);
      const dump = await database.snapshot?.();
      if (dump === undefined) throw new Error('PGlite gave no snapshot');
      return dump;
    } finally {
      await database.close();
    }
  })().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/**
 * Two handles on one fresh, migrated database, as two instances of the app see it: on PGlite the
 * same in-memory database twice (one process can hold it); with TEST_DATABASE_URL two separate
 * connection pools to one new database on that server. Neither handle closes anything (so each can
 * be given to an app); `close()` closes both and drops the database.
 */
export async function openSharedTestDatabases(): Promise<{
  readonly first: Database;
  readonly second: Database;
  close(): Promise<void>;
}> {
  const serverUrl = process.env['TEST_DATABASE_URL'];
  const keepOpen = (database: Database): Database => ({ ...database, close: async () => undefined });
  if (serverUrl === undefined || serverUrl === '') {
    const database = await openTestDatabase();
    return { first: keepOpen(database), second: keepOpen(database), close: () => database.close() };
  }
  const { url, drop } = await createServerDatabase(serverUrl);
  const first = await openDatabase({ kind: 'postgres', url });
  await prepareDatabase(first);
  const second = await openDatabase({ kind: 'postgres', url });
  return {
    first: keepOpen(first),
    second: keepOpen(second),
    close: async () => {
      await second.close();
      await closeThenDrop(first, drop)();
    },
  };
}

/** A new, empty database on the server of `serverUrl`; `drop` removes it (connections or not). */
export async function createServerDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `plotplan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}

/** Closes the database, then drops it, once however often it is called. */
function closeThenDrop(database: Database, drop: () => Promise<void>): () => Promise<void> {
  let dropped = false;
  return async () => {
    await database.close();
    if (dropped) return;
    dropped = true;
    await drop();
  };
}
