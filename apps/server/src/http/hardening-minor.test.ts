import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { TokenPair } from '@plotplan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../test-support/auth-helpers.js';
import { latestToken } from '../test-support/mail-outbox.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

// Issue 16, defect 11: the minor hardening items, each through the real app.

let webDir: string;
let t: TestApp;
let production: TestApp;

/** A built web app in miniature: a page, a script and its source map. */
async function fakeWebBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'plotplan-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Plotplan</title>');
  await writeFile(
    path.join(dir, 'assets', 'app-abc123.js'),
    'console.log(1);\n//# sourceMappingURL=app-abc123.js.map',
  );
  await writeFile(path.join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":[]}');
  return dir;
}

beforeAll(async () => {
  webDir = await fakeWebBuild();
  t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  production = await createTestApp({ env: { WEB_DIST_DIR: webDir, NODE_ENV: 'production' } });
});
afterAll(async () => {
  await t.app.close();
  await production.app.close();
  await rm(webDir, { recursive: true, force: true });
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('defect 11a: token responses are not stored by caches', () => {
  it('sends Cache-Control: no-store with the sign-in pair', async () => {
    const user = await createUser(t.database);
    const response = await post('/api/token/', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends Cache-Control: no-store with a refreshed access token', async () => {
    const user = await createUser(t.database);
    const pair = (
      await post('/api/token/', { email: user.email, password: user.password })
    ).json<TokenPair>();
    const response = await post('/api/token/refresh/', { refresh: pair.refresh });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends Cache-Control: no-store with the pair a verification link gives', async () => {
    const email = uniqueEmail();
    expect((await post('/api/auth/register/', { email, password: TEST_PASSWORD })).statusCode).toBe(201);
    const token = await latestToken(t.app, t.config, email);
    const response = await post('/api/auth/verify/', { token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe("defect 11b: the client's x-request-id is bounded", () => {
  const idOf = async (requestId: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/health/', headers: { 'x-request-id': requestId } }))
      .headers['x-request-id'];

  it('keeps a short id of letters, digits, dots, underscores and dashes', async () => {
    expect(await idOf('trace-1.2_abc')).toBe('trace-1.2_abc');
  });

  it('replaces an id with other characters by its own', async () => {
    const id = await idOf('evil\u00e9 id; <script>');
    expect(id).not.toContain('evil');
    expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  });

  it('replaces an id longer than 64 characters by its own', async () => {
    const id = await idOf('a'.repeat(65));
    expect(id).not.toBe('a'.repeat(65));
    expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
  });
});

/** Sends raw bytes to a listening copy of the app and returns the raw answer. */
async function rawExchange(request: string | Buffer): Promise<string> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;

describe("defect 11c: 431 and raw 400 answers use the API's error shape", () => {
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers too large headers with 431 {"detail"}', async () => {
    const raw = await rawExchange(
      `GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(raw)).toEqual({ detail: expect.any(String), code: 'request_too_large' });
  });

  it('answers a malformed request line with 400 {"detail"}', async () => {
    const raw = await rawExchange('NOT A REQUEST\r\n\r\n');
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(raw)).toEqual({ detail: expect.any(String), code: 'parse_error' });
  });
});

describe('defect 11d: source maps are not served in production', () => {
  it('answers /assets/*.map with 404 when NODE_ENV=production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"version":3');
  });

  it('answers /assets/*.map with 404 without NODE_ENV too (as `npm start` runs), unless SERVE_SOURCE_MAPS=1', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    const opted = await createTestApp({ env: { WEB_DIST_DIR: webDir, SERVE_SOURCE_MAPS: '1' } });
    try {
      const served = await opted.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
      expect(served.statusCode).toBe(200);
    } finally {
      await opted.app.close();
    }
  });

  it('still serves the scripts themselves', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
  });
});

describe('defect 11e: a missing asset is a 404, not the app page', () => {
  it('answers a missing /assets/*.js with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<!doctype html>');
  });

  it('answers any missing file under /assets/ with 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/fonts/missing.woff2' });
    expect(response.statusCode).toBe(404);
  });

  it('still answers a page path with the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/projects/1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!doctype html>');
  });
});
