import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The real entry point, as `npm start` runs it, from TypeScript sources through tsx.
const mainPath = path.join(import.meta.dirname, 'main.ts');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'plotplan-main-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@plotplan/source', mainPath], {
    env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForListening(output: () => { stdout: string }): Promise<string> {
  // Up to 90 s: a fresh PGlite directory is created and migrated first.
  for (let i = 0; i < 900; i++) {
    const match = /Plotplan is serving on (http:\/\/[\d.:]+)/.exec(output().stdout);
    if (match?.[1] !== undefined) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output().stdout}`);
}

describe('the server process', () => {
  it('stops at start with one clear line naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe(
      'Configuration error: PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });

  it('migrates, serves, and on SIGTERM shuts down cleanly, closing the database', async () => {
    const server = startServer({ PORT: '0' });
    const base = await waitForListening(server.output);
    const health = await fetch(`${base}/api/health/`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const logs = server
      .output()
      .stdout.split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; reqId?: string });
    expect(logs.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['shutting down: finishing in-flight requests', 'database closed']),
    );
    // Structured JSON logs carry a request id.
    expect(logs.some((l) => l.msg === 'request completed' && typeof l.reqId === 'string')).toBe(true);
  }, 120_000);
});
