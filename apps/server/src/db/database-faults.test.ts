import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFailureOf } from '../errors/database-failure.js';
import { signedInUser } from '../test-support/auth-helpers.js';
import { startFaultProxy, type FaultProxy } from '../test-support/fault-proxy.js';
import { houseOnly, projectsClient, rectPlot } from '../test-support/project-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createServerDatabase } from '../test-support/test-database.js';
import { openDatabase, PING_TIMEOUT_MS, type Database } from './database.js';
import { prepareDatabase } from './prepare-database.js';

/**
 * Fault injection on a real PostgreSQL (TEST_DATABASE_URL; CI's PostgreSQL pass): backends
 * terminated mid-transaction, every connection reset, the server refusing connections, and a
 * stalled network (a frozen loopback proxy). The process must live through all of it (vitest fails
 * a run on an unhandled 'error' event), answer 503 with Retry-After while the database is gone, and
 * serve again by itself when it is back.
 */
const serverUrl = process.env['TEST_DATABASE_URL'];
const LIMITS = { connectTimeoutMs: 1_000, queryTimeoutMs: 1_500 };

describe.skipIf(serverUrl === undefined || serverUrl === '')(
  'the database failing under the app (PostgreSQL)',
  () => {
    let proxy: FaultProxy;
    let drop: () => Promise<void>;
    let database: Database;
    let admin: pg.Client;
    let current: TestApp;
    let dbName: string;
    let directUrl: string;

    beforeAll(async () => {
      const created = await createServerDatabase(serverUrl ?? '');
      drop = created.drop;
      dbName = new URL(created.url).pathname.slice(1);
      directUrl = created.url;
      const migrating = await openDatabase({ kind: 'postgres', url: created.url });
      await prepareDatabase(migrating);
      await migrating.close();
      const target = new URL(created.url);
      proxy = await startFaultProxy(target.hostname, Number(target.port || 5432));
      database = await openDatabase({ kind: 'postgres', url: proxy.via(created.url), limits: LIMITS });
      current = await createTestApp({ database, projectReadCache: false });
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await current.app.close();
      await admin.end();
      await proxy.close();
      await drop();
    });

    /** Terminates every backend of the test database but the admin's own. */
    const terminateBackends = () =>
      admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );

    const expectOkOr503 = (response: {
      statusCode: number;
      headers: Record<string, unknown>;
      json(): unknown;
    }) => {
      if (response.statusCode === 503) {
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({ code: 'service_unavailable' });
      } else {
        expect([200, 201]).toContain(response.statusCode);
      }
    };

    it('fails a transaction whose backend is terminated between statements, and reconnects', async () => {
      const attempt = database.db.transaction(async (tx) => {
        await tx.execute('select 1');
        // Idle in transaction now: the case whose unhandled 'error' event used to end the process.
        await terminateBackends();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute('select 1');
      });
      const error = await attempt.then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(databaseFailureOf(error)).toBe('unavailable');
      await expect(database.ping()).resolves.toBeUndefined();
    });

    it('answers 503 with Retry-After to the writes a terminated backend was serving, and keeps every one it confirmed', async () => {
      const user = await signedInUser(current.app, database);
      const api = projectsClient(current.app, user.headers);
      const project = await api.created({ name: 'Faults', plot: rectPlot() });
      const confirmed: number[] = [];
      let stop = false;
      const killer = (async () => {
        while (!stop) {
          await terminateBackends();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      })();
      const statuses: number[] = [];
      try {
        for (let round = 0; round < 15; round += 1) {
          const answers = await Promise.all(
            [0, 1, 2].map(() => api.edit(project.id, { plan: houseOnly(), summary: `round ${round}` })),
          );
          for (const answer of answers) {
            expectOkOr503(answer);
            statuses.push(answer.statusCode);
            if (answer.statusCode === 200) confirmed.push(answer.json<{ version: number }>().version);
          }
        }
      } finally {
        stop = true;
        await killer;
      }
      expect(statuses.some((status) => status === 503)).toBe(true);
      // Back by itself: the next write goes through.
      const after = await api.edit(project.id, { plan: houseOnly() });
      expect(after.statusCode).toBe(200);
      const direct = new pg.Client({ connectionString: directUrl });
      await direct.connect();
      const versions = await direct.query<{ version: number }>(
        'select version from plan_versions where project_id = $1',
        [project.id],
      );
      await direct.end();
      const kept = new Set(versions.rows.map((row) => Number(row.version)));
      for (const version of confirmed) expect(kept.has(version)).toBe(true);
    });

    it('answers 503 while every connection is reset and the server refuses new ones, then serves again', async () => {
      const user = await signedInUser(current.app, database);
      const api = projectsClient(current.app, user.headers);
      await proxy.refuse();
      const during = await api.create({ name: 'During', plot: rectPlot() });
      expectOkOr503(during);
      expect(during.statusCode).toBe(503);
      const ready = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(503);
      await proxy.restore();
      const after = await api.create({ name: 'After', plot: rectPlot() });
      expect(after.statusCode).toBe(201);
    });

    it('turns readiness to 503 within seconds and bounds requests while the network stalls, then recovers', async () => {
      const user = await signedInUser(current.app, database);
      const api = projectsClient(current.app, user.headers);
      proxy.freeze();
      const started = Date.now();
      const ready = await current.app.inject({ method: 'GET', url: '/api/health/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ database: 'unavailable' });
      const write = await api.create({ name: 'Stalled', plot: rectPlot() });
      expect(write.statusCode).toBe(503);
      // Bounded by the limits (ping 2 s, connect 1 s, query 1.5 + 2 s), not by the stall.
      expect(Date.now() - started).toBeLessThan(
        PING_TIMEOUT_MS + LIMITS.connectTimeoutMs + LIMITS.queryTimeoutMs + 2_000 + 5_000,
      );
      await proxy.restore();
      // Connections stuck behind the stall drain; a fresh write succeeds within seconds.
      let status = 0;
      for (let tries = 0; tries < 40 && status !== 201; tries += 1) {
        status = (await api.create({ name: 'Recovered', plot: rectPlot() })).statusCode;
        if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(status).toBe(201);
    });
  },
);
