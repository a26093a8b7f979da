import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataDirInUse, isAlive, LOCK_FILE, readOwner } from '../db/data-dir-lock.js';
import { openDatabase, type Database } from '../db/database.js';
import { prepareDatabase } from '../db/prepare-database.js';

/** Where backups go unless told otherwise: `DATA_DIR/backups/`. */
export const BACKUP_DIR = 'backups';
/** A backup request to the running server: the file it names is where the backup is to go. */
export const BACKUP_REQUEST_FILE = '.request';

/** `plotplan-2026-11-26T12-00-00.000Z.tar.gz`: sorts by time, no ':' in the name. */
export function backupFileName(date: Date = new Date()): string {
  return `plotplan-${date.toISOString().replaceAll(':', '-')}.tar.gz`;
}

/** Writes a backup of the open embedded database to `file`, whole or not at all (draft, then rename). */
export async function writeBackup(database: Database, file: string): Promise<number> {
  if (database.backup === undefined) throw new Error('only the embedded database is backed up this way');
  const blob = await database.backup();
  const bytes = Buffer.from(await blob.arrayBuffer());
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(draft, bytes, { mode: 0o600 });
  await rename(draft, file);
  return bytes.length;
}

/**
 * Replaces `DATA_DIR/db` with the database in `file`; the server must be stopped (the data
 * directory lock says whether it is). The replaced folder is kept as `db.before-restore-<time>`,
 * and put back if the backup cannot be opened and migrated. Returns the kept folder's path.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<string | undefined> {
  const owner = await readOwner(path.join(dataDir, LOCK_FILE));
  if (owner !== undefined && isAlive(owner)) throw new DataDirInUse(path.join(dataDir, LOCK_FILE), owner);
  const blob = new Blob([await readFile(file)]);
  const dbDir = path.join(dataDir, 'db');
  const kept = existsSync(dbDir)
    ? path.join(dataDir, `db.before-restore-${new Date().toISOString().replaceAll(':', '-')}`)
    : undefined;
  // A file that is no backup is refused before anything is moved.
  const probe = await openDatabase({ kind: 'pglite', dataDir: 'memory', copyOf: blob });
  await probe.close();
  if (kept !== undefined) await rename(dbDir, kept);
  try {
    const restored = await openDatabase({ kind: 'pglite', dataDir, copyOf: blob });
    try {
      await prepareDatabase(restored);
    } finally {
      await restored.close();
    }
  } catch (error) {
    await rm(dbDir, { recursive: true, force: true });
    if (kept !== undefined) await rename(kept, dbDir);
    throw error;
  }
  return kept;
}
