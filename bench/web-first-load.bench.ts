// First load of a page: the JavaScript Chromium fetches for it, gzip-compressed as served.
// Needs a build (`npm run build`). Usage: npx tsx bench/web-first-load.bench.ts [/login ...]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const port = 8311;
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login', '/plot-editor/preparation'];

const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plotplan-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const browser = await chromium.launch({
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
  console.log('| page | JS files | raw kB | gzip kB |\n|---|---:|---:|---:|');
  for (const page of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts = new Set<string>();
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await tab.goto(`http://127.0.0.1:${port}${page}`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzip = 0;
    for (const script of scripts) {
      const file = readFileSync(path.join(dist, script));
      raw += file.length;
      gzip += gzipSync(file, { level: 6 }).length;
    }
    console.log(`| ${page} | ${scripts.size} | ${(raw / 1024).toFixed(1)} | ${(gzip / 1024).toFixed(1)} |`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
