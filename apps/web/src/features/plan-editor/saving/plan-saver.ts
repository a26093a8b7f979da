import type { Plan } from '@plotplan/domain';

export type PlanSaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';

export interface SavedPlan {
  /** The project's plan version after the save. */
  readonly planVersion: number | null;
}

export interface PlanSaverOptions<T extends SavedPlan> {
  /** The plan version the editor started from (null: the project has no plan yet). */
  readonly baseVersion: number | null;
  readonly save: (plan: Plan, baseVersion: number | null, summary: string) => Promise<T>;
  readonly onSaved?: (result: T) => void;
  /** A failed save; `conflict` when the plan changed elsewhere (409). */
  readonly onError?: (error: unknown, conflict: boolean) => void;
  readonly isConflict: (error: unknown) => boolean;
  readonly delayMs?: number;
}

const SUMMARY_MAX = 200;

/** The version summary for changes saved together: each distinct one, oldest first. */
export function joinSummaries(summaries: readonly string[]): string {
  const distinct = summaries.filter((s, i) => summaries.indexOf(s) === i);
  const text = distinct.join('; ');
  if (text.length <= SUMMARY_MAX) return text;
  const head = `${summaries.length} changes: `;
  return `${head}${text}`.slice(0, SUMMARY_MAX - 1) + '…';
}

/**
 * Saves committed editor changes as plan versions: a burst of changes (a run of nudges) becomes one
 * version after `delayMs` of quiet, each save based on the version the previous one produced, so a
 * change made elsewhere meanwhile is a conflict (409), never silently overwritten.
 */
export class PlanSaver<T extends SavedPlan> {
  private latest: Plan | undefined;
  private summaries: string[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | undefined;
  private statusValue: PlanSaveStatus = 'saved';
  private readonly listeners = new Set<() => void>();
  version: number | null;

  constructor(private readonly options: PlanSaverOptions<T>) {
    this.version = options.baseVersion;
  }

  readonly getStatus = (): PlanSaveStatus => this.statusValue;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a change is waiting or being written. */
  get busy(): boolean {
    return this.latest !== undefined || this.inFlight !== undefined;
  }

  schedule(plan: Plan, summary: string): void {
    if (this.statusValue === 'conflict') return;
    this.latest = plan;
    this.summaries.push(summary);
    this.setStatus('pending');
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), this.options.delayMs ?? 700);
  }

  /** Writes what is waiting now; resolves when nothing is. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight !== undefined) {
      await this.inFlight;
      return this.flush();
    }
    const plan = this.latest;
    if (plan === undefined) return;
    const summary = joinSummaries(this.summaries);
    this.latest = undefined;
    this.summaries = [];
    this.setStatus('saving');
    this.inFlight = this.options.save(plan, this.version, summary).then(
      (result) => {
        this.version = result.planVersion;
        this.options.onSaved?.(result);
        this.setStatus(this.latest === undefined ? 'saved' : 'pending');
      },
      (error: unknown) => {
        const conflict = this.options.isConflict(error);
        if (!conflict && this.latest === undefined) {
          // Keep the unsaved plan so the next change or a retry writes it.
          this.latest = plan;
          this.summaries = [summary];
        }
        this.setStatus(conflict ? 'conflict' : 'error');
        this.options.onError?.(error, conflict);
      },
    );
    try {
      await this.inFlight;
    } finally {
      this.inFlight = undefined;
    }
    if (this.latest !== undefined && this.statusValue === 'pending') return this.flush();
  }

  /** After a conflict was resolved by taking the server's plan: start again from its version. */
  reset(version: number | null): void {
    clearTimeout(this.timer);
    this.latest = undefined;
    this.summaries = [];
    this.version = version;
    this.setStatus('saved');
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private setStatus(status: PlanSaveStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    for (const l of this.listeners) l();
  }
}
