import { readFileSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** Beside the embedded database's folder: `DATA_DIR/db.lock`. */
export const LOCK_FILE = 'db.lock';

/** Who holds the lock, as written into the file. */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Raised when another live process holds the data directory; `message` is the line to print. */
export class DataDirInUse extends Error {
  override readonly name = 'DataDirInUse';
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(
      `the embedded database in ${path.dirname(lockFile)} is in use by another Plotplan process ` +
        `(pid ${owner.pid} on ${owner.host}, since ${owner.since}); stop that process, or give this ` +
        `one its own DATA_DIR (two processes on one PGlite directory overwrite each other's writes)`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

/**
 * Takes the data directory for this process. PGlite has no lock of its own: two processes on one
 * directory both start, hand out the same ids and lose each other's commits. A lock left by a
 * process that no longer runs (a crash, a SIGKILL) is taken over, with `onStale` told.
 */
export async function lockDataDir(
  dataDir: string,
  onStale: (owner: LockOwner) => void = () => undefined,
): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(me)}\n`);
      } finally {
        await handle.close();
      }
      return { file, release: () => releaseIfMine(file) };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const owner = await readOwner(file);
    if (owner !== undefined && isAlive(owner)) throw new DataDirInUse(file, owner);
    if (owner !== undefined) onStale(owner);
    // Stale or unreadable (a crash while writing it): remove it and try again.
    await unlink(file).catch((error: unknown) => {
      if (!isCode(error, 'ENOENT')) throw error;
    });
  }
  throw new Error(`could not take the lock ${file}: another process keeps recreating it`);
}

/** The lock's owner, or undefined when there is none or it cannot be read. */
export async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { pid, host, since } = parsed as Record<string, unknown>;
    if (typeof pid !== 'number' || typeof host !== 'string' || typeof since !== 'string') return undefined;
    return { pid, host, since };
  } catch {
    return undefined;
  }
}

/**
 * Whether the owner still runs. Another host's lock (a shared disk) cannot be checked from here, so
 * it counts as alive. A pid the system has since given to another program is not a Plotplan server:
 * on Linux, a pid whose command line names no node counts as gone.
 */
export function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if (!isCode(error, 'EPERM')) return false;
  }
  try {
    return readFileSync(`/proc/${owner.pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

async function releaseIfMine(file: string): Promise<void> {
  const owner = await readOwner(file);
  if (owner?.pid === process.pid && owner.host === hostname()) await unlink(file).catch(() => undefined);
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
