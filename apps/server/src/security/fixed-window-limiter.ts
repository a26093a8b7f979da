/** How many hits a key may make per window. */
export interface Rate {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface LimitedKey {
  readonly key: string;
  readonly rate: Rate;
}

interface Window {
  readonly endsAt: number;
  count: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * In-memory fixed-window counters. A hit is only counted when every key it names is under its
 * limit (as DRF counts only allowed requests); an over-limit answer says how long until it is not.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep: number;

  constructor(private readonly now: () => number = Date.now) {
    this.lastSweep = now();
  }

  /** Records one hit on each key; returns 0 when allowed, else the whole seconds to wait (>= 1). */
  hit(keys: readonly LimitedKey[]): number {
    const now = this.now();
    this.sweep(now);
    let waitMs = 0;
    for (const { key, rate } of keys) {
      const window = this.open(key, now);
      if (window !== undefined && window.count >= rate.limit) waitMs = Math.max(waitMs, window.endsAt - now);
    }
    if (waitMs > 0) return Math.max(1, Math.ceil(waitMs / 1000));
    for (const { key, rate } of keys) {
      const window = this.open(key, now);
      if (window === undefined) this.windows.set(key, { endsAt: now + rate.windowSeconds * 1000, count: 1 });
      else window.count += 1;
    }
    return 0;
  }

  /** Number of keys held; for tests of the sweep. */
  get size(): number {
    return this.windows.size;
  }

  private open(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    return window !== undefined && now < window.endsAt ? window : undefined;
  }

  /** Drops finished windows now and then, so memory stays bounded by recent traffic. */
  private sweep(now: number): void {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (now >= window.endsAt) this.windows.delete(key);
  }
}
