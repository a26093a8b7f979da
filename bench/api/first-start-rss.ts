// RSS of Plotplan's first start, as `npm start` on a fresh clone: the built server on an empty
// DATA_DIR (it creates the embedded database itself), sampled at rest 5 and 20 s after it is ready.
// This is the start the issue-24 soak measured (469 MiB at rest before any load).
//   npm run build && npx tsx --conditions=@plotplan/source bench/api/first-start-rss.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../support/server-node-flags.js';
import { rssMiB } from './wrk.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const port = 18_505;
const dataDir = mkdtempSync(path.join(tmpdir(), 'plotplan-first-start-'));
const child = spawn('node', [...serverNodeFlags, 'apps/server/dist/main.js'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
try {
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error('the server did not become ready in 2 minutes');
    await pause(200);
  }
  const pid = child.pid ?? 0;
  await pause(5_000);
  const at5 = rssMiB([pid]);
  await pause(15_000);
  console.log(
    `| first start, at rest | 5 s: ${at5.toFixed(0)} MiB | 20 s: ${rssMiB([pid]).toFixed(0)} MiB |`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
