import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { migrationsDir } from '../paths.js';

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
  const template =
    options.migrationsFolder === undefined ? await migratedServerTemplate(serverUrl) : undefined;
  const { url, drop } = await createServerDatabase(serverUrl, template);
  const database = await openDatabase({ kind: 'postgres', url });
  // On a copy of the migrated template this finds nothing left to do.
  await prepare(database);
  return { ...database, close: closeThenDrop(database, drop) };
}

const serverTemplates = new Map<string, Promise<string>>();

/**
 * The name of a migrated database on the server of `serverUrl` that fresh test databases are
 * copied from (`CREATE DATABASE ... TEMPLATE`): copying takes a fraction of running every migration
 * again for each test. Named after the migrations' content, so a changed migration gets a new one;
 * it is built under a temporary name and renamed when complete, so a worker never copies a half
 * migrated template, and whichever worker renames first wins.
 */
export function migratedServerTemplate(serverUrl: string): Promise<string> {
  let template = serverTemplates.get(serverUrl);
  if (template === undefined) {
    template = buildServerTemplate(serverUrl).catch((error: unknown) => {
      serverTemplates.delete(serverUrl);
      throw error;
    });
    serverTemplates.set(serverUrl, template);
  }
  return template;
}

async function buildServerTemplate(serverUrl: string): Promise<string> {
  const name = `plotplan_template_${await migrationsHash()}`;
  const exists = await adminQuery(serverUrl, 'SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 1) return name;
  const { url, drop } = await createServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  try {
    await adminQuery(serverUrl, `ALTER DATABASE ${new URL(url).pathname.slice(1)} RENAME TO ${name}`);
  } catch (error) {
    await drop();
    // Another worker renamed its copy first: use that one.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
  return name;
}

/** A short hash of every migration file's name and content. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (folder: string): Promise<void> => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(path.relative(migrationsDir, full)).update(await readFile(full));
    }
  };
  await walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

async function adminQuery(serverUrl: string, query: string, values: readonly unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(query, [...values]);
  } finally {
    await admin.end();
  }
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
  const { url, drop } = await createServerDatabase(serverUrl, await migratedServerTemplate(serverUrl));
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

/**
 * A new database on the server of `serverUrl`, empty or a copy of `template`; `drop` removes it
 * (connections or not).
 */
export async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `plotplan_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
