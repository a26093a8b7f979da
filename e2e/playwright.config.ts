import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Below 32768: ports above may be taken by other traffic on these machines.
const PORT = Number(process.env['E2E_PORT'] ?? 8123);
/** The map tile fixture server (support/tile-server.mjs), the app's MAP_TILE_URL. */
export const TILE_PORT = Number(process.env['E2E_TILE_PORT'] ?? PORT + 2);
const repoRoot = path.resolve(import.meta.dirname, '..');
/** The server runs with its production memory flags. */
const serverNodeFlags = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/server/node-flags.json'), 'utf8'),
) as string[];
// One fresh embedded database per run; set once in the runner so workers inherit it.
process.env['PLOTPLAN_E2E_DATA'] ??= mkdtempSync(path.join(tmpdir(), 'plotplan-e2e-'));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.test-output/e2e-results.json') }]],
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    // A failed test keeps its trace (DOM snapshots of each action) and a screenshot; the trace's
    // screencast is left out: recording it for every test cost about a fifth of the e2e stage.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node e2e/support/tile-server.mjs',
      cwd: repoRoot,
      url: `http://127.0.0.1:${TILE_PORT}/health`,
      reuseExistingServer: false,
      env: { E2E_TILE_PORT: String(TILE_PORT) },
    },
    {
      command: ['node', ...serverNodeFlags, 'apps/server/dist/main.js'].join(' '),
      cwd: repoRoot,
      url: `http://127.0.0.1:${PORT}/api/health/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env['PLOTPLAN_E2E_DATA'],
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Same seed, same variants at any load: the gallery's visual snapshots rely on it.
        GENERATION_REPRODUCIBLE: '1',
        // Every e2e test signs up its own account, all from 127.0.0.1.
        AUTH_MAIL_PER_IP_PER_HOUR: '1000',
        MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/tiles/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'Test tiles (e2e fixture)',
      },
    },
  ],
});
