// `npm run backup [-- FILE]`: a backup of the database the environment names (see the README's
// "Backups"). The embedded database is copied through the running server when one holds it.
import { spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { isAlive, LOCK_FILE, readOwner } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/database.js';
import { requestBackup } from './backup-request.js';
import { BACKUP_DIR, backupFileName, writeBackup } from './embedded-backup.js';

const say = (line: string) => void process.stdout.write(`${line}\n`);

async function main(args: readonly string[]): Promise<void> {
  const config = loadConfig(process.env);
  if (config.databaseUrl !== undefined) {
    const file = path.resolve(args[0] ?? backupFileName().replace('.tar.gz', '.dump'));
    const dumped = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, config.databaseUrl], {
      stdio: 'inherit',
    });
    if (dumped.error !== undefined)
      throw new Error(`pg_dump could not be run (${dumped.error.message}); install the PostgreSQL client`);
    if (dumped.status !== 0) throw new Error(`pg_dump failed (exit ${String(dumped.status)})`);
    say(`Backup written: ${file}`);
    return;
  }
  const file = path.resolve(args[0] ?? path.join(config.dataDir, BACKUP_DIR, backupFileName()));
  const owner = await readOwner(path.join(config.dataDir, LOCK_FILE));
  if (owner !== undefined && isAlive(owner)) {
    await requestBackup(config.dataDir, owner.pid, file);
    say(
      `Backup written by the running server (pid ${owner.pid}): ${file} (${(await stat(file)).size} bytes)`,
    );
    return;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  try {
    const bytes = await writeBackup(database, file);
    say(`Backup written: ${file} (${bytes} bytes)`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `Backup failed: ${message}`);
  process.exit(1);
});
