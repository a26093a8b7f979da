import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rectPlot } from '../test-support/project-fixtures.js';
import { signUpOverHttp, startServerProcess, type ServerProcess } from '../test-support/server-process.js';

/**
 * `pg_ctl restart -m fast` and `-m immediate` under load, on a PostgreSQL cluster of the test's own
 * (initdb as the postgres user, on a free loopback port): two app processes, then cluster mode.
 * No process may exit, every answer is a success or a 503 with Retry-After, writes succeed again
 * within seconds, and every create that was confirmed is in the database afterwards.
 */
const BIN = ['/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find((dir) =>
  existsSync(`${dir}/initdb`),
);
const canRun = BIN !== undefined && process.getuid?.() === 0 && spawnSync('runuser', ['--help']).status === 0;

let root: string;
let port: number;
let url: string;
const asPostgres = (command: string, args: string[]) => {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', `${BIN ?? ''}/${command}`, ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stdout}${result.stderr}`);
};
const pgCtl = (...args: string[]) =>
  asPostgres('pg_ctl', [
    '-D',
    path.join(root, 'cluster'),
    '-w',
    '-l',
    path.join(root, 'postgres.log'),
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`,
    ...args,
  ]);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: found } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return found;
}

describe.skipIf(!canRun)('PostgreSQL restarted under the running app (own cluster)', () => {
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'plotplan-pgrestart-'));
    await chown(root, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), 0);
    port = await freePort();
    asPostgres('initdb', ['-D', path.join(root, 'cluster'), '-A', 'trust', '-U', 'postgres']);
    pgCtl('start');
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  }, 120_000);
  afterAll(async () => {
    if (root === undefined) return;
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // Already stopped.
    }
    await rm(root, { recursive: true, force: true });
  });

  async function freshDatabase(): Promise<string> {
    const name = `app_${Math.random().toString(16).slice(2, 10)}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    return `postgres://postgres@127.0.0.1:${port}/${name}`;
  }

  /** Saves plan versions from `clients` loops (a project each) until stopped; every answer recorded. */
  function load(baseUrl: string, access: string, clients: number) {
    const confirmed: string[] = [];
    const unexpected: string[] = [];
    let unavailable = 0;
    let stopped = false;
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const loops = Array.from({ length: clients }, async (_, index) => {
      const created = await fetch(`${baseUrl}/api/projects/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `client ${index}`, plot: rectPlot() }),
      });
      const { id } = (await created.json()) as { id: number };
      while (!stopped) {
        try {
          const response = await fetch(`${baseUrl}/api/projects/${id}/edit_actual_plan/`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ plan: { objects: [] } }),
          });
          const body = (await response.json()) as { plan_version?: number };
          if (response.status === 200 && body.plan_version !== undefined) {
            confirmed.push(`${id}/${body.plan_version}`);
          } else if (response.status === 503 && response.headers.get('retry-after') !== null)
            unavailable += 1;
          else unexpected.push(`${response.status} ${JSON.stringify(body)}`);
        } catch (error) {
          unexpected.push(`no answer: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
    return {
      confirmed,
      unexpected,
      unavailable: () => unavailable,
      stop: async () => {
        stopped = true;
        await Promise.all(loops);
      },
    };
  }

  async function restartUnderLoad(servers: readonly ServerProcess[], dataDir: string, databaseUrl: string) {
    const access = await signUpOverHttp(servers[0]?.baseUrl ?? '', dataDir);
    const loads = servers.map((server) => load(server.baseUrl, access, 3));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    pgCtl('-m', 'fast', 'restart');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    pgCtl('-m', 'immediate', 'restart');
    // Writes succeed again by themselves: every server confirms new ones after the second restart
    // (within seconds on a quiet machine; the 30 s bound is for a loaded one).
    const before = loads.map((current) => current.confirmed.length);
    const back = () => loads.every((current, index) => current.confirmed.length > (before[index] ?? 0));
    for (const deadline = Date.now() + 30_000; !back() && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    for (const current of loads) await current.stop();
    for (const current of loads) expect(current.unexpected.slice(0, 5)).toEqual([]);
    expect(back()).toBe(true);
    for (const server of servers) {
      expect(server.child.exitCode).toBeNull();
      expect(server.stdout()).not.toContain('worker died');
    }
    // Nothing confirmed was lost.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const rows = await client.query<{ project_id: number; version: number }>(
      'select project_id, version from plan_versions',
    );
    await client.end();
    const stored = new Set(rows.rows.map((row) => `${row.project_id}/${row.version}`));
    const confirmed = loads.flatMap((current) => current.confirmed);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
  }

  it('two app processes live through a fast and an immediate restart', async () => {
    const databaseUrl = await freshDatabase();
    const first = path.join(root, 'app-1');
    const env = { DATABASE_URL: databaseUrl, JWT_SECRET: 'x'.repeat(40), DB_CONNECT_TIMEOUT_MS: '2000' };
    const a = await startServerProcess(first, env);
    const b = await startServerProcess(path.join(root, 'app-2'), env);
    try {
      await restartUnderLoad([a, b], first, databaseUrl);
    } finally {
      for (const server of [a, b]) server.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  }, 180_000);

  it('cluster mode (two workers) lives through a fast and an immediate restart', async () => {
    const databaseUrl = await freshDatabase();
    const dataDir = path.join(root, 'cluster-app');
    const server = await startServerProcess(dataDir, {
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      DB_CONNECT_TIMEOUT_MS: '2000',
    });
    try {
      await restartUnderLoad([server], dataDir, databaseUrl);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});
