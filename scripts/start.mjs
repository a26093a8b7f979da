// `npm start`: install what is missing, build, then serve app + API on the embedded database.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run } from './lib/run.mjs';

await ensureInstall();
await run('node', ['scripts/build.mjs']);
// The server migrates and seeds the database itself at start.
// With the server's memory flags (apps/server/node-flags.json: why in the server's README).
const nodeFlags = JSON.parse(readFileSync('apps/server/node-flags.json', 'utf8'));
const server = spawn('node', [...nodeFlags, 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal === null ? 1 : 0)));
