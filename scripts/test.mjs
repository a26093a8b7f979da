// @ts-check
// `npm test`: install what is missing (dependencies, Debian's Chromium), build, then run every
// suite: unit and API tests (vitest, real databases) and browser tests (Playwright, real server).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run, runStatus } from './lib/run.mjs';

const out = '.test-output';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await ensureInstall();
await ensureChromium();
await run('node', ['scripts/build.mjs']);

const unitStatus = await runStatus('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}/unit-results.json`,
]);
const e2eStatus = await runStatus('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

/** @param {string} file @returns {any} */
const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const unit = readJson(`${out}/unit-results.json`);
const e2e = readJson(`${out}/e2e-results.json`);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
const broken = unit === undefined || e2e === undefined;
console.log('');
console.log(`unit+api: ${unit?.numPassedTests ?? 0} passed; browser: ${e2e?.stats?.expected ?? 0} passed`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (unitStatus !== 0 || e2eStatus !== 0 || failed > 0 || broken) process.exit(1);
