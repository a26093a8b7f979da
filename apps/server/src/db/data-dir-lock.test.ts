import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './database.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'plotplan-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has ended (so no process has it now, barring reuse within the test). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data directory lock', () => {
  it('refuses to open an embedded database another live process holds, naming the holder', async () => {
    const held = await lockDataDir(dataDir);
    const second = openDatabase({ kind: 'pglite', dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirInUse);
    await expect(second).rejects.toThrow(
      `in use by another Plotplan process (pid ${process.pid} on ${hostname()}`,
    );
    // The refused opening left the holder's lock alone.
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirInUse);
    await held.release();
  });

  it('writes its owner into DATA_DIR/db.lock and removes it on release', async () => {
    const lock = await lockDataDir(dataDir);
    const owner = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(owner.pid).toBe(process.pid);
    await lock.release();
    await expect(readFile(path.join(dataDir, LOCK_FILE))).rejects.toThrow(/ENOENT/);
  });

  it('takes over a lock left by a process that no longer runs, and says so', async () => {
    const pid = deadPid();
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({ pid, host: hostname(), since: '2026-01-01T00:00:00.000Z' }),
    );
    const stale: number[] = [];
    const lock = await lockDataDir(dataDir, (owner) => stale.push(owner.pid));
    expect(stale).toEqual([pid]);
    await lock.release();
  });

  it('takes over an unreadable lock (a crash while writing it)', async () => {
    await writeFile(path.join(dataDir, LOCK_FILE), '{"pi');
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });
});
