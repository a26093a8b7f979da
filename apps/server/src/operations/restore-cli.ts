// `npm run restore -- FILE`: puts a backup back (see the README's "Backups"). The server must be
// stopped; the embedded database it replaces is kept beside it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { restoreEmbedded } from './embedded-backup.js';

const say = (line: string) => void process.stdout.write(`${line}\n`);

async function main(args: readonly string[]): Promise<void> {
  const given = args[0];
  if (given === undefined) throw new Error('name the backup file: npm run restore -- FILE');
  const file = path.resolve(given);
  const config = loadConfig(process.env);
  if (config.databaseUrl !== undefined) {
    const restored = spawnSync(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', `--dbname=${config.databaseUrl}`, file],
      { stdio: 'inherit' },
    );
    if (restored.error !== undefined)
      throw new Error(`pg_restore could not be run (${restored.error.message})`);
    if (restored.status !== 0) throw new Error(`pg_restore failed (exit ${String(restored.status)})`);
    say(`Restored ${file}`);
    return;
  }
  const kept = await restoreEmbedded(config.dataDir, file);
  say(`Restored ${file} into ${path.join(config.dataDir, 'db')}`);
  if (kept !== undefined) say(`The database it replaced is kept in ${kept}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof ConfigError ? message : `Restore failed: ${message}`);
  process.exit(1);
});
