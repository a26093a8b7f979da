import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { workerLocation } from '../workers/timed-worker-pool.js';

/**
 * Creates the PGlite cluster in `dataDir` when there is none yet, in a short-lived child process.
 * PGlite's initdb grows the WebAssembly memory by about 430 MiB that is never given back, and even
 * on a worker thread the freed pages stayed in the process: a server whose first start made its
 * database held 500-650 MiB for good, against about 200 MiB when it opens an existing cluster.
 */
export async function createPgliteClusterIfMissing(
  dataDir: string,
  settings: readonly string[],
): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const { filename, execArgv } = workerLocation(import.meta.url, 'pglite-initdb-worker');
  const child = fork(filename, [dataDir, JSON.stringify(settings)], {
    execArgv,
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        const ending = signal === null ? `code ${code}` : `signal ${signal}`;
        reject(new Error(`creating the embedded database ended with ${ending}: ${stderr.trim()}`));
      }
    });
  });
}
