import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { users } from './schema.js';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'plotplan-db-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('keeps committed rows across a close and reopen of the same data directory', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db.insert(users).values({ email: 'Ada@Example.com', passwordHash: 'x' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate(); // idempotent: already applied
    const rows = await second.db.select().from(users).where(eq(users.email, 'Ada@Example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isVerified).toBe(false);
    await second.close();
  });

  it('enforces one account per address, ignoring case', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await database.migrate();
    await database.db.insert(users).values({ email: 'bob@example.com', passwordHash: 'x' });
    await expect(
      database.db.insert(users).values({ email: 'BOB@example.com', passwordHash: 'y' }),
    ).rejects.toThrow();
    await database.close();
  });
});
