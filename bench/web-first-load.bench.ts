// First load of a page: the JavaScript Chromium fetches for it, gzip-compressed as served.
// Needs a build (`npm run build`). Usage: npx tsx bench/web-first-load.bench.ts [/login ...]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, repoRoot as root, startBuiltServer } from './support/built-server.js';

const dist = path.join(root, 'apps/web/dist');
const port = 8311;
const pages =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login', '/plot-editor/preparation'];

const server = await startBuiltServer(port);
try {
  const browser = await launchChromium();
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
  server.stop();
}
