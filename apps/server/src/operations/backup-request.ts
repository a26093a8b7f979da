import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.js';
import { BACKUP_DIR, BACKUP_REQUEST_FILE, writeBackup } from './embedded-backup.js';

/**
 * How `npm run backup` reaches a running server that holds the embedded database (no second
 * process may open it): it writes the target path into `DATA_DIR/backups/.request` and sends
 * SIGUSR2; the server writes the backup there and removes the request, or writes `.request.error`.
 */
export const requestFile = (dataDir: string) => path.join(dataDir, BACKUP_DIR, BACKUP_REQUEST_FILE);
export const errorFile = (dataDir: string) => `${requestFile(dataDir)}.error`;

export interface BackupLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The server's side: answers SIGUSR2 with the backup asked for (one at a time). */
export function answerBackupRequests(database: Database, dataDir: string, log: BackupLog): () => void {
  let running = false;
  const answer = async () => {
    if (running) return;
    running = true;
    try {
      const { file } = JSON.parse(await readFile(requestFile(dataDir), 'utf8')) as { file: string };
      const bytes = await writeBackup(database, file);
      log.info({ file, bytes }, 'backup written');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: message }, 'backup failed');
      await writeFile(errorFile(dataDir), message).catch(() => undefined);
    } finally {
      await rm(requestFile(dataDir), { force: true });
      running = false;
    }
  };
  const onSignal = () => void answer();
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

/** The command's side: asks the server holding the database (pid) and waits for the file. */
export async function requestBackup(
  dataDir: string,
  pid: number,
  file: string,
  timeoutMs = 120_000,
): Promise<void> {
  await mkdir(path.dirname(requestFile(dataDir)), { recursive: true });
  await rm(errorFile(dataDir), { force: true });
  await writeFile(requestFile(dataDir), JSON.stringify({ file }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(errorFile(dataDir))) {
      throw new Error(
        `the server (pid ${pid}) could not write the backup: ${await readFile(errorFile(dataDir), 'utf8')}`,
      );
    }
    if (!existsSync(requestFile(dataDir)) && existsSync(file)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server (pid ${pid}) did not write the backup within ${timeoutMs / 1000} s`);
}
