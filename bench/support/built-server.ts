// The production build of the server (`npm run build` first) on a fresh embedded database, for
// benchmarks that measure it from outside like a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { serverNodeFlags } from './server-node-flags.js';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface BuiltServer {
  base: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => void;
}

/** Starts `apps/server/dist/main.js` on the port and waits until /api/health/ answers. */
export async function startBuiltServer(port: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plotplan-bench-'));
  const child = spawn('node', [...serverNodeFlags, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = () => void child.kill('SIGTERM');
  for (let i = 0; i < 150; i++) {
    const up = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, dataDir, process: child, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the built server did not answer on ${base} (run \`npm run build\` first)`);
}

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
