// @ts-check
// `npm run backup` / `npm run restore`: runs the server's operations command of that name from its
// build (building first when there is none), with the same environment as `npm start`.
import { existsSync } from 'node:fs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run, runStatus } from './lib/run.mjs';

const [name, ...args] = process.argv.slice(2);
if (name !== 'backup' && name !== 'restore') {
  console.error('usage: node scripts/operation.mjs backup|restore [FILE]');
  process.exit(2);
}
const entry = `apps/server/dist/operations/${name}-cli.js`;
if (!existsSync(entry)) {
  await ensureInstall();
  await run('node', ['scripts/build.mjs']);
}
process.exit(await runStatus('node', [entry, ...args]));
