import { once } from 'node:events';
import http from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { projects } from './db/schema.js';
import {
  signUpOverHttp,
  startServerProcess,
  useDataDirCopies,
  type ServerProcess,
} from './test-support/server-process.js';

// Each test runs the real server process (tsx, PGlite in DATA_DIR) and sends it SIGTERM.
const GRACE_MS = 15_000;
const CLIENTS = 40;
const dataDirs = useDataDirCopies('plotplan-shutdown-');

async function freshServer(graceMs = GRACE_MS): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = await dataDirs.fresh();
  const server = await startServerProcess(dataDir, { SHUTDOWN_GRACE_MS: String(graceMs) });
  return { server, dataDir };
}

/** Exits within the grace period (plus start-up slack of a loaded machine), or is killed. */
async function exitAfterSigterm(server: ServerProcess) {
  const deadline = setTimeout(() => server.child.kill('SIGKILL'), GRACE_MS + 5_000);
  const exit = await server.exited;
  clearTimeout(deadline);
  return exit;
}

interface Outcome {
  readonly status?: number;
  readonly headers?: http.IncomingHttpHeaders;
  readonly body?: string;
  readonly error?: string;
}

function send(
  baseUrl: string,
  agent: http.Agent,
  access: string,
  method: string,
  url: string,
  body?: unknown,
) {
  return new Promise<Outcome>((resolve) => {
    const request = http.request(
      new URL(url, baseUrl),
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${access}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: text }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ error: error.code ?? error.message }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/**
 * A project created with its body sent in two parts: the server has the request (its headers) before
 * `finish()` sends the rest. Requests are otherwise handled so fast that none may be mid-way when the
 * signal comes.
 */
function slowCreate(baseUrl: string, access: string, name: string) {
  const body = JSON.stringify({ name });
  let finish: () => void = () => undefined;
  const outcome = new Promise<Outcome>((resolve) => {
    const request = http.request(
      new URL('/api/projects/', baseUrl),
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${access}`,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.write(body.slice(0, 5));
    finish = () => request.end(body.slice(5));
  });
  return { outcome, finish: () => finish() };
}

interface ClientRun {
  readonly outcomes: Outcome[];
  /** Names of the projects this client created and did not delete. */
  readonly kept: string[];
}

/**
 * One client on one kept-alive connection, writing back to back (create a project, delete it,
 * create the next...) until the server answers 503 or ends the connection (`Connection: close`),
 * or a request fails.
 */
async function client(baseUrl: string, access: string, id: number, onWarm: () => void): Promise<ClientRun> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const run: ClientRun = { outcomes: [], kept: [] };
  let created: { id: number; name: string } | undefined;
  for (let n = 0; n < 100_000; n++) {
    const name = `client ${id} project ${n}`;
    const outcome =
      created === undefined
        ? await send(baseUrl, agent, access, 'POST', '/api/projects/', { name })
        : await send(baseUrl, agent, access, 'DELETE', `/api/projects/${created.id}/`);
    run.outcomes.push(outcome);
    if (created === undefined && outcome.status === 201) {
      created = { id: (JSON.parse(outcome.body ?? '') as { id: number }).id, name };
    } else if (created !== undefined && outcome.status === 204) {
      created = undefined;
    }
    if (n === 3) onWarm();
    if (outcome.error !== undefined || outcome.status === 503 || outcome.headers?.connection === 'close')
      break;
  }
  if (run.outcomes.length <= 3) onWarm();
  if (created !== undefined) run.kept.push(created.name);
  agent.destroy();
  return run;
}

describe('the server process on SIGTERM', () => {
  it('defect 5: answers all 40 clients mid-write (2xx, or 503 with Retry-After), resets none, loses nothing', async () => {
    const { server, dataDir } = await freshServer();
    const access = await signUpOverHttp(server.baseUrl, dataDir);
    let warm = 0;
    let allWarm: () => void = () => undefined;
    const warmedUp = new Promise<void>((resolve) => (allWarm = resolve));
    const clients = Array.from({ length: CLIENTS }, (_, id) =>
      client(server.baseUrl, access, id, () => {
        if (++warm === CLIENTS) allWarm();
      }),
    );
    // Every client has had answers on its connection and keeps sending: requests are in flight.
    await warmedUp;
    const slow = slowCreate(server.baseUrl, access, 'sent slowly');
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    slow.finish();
    const runs = await Promise.all(clients);
    const slowOutcome = await slow.outcome;
    const outcomes = runs.flatMap((run) => run.outcomes);
    const exit = await exitAfterSigterm(server);

    expect(outcomes.filter((o) => o.error !== undefined).map((o) => o.error)).toEqual([]);
    const answered = new Set([201, 204, 503]);
    expect(outcomes.filter((o) => !answered.has(o.status ?? 0)).map((o) => o.status)).toEqual([]);
    const refused = outcomes.filter((o) => o.status === 503);
    for (const answer of refused) {
      expect(answer.headers?.['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body ?? '')).toMatchObject({ code: 'service_unavailable' });
    }
    // A request already received when closing began was finished, on a connection then closed.
    expect(slowOutcome).toMatchObject({ status: 201, headers: { connection: 'close' } });
    expect(exit).toEqual({ code: 0, signal: null });

    // What was acknowledged is stored, and nothing refused was done: exactly the projects
    // created (201) and not deleted (204) are left.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const stored = await database.db.select({ name: projects.name }).from(projects);
    await database.close();
    expect(stored.map((p) => p.name).sort()).toEqual(
      [...runs.flatMap((run) => run.kept), 'sent slowly'].sort(),
    );
  }, 180_000);

  it.each([
    ['stopped reading (the pipe stays open)', (server: ServerProcess) => server.child.stdout.pause(), ''],
    [
      'exited (the pipe is closed)',
      (server: ServerProcess) => server.child.stdout.destroy(),
      'Log output failed (EPIPE); further log lines are dropped.\n',
    ],
  ])(
    "defect 6: exits 0 within the grace period when stdout's reader has %s",
    async (_case, loseReader, stderr) => {
      const { server } = await freshServer();
      loseReader(server);
      // Each request logs its (long) URL: far more than a pipe holds.
      const longPath = `/api/${'x'.repeat(8_000)}/`;
      for (let batch = 0; batch < 20; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () => fetch(`${server.baseUrl}${longPath}`).then((r) => r.status)),
        );
        expect(answers.every((status) => status === 404)).toBe(true);
      }
      server.child.kill('SIGTERM');
      expect(await exitAfterSigterm(server)).toEqual({ code: 0, signal: null });
      expect(server.stderr()).toBe(stderr);
    },
    180_000,
  );

  it('closes the connections still busy when the grace period is over, then exits', async () => {
    const { server } = await freshServer(1_000);
    const { port } = new URL(server.baseUrl);
    // A request whose body never arrives keeps its connection busy for as long as the client likes.
    const stalled = connect(Number(port), '127.0.0.1');
    await once(stalled, 'connect');
    stalled.on('error', () => undefined);
    stalled.write('POST /api/token/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
    stalled.write('Content-Length: 100\r\n\r\n{"email":');
    const health = await fetch(`${server.baseUrl}/api/health/`);
    expect(health.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await exitAfterSigterm(server)).toEqual({ code: 0, signal: null });
    expect(stalled.destroyed || stalled.readableEnded).toBe(true);
  }, 180_000);
});
