import { existsSync, statSync } from 'node:fs';
import { run } from './run.mjs';

/** Installs the locked dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}
