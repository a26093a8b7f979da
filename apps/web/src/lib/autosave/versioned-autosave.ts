import { isHttpConflict } from './is-http-conflict';

/** Where saving stands, for the indicator: `pending` is a change waiting for the quiet period. */
export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

/** The version a write is based on; null when the server has none yet (a project without a plan). */
export type BaseVersion = number | null;

/** The changes one write carries, oldest first; never empty. */
export type Changes<C> = readonly [C, ...C[]];

/** The newest of the changes (what a write of "the latest state" sends). */
export const latestOf = <C>(changes: Changes<C>): C => changes[changes.length - 1] ?? changes[0];

export interface AutosaveOptions<C, R> {
  /** The version the editor started from. */
  readonly baseVersion: BaseVersion;
  /** Writes the changes made since the last write against `baseVersion`. */
  readonly write: (changes: Changes<C>, baseVersion: BaseVersion) => Promise<R>;
  /** The version the server holds after a write; the next write is based on it. */
  readonly versionOf: (result: R) => BaseVersion;
  /** The server refused the write because its version moved on; by default the API's 409. */
  readonly isConflict?: (error: unknown) => boolean;
  readonly onSaved?: (result: R) => void;
  /** A failed write; `conflict` when the data changed elsewhere. */
  readonly onError?: (error: unknown, conflict: boolean) => void;
  /** The quiet period that turns a burst of changes into one write. */
  readonly delayMs?: number;
}

const DEFAULT_DELAY_MS = 700;

/**
 * Saves changes as you go against the server's version, framework-free:
 * - a burst of changes becomes one write after `delayMs` of quiet;
 * - one write is in flight at a time, each based on the version the previous one produced;
 * - a conflict (the version moved elsewhere) stops saving until `reset`, so nothing made elsewhere is
 *   overwritten; any other failure keeps the changes for the next change or `flush` to retry.
 */
export class VersionedAutosave<C, R> {
  private waiting: C[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private statusValue: AutosaveStatus = 'saved';
  private versionValue: BaseVersion;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: AutosaveOptions<C, R>) {
    this.versionValue = options.baseVersion;
  }

  /** The version the next write is based on. */
  get version(): BaseVersion {
    return this.versionValue;
  }

  readonly getStatus = (): AutosaveStatus => this.statusValue;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a change is waiting or being written. */
  get busy(): boolean {
    return this.waiting.length > 0 || this.inFlight !== undefined;
  }

  /** Queues a change; ignored after a conflict, which only `reset` ends. */
  schedule(change: C): void {
    if (this.statusValue === 'conflict') return;
    this.waiting.push(change);
    this.setStatus('pending');
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs ?? DEFAULT_DELAY_MS);
  }

  /** Writes what is waiting now; resolves when nothing is (or a write failed). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight !== undefined) {
      await this.inFlight;
      return this.flush();
    }
    const [first, ...rest] = this.waiting;
    if (first === undefined || this.statusValue === 'conflict') return;
    const changes: Changes<C> = [first, ...rest];
    this.waiting = [];
    this.setStatus('saving');
    const writing = this.options.write(changes, this.versionValue).then(
      (result) => {
        this.versionValue = this.options.versionOf(result);
        this.options.onSaved?.(result);
        this.setStatus(this.waiting.length === 0 ? 'saved' : 'pending');
      },
      (error: unknown) => {
        const conflict = (this.options.isConflict ?? isHttpConflict)(error);
        if (conflict) this.waiting = [];
        // Keep the unsaved changes (before any made meanwhile) so the next write carries them.
        else this.waiting = [...changes, ...this.waiting];
        this.setStatus(conflict ? 'conflict' : 'error');
        this.options.onError?.(error, conflict);
      },
    );
    this.inFlight = writing;
    try {
      await writing;
    } finally {
      if (this.inFlight === writing) this.inFlight = undefined;
    }
    // Changes made during the write follow at once, based on the version it produced.
    if (this.statusValue === 'pending') return this.flush();
  }

  /**
   * Starts again from the server's `version`, dropping what is waiting: after a conflict was resolved
   * by taking the server's data, or when the editor takes data written elsewhere.
   */
  reset(version: BaseVersion): void {
    clearTimeout(this.timer);
    this.waiting = [];
    this.versionValue = version;
    this.setStatus('saved');
  }

  /** Stops the pending timer (what is waiting stays; `flush` still writes it). */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private setStatus(status: AutosaveStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const listener of this.listeners) listener();
  }
}
