import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { createPgliteClusterIfMissing } from './pglite-cluster.js';

const made: string[] = [];
async function freshDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'plotplan-cluster-'));
  made.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

const MIB = 1024 * 1024;

describe('a new embedded database', () => {
  // Regression: initdb in the server's own process left ~430 MiB of WebAssembly memory behind
  // (external memory grew by ~566 MiB on the first start against ~135 MiB on any later one).
  it('is created without leaving initdb memory in the server process', async () => {
    const dataDir = await freshDir();
    const before = process.memoryUsage().external;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const grown = process.memoryUsage().external - before;
    try {
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      await database.migrate();
      const answer: unknown = await database.db.execute(
        sql`select current_setting('shared_buffers') as buffers`,
      );
      expect(answer).toMatchObject({ rows: [{ buffers: '16MB' }] });
    } finally {
      await database.close();
    }
    expect(grown).toBeLessThan(300 * MIB);
  });

  it('is left alone when the directory already holds a cluster', async () => {
    const dataDir = await freshDir();
    await writeFile(path.join(dataDir, 'PG_VERSION'), '17\n');
    await createPgliteClusterIfMissing(dataDir, []);
    expect(existsSync(path.join(dataDir, 'base'))).toBe(false);
  });

  it('reports in words when initdb cannot write the directory', async () => {
    const dir = await freshDir();
    const blocked = path.join(dir, 'a-file');
    await writeFile(blocked, 'not a directory');
    await expect(createPgliteClusterIfMissing(path.join(blocked, 'db'), [])).rejects.toThrow(
      /creating the embedded database ended with code \d+/,
    );
  });
});
