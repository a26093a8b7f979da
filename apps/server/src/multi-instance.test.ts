import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database.js';
import { createUser, signIn } from './test-support/auth-helpers.js';
import { houseOnly, projectsClient, rectPlot, type ProjectsClient } from './test-support/project-fixtures.js';
import { createTestApp, type TestApp } from './test-support/test-app.js';

// Two app instances (as two processes would be) on one PostgreSQL database, each with its own
// connection pool, LISTEN connection and project read cache.
const serverUrl = process.env['TEST_DATABASE_URL'];
const skipReason = 'needs TEST_DATABASE_URL (a PostgreSQL server): several instances share one';
const name = `plotplan_multi_${randomBytes(6).toString('hex')}`;
let url: string;
let first: TestApp;
let second: TestApp;
let firstClient: ProjectsClient;
let secondClient: ProjectsClient;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Polls `read` until `done` holds of it (the change travels by NOTIFY), for at most 3 s. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(serverUrl === undefined || serverUrl === '')(
  `several instances on one database (${skipReason})`,
  () => {
    let databases: Database[];

    beforeAll(async () => {
      await admin(`CREATE DATABASE ${name}`);
      const target = new URL(serverUrl ?? '');
      target.pathname = `/${name}`;
      url = target.toString();
      databases = [
        await openDatabase({ kind: 'postgres', url }),
        await openDatabase({ kind: 'postgres', url }),
      ];
      // Both migrate at once, as instances starting together do: the advisory lock serialises them.
      await Promise.all(databases.map((database) => database.migrate()));
      const env = { JWT_SECRET: randomBytes(32).toString('hex') };
      first = await createTestApp({ database: databases[0], env });
      second = await createTestApp({ database: databases[1], env });
      const user = await createUser(first.database);
      const { access } = await signIn(first.app, user.email, user.password);
      const headers = { authorization: `Bearer ${access}` };
      firstClient = projectsClient(first.app, headers);
      secondClient = projectsClient(second.app, headers);
    }, 120_000);

    afterAll(async () => {
      await first?.app.close();
      await second?.app.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it('migrated once although both migrated together', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ applied: number; distinct: number }>(
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      await client.end();
      expect(rows[0]?.applied).toBeGreaterThan(0);
      expect(rows[0]?.applied).toBe(rows[0]?.distinct);
    });

    it("shows a write through one instance in the other's cached list and project", async () => {
      const created = await firstClient.created({ name: 'Before', description: '', plot: rectPlot() });
      // The second instance reads (and caches) the list and the project...
      const listed = await eventually(
        () => secondClient.list(),
        (r) => r.body.includes('"Before"'),
      );
      expect(listed.statusCode).toBe(200);
      expect((await secondClient.get(created.id)).json()).toMatchObject({ name: 'Before' });
      // ...and serves them from its cache: a change behind both apps' backs does not show.
      await first.database.db.execute(
        sql`update projects set description = 'behind' where id = ${created.id}`,
      );
      expect((await secondClient.get(created.id)).json()).toMatchObject({ description: '' });

      const renamed = await firstClient.patch(created.id, { name: 'After' });
      expect(renamed.statusCode).toBe(200);
      const list = await eventually(
        () => secondClient.list(),
        (r) => r.body.includes('"After"'),
      );
      expect(list.json()).toEqual([expect.objectContaining({ id: created.id, name: 'After' })]);
      const project = await eventually(
        () => secondClient.get(created.id),
        (r) => r.json<{ name: string }>().name === 'After',
      );
      expect(project.json()).toMatchObject({ name: 'After', description: 'behind' });
    });

    it('shows a plan written through the other instance, and a delete', async () => {
      const created = await secondClient.created({ name: 'Plans', description: '', plot: rectPlot() });
      expect((await firstClient.get(created.id)).json()).toMatchObject({ plan_version: null });
      const edited = await secondClient.edit(created.id, { plan: houseOnly() });
      expect(edited.statusCode).toBe(200);
      const seen = await eventually(
        () => firstClient.get(created.id),
        (r) => r.json<{ plan_version: number | null }>().plan_version !== null,
      );
      expect(seen.json()).toMatchObject({ plan_version: 1 });

      expect((await secondClient.remove(created.id)).statusCode).toBe(204);
      const gone = await eventually(
        () => firstClient.get(created.id),
        (r) => r.statusCode === 404,
      );
      expect(gone.statusCode).toBe(404);
    });

    it('keeps nothing while the LISTEN connection is down, and caches again once it is back', async () => {
      const created = await firstClient.created({ name: 'Listen', description: '', plot: rectPlot() });
      expect((await secondClient.get(created.id)).json()).toMatchObject({ name: 'Listen' });
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const listeners = async () =>
        (
          await client.query<{ pid: number }>(
            "select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
          )
        ).rows.map((row) => row.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      for (const pid of before) await client.query('select pg_terminate_backend($1)', [pid]);
      // A write behind both apps' backs shows at once: nothing is cached while unheard writes may come.
      await client.query("update projects set name = 'Unheard' where id = $1", [created.id]);
      const during = await eventually(
        () => secondClient.get(created.id),
        (r) => r.json<{ name: string }>().name === 'Unheard',
      );
      expect(during.json()).toMatchObject({ name: 'Unheard' });
      // Both listen again on new connections, and the cache keeps bodies again.
      const after = await eventually(
        listeners,
        (pids) => pids.length === 2 && !pids.some((p) => before.includes(p)),
      );
      expect(after).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await secondClient.get(created.id)).statusCode).toBe(200);
      await client.query("update projects set name = 'Cached' where id = $1", [created.id]);
      expect((await secondClient.get(created.id)).json()).toMatchObject({ name: 'Unheard' });
      await client.end();
    });
  },
);
