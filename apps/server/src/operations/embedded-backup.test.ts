import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { users } from '../db/schema.js';
import { migratedTemplate } from '../test-support/test-database.js';
import { backupFileName, restoreEmbedded, writeBackup } from './embedded-backup.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'plotplan-backup-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const emails = async (dataDir: string) => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
  } finally {
    await database.close();
  }
};

describe('backups of the embedded database', () => {
  it(
    'takes a backup while open, and restores it into another DATA_DIR and over a changed one',
    { timeout: 90_000 },
    async () => {
      const live = path.join(root, 'live');
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: live,
        copyOf: await migratedTemplate(),
      });
      await database.db.insert(users).values([
        { email: 'ada@example.com', passwordHash: 'x' },
        { email: 'bob@example.com', passwordHash: 'y' },
      ]);
      const file = path.join(live, 'backups', backupFileName(new Date('2026-11-26T12:00:00Z')));
      expect(path.basename(file)).toBe('plotplan-2026-11-26T12-00-00.000Z.tar.gz');
      expect(await writeBackup(database, file)).toBeGreaterThan(1000);
      // Changed after the backup: the restore goes back to the backup's state.
      await database.db.delete(users).where(eq(users.email, 'bob@example.com'));
      await database.db.insert(users).values({ email: 'eve@example.com', passwordHash: 'z' });
      await database.close();

      const fresh = path.join(root, 'fresh');
      expect(await restoreEmbedded(fresh, file)).toBeUndefined();
      expect(await emails(fresh)).toEqual(['ada@example.com', 'bob@example.com']);

      const kept = await restoreEmbedded(live, file);
      expect(kept).toMatch(/db\.before-restore-/);
      expect(await emails(live)).toEqual(['ada@example.com', 'bob@example.com']);
      expect(await readdir(live)).toContain(path.basename(kept ?? ''));
    },
  );

  it('refuses to restore under a running server, and refuses a file that is no backup, changing nothing', async () => {
    const live = path.join(root, 'live');
    const database = await openDatabase({ kind: 'pglite', dataDir: live, copyOf: await migratedTemplate() });
    const file = path.join(root, 'backup.tar.gz');
    await writeBackup(database, file);
    await expect(restoreEmbedded(live, file)).rejects.toBeInstanceOf(DataDirInUse);
    await database.close();

    const junk = path.join(root, 'junk.tar.gz');
    await writeFile(junk, 'not a backup');
    const before = await readdir(live);
    await expect(restoreEmbedded(live, junk)).rejects.toThrow();
    expect(await readdir(live)).toEqual(before);
  });
});
