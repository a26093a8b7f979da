// `npm start`: install what is missing, build, then serve app + API on the embedded database.
import { spawn } from 'node:child_process';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run } from './lib/run.mjs';

await ensureInstall();
await run('node', ['scripts/build.mjs']);
// The server migrates and seeds the database itself at start.
const server = spawn('node', ['apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
