import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real entry point in cluster mode (WEB_CONCURRENCY=2) on a PostgreSQL database of its own.
// Not a *.process.test.ts: CI runs those only without TEST_DATABASE_URL, and this one needs it.
const mainPath = path.join(import.meta.dirname, 'main.ts');
const serverUrl = process.env['TEST_DATABASE_URL'];
const name = `plotplan_cluster_${randomBytes(6).toString('hex')}`;
const DRAIN_MS = 2_000;

interface LogLine {
  readonly pid: number;
  readonly msg: string;
  readonly role?: string;
  readonly worker?: number;
  readonly reqId?: string;
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function startCluster(databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@plotplan/source', mainPath], {
    env: {
      PATH: process.env['PATH'] ?? '',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '2',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      SHUTDOWN_GRACE_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  let partial = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as LogLine);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null }>((resolve) =>
    child.on('exit', (code) => resolve({ code })),
  );
  /** Waits (up to 120 s: tsx compiles for each worker on a busy machine) for `count` lines matching. */
  const waitFor = async (match: (line: LogLine) => boolean, count = 1): Promise<LogLine[]> => {
    for (let i = 0; i < 1_200; i++) {
      const found = lines.filter(match);
      if (found.length >= count) return found;
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no such log line:\n${lines.map((l) => JSON.stringify(l)).join('\n')}\n${stderr}`);
  };
  return { child, lines, exited, waitFor };
}

/** A GET on a connection of its own (no keep-alive), so each may go to another worker. */
function get(port: number, url: string, requestId: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, agent: false, headers: { 'x-request-id': requestId } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(serverUrl === undefined || serverUrl === '')(
  'cluster mode: 2 workers on one port (needs TEST_DATABASE_URL, a PostgreSQL server)',
  () => {
    let dataDir: string;
    let databaseUrl: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'plotplan-cluster-'));
      await admin(`CREATE DATABASE ${name}`);
      const target = new URL(serverUrl ?? '');
      target.pathname = `/${name}`;
      databaseUrl = target.toString();
    });
    afterAll(async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    });

    it('serves from both workers, replaces a killed one, replaces all on SIGHUP, drains and stops all on SIGTERM', async () => {
      const cluster = startCluster(databaseUrl, dataDir);
      try {
        const serving = await cluster.waitFor((l) => l.role === 'primary' && l.msg === 'worker serving', 2);
        const port = Number((serving[0] as LogLine & { port: number }).port);
        const workers = serving.map((l) => l.worker ?? 0);
        expect(new Set(workers).size).toBe(2);

        // Connections are handed out round-robin: some of 8 requests reach each worker.
        const ids = Array.from({ length: 8 }, (_, i) => `cluster-a-${i}`);
        for (const id of ids) expect((await get(port, '/api/health/ready/', id)).status).toBe(200);
        const answeredBy = await cluster.waitFor((l) => l.reqId?.startsWith('cluster-a-') === true, 8);
        expect(new Set(answeredBy.map((l) => l.pid))).toEqual(new Set(workers));

        // A worker killed outright is replaced; the other one answers meanwhile.
        const [victim, survivor] = workers as [number, number];
        process.kill(victim, 'SIGKILL');
        await cluster.waitFor((l) => l.msg === 'worker died; starting another' && l.worker === victim);
        for (let i = 0; i < 4; i++)
          expect((await get(port, '/api/health/', `cluster-b-${i}`)).status).toBe(200);
        const replaced = await cluster.waitFor((l) => l.msg === 'worker serving', 3);
        const newcomer = replaced.map((l) => l.worker ?? 0).find((pid) => !workers.includes(pid)) ?? 0;
        expect(alive(newcomer)).toBe(true);
        const later = Array.from({ length: 8 }, (_, i) => `cluster-c-${i}`);
        for (const id of later) expect((await get(port, '/api/health/', id)).status).toBe(200);
        const laterBy = await cluster.waitFor((l) => l.reqId?.startsWith('cluster-c-') === true, 8);
        expect(new Set(laterBy.map((l) => l.pid))).toEqual(new Set([survivor, newcomer]));

        // SIGHUP: the workers are replaced one at a time, and every request meanwhile is answered.
        cluster.child.kill('SIGHUP');
        const during: number[] = [];
        const replacedAll = cluster.waitFor((l) => l.msg === 'workers replaced');
        let done = false;
        void replacedAll.finally(() => (done = true));
        for (let i = 0; !done; i++) during.push((await get(port, '/api/health/', `cluster-h-${i}`)).status);
        await replacedAll;
        expect(during.length).toBeGreaterThan(0);
        expect(during.filter((status) => status !== 200)).toEqual([]);
        const fresh = (await cluster.waitFor((l) => l.msg === 'worker serving', 5))
          .slice(3)
          .map((l) => l.worker ?? 0);
        await cluster.waitFor((l) => l.msg === 'worker stopped', 2);
        expect([survivor, newcomer].filter(alive)).toEqual([]);
        expect(fresh.filter(alive)).toHaveLength(2);

        // SIGTERM: the workers drain (readiness 503, the rest still served), then all exit 0.
        cluster.child.kill('SIGTERM');
        await cluster.waitFor((l) => l.msg.startsWith('shutting down: draining'), 2);
        const ready = await get(port, '/api/health/ready/', 'cluster-d-0');
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', draining: true });
        expect((await get(port, '/api/health/', 'cluster-d-1')).status).toBe(200);
        expect(await cluster.exited).toEqual({ code: 0 });
        expect(cluster.lines.filter((l) => l.msg === 'worker stopped')).toHaveLength(4);
        expect(fresh.filter(alive)).toEqual([]);
      } finally {
        if (cluster.child.exitCode === null) cluster.child.kill('SIGKILL');
      }
    }, 300_000);
  },
);
