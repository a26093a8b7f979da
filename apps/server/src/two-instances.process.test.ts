import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Generation } from '@plotplan/contract';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/database.js';
import { prepareDatabase } from './db/prepare-database.js';
import { generations } from './db/schema.js';
import { TEST_PASSWORD } from './test-support/auth-helpers.js';
import { gardenProject, heavyProject } from './test-support/generation-fixtures.js';
import { signUpOverHttp, startServerProcess, type ServerProcess } from './test-support/server-process.js';

// Issue 17: two real server processes on one PostgreSQL database share the generation queue and
// the login throttle, and a job whose instance is killed is run again by the other. PGlite cannot
// be shared, so this needs the PostgreSQL server CI provides (or TEST_DATABASE_URL's).
const SERVER_URL =
  process.env['TEST_DATABASE_URL'] ??
  process.env['CI_POSTGRES_URL'] ??
  'postgres://postgres@127.0.0.1:5432/test';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const hasPostgres = await reachable(SERVER_URL);
const LEASE_MS = 2_000;
const dbName = `plotplan_two_${randomBytes(5).toString('hex')}`;
let root: string;
let database: Database;
let a: ServerProcess;
let b: ServerProcess;
let aDataDir: string;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function instance(dataDir: string, url: string): Promise<ServerProcess> {
  return startServerProcess(dataDir, {
    DATABASE_URL: url,
    // Both sign the same tokens, as instances behind one load balancer must.
    JWT_SECRET: 'two-instances-test-secret-of-at-least-32-characters',
    GENERATION_LEASE_MS: String(LEASE_MS),
    // A process's first job also starts its worker thread, from sources through tsx: slow on a loaded machine.
    GENERATION_TIME_LIMIT_MS: '60000',
  });
}

async function api(server: ServerProcess, access: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${access}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/** The rows of the given generations as the database has them. */
async function rows(ids: readonly number[]) {
  return database.db
    .select()
    .from(generations)
    .where(inArray(generations.id, [...ids]));
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const pidOf = (claimedBy: string | null) => Number(claimedBy?.split(':')[1]);

describe.skipIf(!hasPostgres)('two instances on one PostgreSQL database', () => {
  let access: string;
  /** A job on it takes its whole 3 s budget; one on the garden well under a second. */
  let projectId: number;
  let gardenId: number;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'plotplan-two-'));
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await prepareDatabase(database);
    aDataDir = path.join(root, 'a');
    a = await instance(aDataDir, url.toString());
    b = await instance(path.join(root, 'b'), url.toString());
    access = await signUpOverHttp(a.baseUrl, aDataDir);
    const created = await api(b, access, 'POST', '/api/projects/', heavyProject());
    expect(created.status).toBe(201);
    projectId = (created.json as { id: number }).id;
    const garden = await api(a, access, 'POST', '/api/projects/', gardenProject());
    expect(garden.status).toBe(201);
    gardenId = (garden.json as { id: number }).id;
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await Promise.all([a.exited, b.exited]);
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await rm(root, { recursive: true, force: true });
  });

  it('throttles 10 wrong passwords split across both like 10 on one', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const login = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/api/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `${TEST_PASSWORD}-wrong` }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await login(i % 2 === 0 ? a : b));
    // Ten per minute per IP and address: the eleventh is refused, on either instance.
    expect(statuses).toEqual(Array<number>(10).fill(401));
    expect(await login(a)).toBe(429);
    expect(await login(b)).toBe(429);
  });

  it('runs jobs submitted to one instance on either', async () => {
    const ids: number[] = [];
    // A runs one at a time on its one worker thread, taking the next as one ends; B, polling every
    // second, takes one whenever it looks while jobs wait.
    for (let i = 0; i < 8; i++) {
      const response = await api(a, access, 'POST', '/api/generate_plan/', {
        project: gardenId,
        variants: 1,
      });
      expect(response.status).toBe(201);
      ids.push(...(response.json as Generation[]).map((g) => g.id));
    }
    const done = await until('the jobs to finish', async () => {
      const found = await rows(ids);
      return found.every((row) => row.status === 'succeeded' || row.status === 'failed') ? found : undefined;
    });
    for (const row of done) expect(row).toMatchObject({ status: 'succeeded', error: null });
    const runners = new Set(done.map((row) => pidOf(row.claimedBy)));
    expect(runners).toEqual(new Set([a.child.pid, b.child.pid]));
  }, 120_000);

  it('runs the job of an instance killed mid-job again on the other', async () => {
    // One variant: its 3 s budget stays well inside the 10 s limit on a loaded machine.
    const response = await api(a, access, 'POST', '/api/generate_plan/', { project: projectId, variants: 1 });
    expect(response.status).toBe(201);
    const ids = (response.json as Generation[]).map((g) => g.id);
    // B may take it first (it polls too); A is killed only once A runs it.
    const running = await until('the job to start', async () => {
      const found = await rows(ids);
      return found.every((row) => row.status === 'running') ? found : undefined;
    });
    const victim = pidOf(running[0]?.claimedBy ?? null) === a.child.pid ? a : b;
    const survivor = victim === a ? b : a;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const done = await until('the job to finish elsewhere', async () => {
      const found = await rows(ids);
      return found.every((row) => row.status === 'succeeded' || row.status === 'failed') ? found : undefined;
    });
    for (const row of done) {
      expect(row).toMatchObject({ status: 'succeeded', error: null });
      expect(pidOf(row.claimedBy)).toBe(survivor.child.pid);
      expect(row.attempts).toBe(2);
    }
    // The survivor still answers, and nothing is left queued or running.
    const list = await api(survivor, access, 'GET', `/api/generations/?project=${projectId}`);
    expect(list.status).toBe(200);
    const statuses = (list.json as Generation[]).map((g) => g.status);
    expect(statuses.filter((status) => status === 'queued' || status === 'running')).toEqual([]);
  }, 120_000);
});
