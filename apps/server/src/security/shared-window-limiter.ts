import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateWindows } from '../db/schema.js';

/** How many hits a key may make per window. */
export interface Rate {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface LimitedKey {
  readonly key: string;
  readonly rate: Rate;
}

/** How often one instance deletes finished windows (by its clock). */
export const SWEEP_INTERVAL_MS = 60_000;

/** Thrown inside the transaction to undo a refused hit's increments; carries the wait. */
class OverLimit extends Error {
  constructor(readonly waitMs: number) {
    super('over the limit');
  }
}

/**
 * Fixed-window counters in `rate_windows`, shared by every instance on the database. A hit is only
 * counted when every key it names is under its limit (as DRF counts only allowed requests); an
 * over-limit answer says how long until it is not.
 *
 * One hit is one transaction with one upsert (after `synchronous_commit = off`) that adds 1 to
 * every key (opening a new window where the old one has ended) and returns the counts. The upsert locks each row until the
 * transaction ends, so a concurrent hit on the same key (from any instance) waits and then sees the
 * new count. When a count went over its limit the transaction is rolled back, so a refused hit
 * counts nowhere and a stored count never exceeds its limit. Keys are locked in sorted order, so
 * two hits naming the same keys cannot deadlock.
 *
 * Time is this process's clock (`now`), passed as a parameter, not the database's `now()`: tests
 * move it, and the instances are assumed to keep their clocks in step (NTP).
 */
export class SharedWindowLimiter {
  private lastSweep: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.lastSweep = now();
  }

  /** Records one hit on each key; resolves 0 when allowed, else the whole seconds to wait (>= 1). */
  async hit(keys: readonly LimitedKey[]): Promise<number> {
    const now = this.now();
    await this.sweep(now);
    const limits = new Map(keys.map(({ key, rate }) => [key, rate]));
    if (limits.size === 0) return 0;
    const nowAt = new Date(now).toISOString();
    const sorted = [...limits.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    try {
      await this.db.transaction(async (tx) => {
        // A counter need not wait for its commit to reach the disk (the wait was most of a hit's
        // time on PostgreSQL): a server crash forgets at most the last fraction of a second's hits.
        await tx.execute(sql`set local synchronous_commit = off`);
        const rows = await tx
          .insert(rateWindows)
          .values(
            sorted.map(([key, rate]) => ({
              key,
              endsAt: new Date(now + rate.windowSeconds * 1000),
              count: 1,
            })),
          )
          .onConflictDoUpdate({
            target: rateWindows.key,
            set: {
              endsAt: sql`case when ${rateWindows.endsAt} <= ${nowAt}::timestamptz
                then excluded.ends_at else ${rateWindows.endsAt} end`,
              count: sql`case when ${rateWindows.endsAt} <= ${nowAt}::timestamptz
                then 1 else ${rateWindows.count} + 1 end`,
            },
          })
          .returning({ key: rateWindows.key, endsAt: rateWindows.endsAt, count: rateWindows.count });
        let waitMs = 0;
        for (const row of rows) {
          const limit = limits.get(row.key)?.limit ?? 0;
          if (row.count > limit) waitMs = Math.max(waitMs, row.endsAt.getTime() - now, 1);
        }
        if (waitMs > 0) throw new OverLimit(waitMs);
      });
    } catch (error) {
      if (error instanceof OverLimit) return Math.max(1, Math.ceil(error.waitMs / 1000));
      throw error;
    }
    return 0;
  }

  /**
   * Deletes finished windows now and then, so the table stays bounded by recent traffic. Rows a hit
   * holds locked are skipped (never waited for), so the sweep cannot deadlock with hits; they go on
   * a later sweep.
   */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now;
    const nowAt = new Date(now).toISOString();
    await this.db.execute(sql`
      delete from ${rateWindows} where ${rateWindows.key} in (
        select ${rateWindows.key} from ${rateWindows}
        where ${rateWindows.endsAt} <= ${nowAt}::timestamptz
        for update skip locked)`);
  }
}
