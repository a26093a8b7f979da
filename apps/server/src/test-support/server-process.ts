import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { OUTBOX_DIR } from '../mail/outbox-mailer.js';
import { TEST_PASSWORD, uniqueEmail } from './auth-helpers.js';

// The real entry point, as `npm start` runs it, from TypeScript sources through tsx.
const mainPath = path.join(import.meta.dirname, '..', 'main.ts');
/** Production's memory flags (see the server's README), so process tests run the server as served. */
const nodeFlags = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'node-flags.json'), 'utf8'),
) as string[];

export interface Exit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  readonly baseUrl: string;
  readonly exited: Promise<Exit>;
  /** What the process wrote to stdout while the test read it. */
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/**
 * Spawns the server process on DATA_DIR `dataDir` and an ephemeral port; resolves once it logs
 * that it is serving. The test owns stdout (it may stop reading it); stderr is collected.
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', '--conditions=@plotplan/source', mainPath],
    {
      env: {
        PATH: process.env['PATH'] ?? '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Plotplan is serving on (http:\/\/[\d.:]+)/.exec(stdout);
      if (match?.[1] === undefined) return;
      child.stdout.off('data', onData);
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    void exited.then((exit) =>
      reject(new Error(`server exited (${String(exit.code)}) before serving:\n${stdout}\n${stderr}`)),
    );
  });
  const server: ServerProcess = { child, baseUrl, exited, stdout: () => stdout, stderr: () => stderr };
  return server;
}

/** Registers an account over HTTP, follows the mailed link (DATA_DIR/outbox) and returns the access token. */
export async function signUpOverHttp(baseUrl: string, dataDir: string): Promise<string> {
  const email = uniqueEmail('process');
  const post = (url: string, body: unknown) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/auth/register/', { email, password: TEST_PASSWORD });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const token = await mailedToken(path.join(dataDir, OUTBOX_DIR));
  const verified = await post('/api/auth/verify/', { token });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { access: string }).access;
}

async function mailedToken(outbox: string): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = await readdir(outbox).catch(() => []);
    const file = files.find((name) => name.endsWith('.eml'));
    if (file !== undefined) {
      const mail = await simpleParser(await readFile(path.join(outbox, file), 'utf8'));
      const token = /[?&]token=([\w.-]+)/.exec(mail.text ?? '')?.[1];
      if (token !== undefined) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no verification mail in the outbox');
}

/**
 * A folder of migrated DATA_DIR copies for process tests: one PGlite database migrated once in
 * `beforeAll` (its first start dominates otherwise), copied for each server; removed in `afterAll`.
 */
export function useDataDirCopies(prefix: string): { fresh(): Promise<string>; root(): string } {
  let root = '';
  let copies = 0;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), prefix));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'template') });
    await prepareDatabase(database);
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  return {
    root: () => root,
    fresh: async () => {
      const dataDir = path.join(root, `data-${++copies}`);
      await cp(path.join(root, 'template'), dataDir, { recursive: true });
      return dataDir;
    },
  };
}
