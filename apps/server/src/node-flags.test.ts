import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.join(import.meta.dirname, '..');
const repoRoot = path.join(serverRoot, '..', '..');
const nodeFlags = JSON.parse(readFileSync(path.join(serverRoot, 'node-flags.json'), 'utf8')) as string[];

describe("the server's node flags", () => {
  it('bound the young generation and the heap growth (what keeps the process under 400 MiB loaded)', () => {
    expect(nodeFlags).toContain('--max-semi-space-size=4');
    expect(nodeFlags.some((flag) => flag.startsWith('--heap-growing-percent='))).toBe(true);
  });

  it("are the ones the server package's start script passes", () => {
    const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts['start']).toBe(`node ${nodeFlags.join(' ')} dist/main.js`);
  });

  it('are read by `npm start` and the e2e server from the one file', () => {
    for (const file of ['scripts/start.mjs', 'e2e/playwright.config.ts']) {
      expect(readFileSync(path.join(repoRoot, file), 'utf8')).toContain('apps/server/node-flags.json');
    }
  });
});
