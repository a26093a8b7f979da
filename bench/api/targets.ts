// The servers the API benchmark loads: Plotplan's production build on PGlite or PostgreSQL, seeded
// with one user and 50 projects through its own API, and the DRF peer when it is running.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database.js';
import { prepareDatabase } from '../../apps/server/src/db/prepare-database.js';
import { users } from '../../apps/server/src/db/schema.js';
import { hashPassword } from '../../apps/server/src/security/password-hasher.js';
import { serverNodeFlags } from '../support/server-node-flags.js';
import { gardenPlan, gardenPlot } from './garden-projects.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench-password-123';

export interface Target {
  readonly name: string;
  readonly base: string;
  /** A fresh access token (they last 5 minutes). */
  token(): Promise<string>;
  /** The id of one of the user's projects, for the detail route. */
  readonly projectId: number;
  /** The server's processes (for RSS); empty for the peer. */
  pids(): number[];
  stop(): Promise<void>;
}

async function login(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`login at ${base}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

async function api(base: string, token: string, method: string, url: string, body: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** A verified user, written before the server starts (PGlite's files have one owner at a time). */
async function seedUser(target: DatabaseTarget): Promise<void> {
  const database = await openDatabase(target);
  await prepareDatabase(database);
  await database.db
    .insert(users)
    .values({ email: EMAIL, passwordHash: await hashPassword(PASSWORD), isVerified: true, isActive: true });
  await database.close();
}

/** A fresh database `name` on the PostgreSQL server at `serverUrl`; returns its URL. */
async function freshPostgres(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The process and its descendants (a cluster's workers). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const all: number[] = [];
  const visit = (pid: number) => {
    all.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return all;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server at ${base} exited (${child.exitCode})`);
    const up = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the built server did not answer on ${base} (run \`npm run build\` first)`);
}

export interface PlotplanOptions {
  readonly name: string;
  readonly port: number;
  /** Unset: PGlite in a temporary DATA_DIR. */
  readonly databaseUrl?: string;
  readonly projects: number;
  readonly env?: Record<string, string>;
  /** Node flags instead of production's (apps/server/node-flags.json), e.g. to add `--cpu-prof`. */
  readonly nodeFlags?: readonly string[];
}

/** Starts `apps/server/dist/main.js` on a fresh database and seeds the user's projects through the API. */
export async function startPlotplan(options: PlotplanOptions): Promise<Target> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plotplan-bench-api-'));
  const database: DatabaseTarget =
    options.databaseUrl === undefined
      ? { kind: 'pglite', dataDir }
      : { kind: 'postgres', url: options.databaseUrl };
  await seedUser(database);
  const child = spawn('node', [...(options.nodeFlags ?? serverNodeFlags), 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl === undefined ? {} : { DATABASE_URL: options.databaseUrl }),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(base, child);
    const token = await login(base, '/api/token/');
    let first = 0;
    for (let n = 1; n <= options.projects; n++) {
      const { id } = await api(base, token, 'POST', '/api/projects/', {
        name: `Garden ${n}`,
        plot: gardenPlot,
      });
      await api(base, token, 'POST', `/api/projects/${id}/edit_actual_plan/`, {
        plan: gardenPlan(n),
        summary: 'Starting plan',
      });
      first ||= id;
    }
    return {
      name: options.name,
      base,
      projectId: first,
      token: () => login(base, '/api/token/'),
      pids: () => (child.pid === undefined || child.exitCode !== null ? [] : processTree(child.pid)),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Plotplan on a fresh database of the PostgreSQL server (dropped and created again). */
export async function startPlotplanOnPostgres(
  options: Omit<PlotplanOptions, 'databaseUrl'> & { serverUrl: string; database: string },
): Promise<Target> {
  const databaseUrl = await freshPostgres(options.serverUrl, options.database);
  return startPlotplan({ ...options, databaseUrl });
}

/** The DRF peer if it answers at `base` (its own seed: 50 projects of bench@example.com). */
export async function drfPeer(base: string): Promise<Target | undefined> {
  const token = await login(base, '/api/token/').catch(() => undefined);
  if (token === undefined) return undefined;
  const list = (await (
    await fetch(`${base}/api/projects/`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[];
  const first = list[0];
  if (first === undefined) throw new Error('the DRF peer has no projects (run its seed)');
  return {
    name: 'DRF peer',
    base,
    projectId: first.id,
    token: () => login(base, '/api/token/'),
    pids: () => [],
    stop: async () => undefined,
  };
}
