import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { users } from '../db/schema.js';
import { signUpOverHttp, startServerProcess, useDataDirCopies } from '../test-support/server-process.js';

// The operator's view, as real processes: a second server on one DATA_DIR, a start against a
// database that never answers, and `npm run backup` / `npm run restore` around a running server.
const sourceDir = path.join(import.meta.dirname, '..');
const copies = useDataDirCopies('plotplan-ops-');
const freshDataDir = copies.fresh;

/** Runs a TypeScript entry point of the server to its end: exit code and output. */
function runEntry(entry: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@plotplan/source', path.join(sourceDir, entry), ...args],
    {
      env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('the embedded database between processes', () => {
  it('refuses a second server on the same DATA_DIR with a clear line, the first serving on', async () => {
    const dataDir = await freshDataDir();
    const first = await startServerProcess(dataDir);
    try {
      const second = await runEntry('main.ts', { DATA_DIR: dataDir });
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `is in use by another Plotplan process (pid ${String(first.child.pid)}`,
      );
      expect((await fetch(`${first.baseUrl}/api/health/ready/`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // Stopped cleanly: the lock went with it, and a new server starts.
    const again = await startServerProcess(dataDir);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  }, 120_000);

  it('backs up a running server, restores after it stops, and serves the restored accounts', async () => {
    const dataDir = await freshDataDir();
    const server = await startServerProcess(dataDir);
    let backup: string;
    try {
      await signUpOverHttp(server.baseUrl, dataDir);
      const taken = await runEntry('operations/backup-cli.ts', { DATA_DIR: dataDir });
      expect(taken.code).toBe(0);
      expect(taken.output).toMatch(
        /Backup written by the running server \(pid \d+\): .*plotplan-.*\.tar\.gz/,
      );
      const files = await readdir(path.join(dataDir, 'backups'));
      expect(files).toHaveLength(1);
      backup = path.join(dataDir, 'backups', files[0] ?? '');
      const refused = await runEntry('operations/restore-cli.ts', { DATA_DIR: dataDir }, [backup]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('is in use by another Plotplan process');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const restoredDir = path.join(copies.root(), 'restored');
    const restored = await runEntry('operations/restore-cli.ts', { DATA_DIR: restoredDir }, [backup]);
    expect(restored.code).toBe(0);
    // The account made before the backup is in the restored database.
    const check = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    const accounts = await check.db.select({ email: users.email }).from(users);
    await check.close();
    expect(accounts.map((account) => account.email)).toEqual([
      expect.stringMatching(/^process-.*@example\.com$/),
    ]);
    const again = await startServerProcess(restoredDir);
    try {
      expect((await fetch(`${again.baseUrl}/api/health/ready/`)).status).toBe(200);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 180_000);
});

describe('a start against a database that never answers', () => {
  it('ends with a line naming the database and a non-zero exit, within the time limits', async () => {
    // Accepts connections and never says a word: a stalled network or a hung server.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const started = Date.now();
      const result = await runEntry('main.ts', {
        DATA_DIR: await freshDataDir(),
        DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/plotplan`,
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_START_TIMEOUT_MS: '3000',
      });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(
        new RegExp(`Plotplan failed to start: cannot reach the database at 127\\.0\\.0\\.1:${port}`),
      );
      // Generous for a loaded machine; without limits it never ended.
      expect(Date.now() - started).toBeLessThan(60_000);
    } finally {
      silent.close();
    }
  }, 90_000);
});
