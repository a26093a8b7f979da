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
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await prepare(database);
    return database;
  }
  const name = `plotplan_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await prepare(database);
  let dropped = false;
  return {
    ...database,
    close: async () => {
      await database.close();
      if (dropped) return;
      dropped = true;
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
