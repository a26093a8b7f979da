import { statfs } from 'node:fs/promises';

/** A free-space reading is reused this long: writes come in bursts, the disk fills slowly. */
export const DISK_CHECK_INTERVAL_MS = 500;

export interface DiskReading {
  readonly freeBytes: number;
  readonly reserveBytes: number;
  /** Below the reserve: writes are refused until room comes back. */
  readonly low: boolean;
}

/**
 * The free space of the file system holding the embedded database, against a reserve. PGlite
 * must never run out: when its write-ahead log cannot take a new segment it spins at full CPU
 * for good, deaf even to SIGTERM, and freeing space afterwards does not bring it back. So writes
 * stop while the reserve (more than a 16 MB log segment, by default 64 MB) is not free, and go on
 * by themselves once it is.
 */
export class DiskRoom {
  private last: { at: number; reading: DiskReading } | undefined;

  constructor(
    private readonly dir: string,
    readonly reserveBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current reading (fresh at most every `DISK_CHECK_INTERVAL_MS`). */
  async read(): Promise<DiskReading> {
    const at = this.now();
    if (this.last !== undefined && at - this.last.at < DISK_CHECK_INTERVAL_MS) return this.last.reading;
    const stats = await statfs(this.dir);
    // bavail: what an unprivileged writer may use (root's reserved blocks are not ours to count on).
    const freeBytes = stats.bavail * stats.bsize;
    const reading = { freeBytes, reserveBytes: this.reserveBytes, low: freeBytes < this.reserveBytes };
    this.last = { at, reading };
    return reading;
  }
}

/** "12.5 MB free, below the 64 MB reserve": the why of a refusal or of readiness. */
export function describeLowDisk(reading: DiskReading): string {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `the data directory's disk has ${mb(reading.freeBytes)} free, below the ${mb(reading.reserveBytes)} reserve: writes are refused until room is made`;
}
