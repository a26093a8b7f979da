import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { rateWindows } from '../db/schema.js';
import { openSharedTestDatabases } from '../test-support/test-database.js';
import { SharedWindowLimiter, SWEEP_INTERVAL_MS, type LimitedKey } from './shared-window-limiter.js';

// Two handles on one database, as two instances of the app have (two connection pools with
// TEST_DATABASE_URL). Each test uses keys of its own.
let shared: Awaited<ReturnType<typeof openSharedTestDatabases>>;
let first: Database;
let second: Database;
beforeAll(async () => {
  shared = await openSharedTestDatabases();
  first = shared.first;
  second = shared.second;
});
afterAll(async () => {
  await shared.close();
});

const rate = { limit: 2, windowSeconds: 10 };
let keySpace = 0;
/** A key no other test uses. */
const fresh = (name: string) => `${name}-${++keySpace}-${Date.now()}`;
const storedCounts = async () =>
  new Map((await first.db.select().from(rateWindows)).map((row) => [row.key, row.count]));

describe('SharedWindowLimiter', () => {
  it('allows the limit per window, then says how many whole seconds to wait', async () => {
    let now = 1_000_000;
    const limiter = new SharedWindowLimiter(first.db, () => now);
    const a = [{ key: fresh('a'), rate }];
    expect(await limiter.hit(a)).toBe(0);
    now += 2_500;
    expect(await limiter.hit(a)).toBe(0);
    expect(await limiter.hit(a)).toBe(8); // 7.5 s left, rounded up
    now += 7_400;
    expect(await limiter.hit(a)).toBe(1);
    now += 100;
    expect(await limiter.hit(a)).toBe(0); // a new window
  });

  it('counts a hit only when every key is under its limit, and waits for the longest', async () => {
    let now = 0;
    const limiter = new SharedWindowLimiter(first.db, () => now);
    const long = { limit: 1, windowSeconds: 100 };
    const ip = fresh('ip');
    const addr = fresh('addr');
    const both = [
      { key: ip, rate: long },
      { key: addr, rate },
    ];
    expect(await limiter.hit(both)).toBe(0);
    // The IP is full: nothing is counted for the address.
    expect(await limiter.hit(both)).toBe(100);
    expect(await limiter.hit([{ key: addr, rate }])).toBe(0);
    expect(await limiter.hit([{ key: addr, rate }])).toBe(10);
    now = 5_000;
    expect(await limiter.hit(both)).toBe(95);
    const counts = await storedCounts();
    expect([counts.get(ip), counts.get(addr)]).toEqual([1, 2]);
  });

  it('keeps keys apart', async () => {
    const limiter = new SharedWindowLimiter(first.db, () => 0);
    const one = { limit: 1, windowSeconds: 60 };
    const [x, y] = [fresh('x'), fresh('y')];
    expect(await limiter.hit([{ key: x, rate: one }])).toBe(0);
    expect(await limiter.hit([{ key: y, rate: one }])).toBe(0);
    expect(await limiter.hit([{ key: x, rate: one }])).toBe(60);
    expect(await limiter.hit([])).toBe(0);
  });

  it('counts hits from both instances in one window', async () => {
    let now = 50_000_000;
    const clock = () => now;
    const a = new SharedWindowLimiter(first.db, clock);
    const b = new SharedWindowLimiter(second.db, clock);
    const key = [{ key: fresh('both'), rate: { limit: 3, windowSeconds: 30 } }];
    expect(await a.hit(key)).toBe(0);
    expect(await b.hit(key)).toBe(0);
    expect(await a.hit(key)).toBe(0);
    expect(await b.hit(key)).toBe(30);
    expect(await a.hit(key)).toBe(30);
    now += 30_000;
    expect(await b.hit(key)).toBe(0);
  });

  it('never lets concurrent hits from both instances past the limit', async () => {
    const now = () => 60_000_000;
    const a = new SharedWindowLimiter(first.db, now);
    const b = new SharedWindowLimiter(second.db, now);
    const key = fresh('race');
    const limited = [{ key, rate: { limit: 7, windowSeconds: 60 } }];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit(limited)),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(7);
    expect(answers.filter((wait) => wait === 60)).toHaveLength(33);
    expect((await storedCounts()).get(key)).toBe(7);
  });

  it('property: concurrent hits on overlapping keys count exactly the allowed ones, never past a limit', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 24,
        }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
        async (hits, limits) => {
          round += 1;
          const now = () => 70_000_000;
          const limiters = [new SharedWindowLimiter(first.db, now), new SharedWindowLimiter(second.db, now)];
          const keys = limits.map((limit, i) => ({
            key: `prop-${round}-${i}-${Date.now()}`,
            rate: { limit, windowSeconds: 60 },
          }));
          const asked = hits.map((indexes) =>
            indexes.map((i) => keys[i]).filter((k): k is LimitedKey => k !== undefined),
          );
          const answers = await Promise.all(
            asked.map((named, i) => limiters[i % 2]?.hit(named) ?? Promise.resolve(-1)),
          );
          const counts = await storedCounts();
          for (const { key, rate: r } of keys) {
            const allowed = asked.filter((named, i) => answers[i] === 0 && named.some((k) => k.key === key));
            expect(counts.get(key) ?? 0).toBe(allowed.length);
            expect(allowed.length).toBeLessThanOrEqual(r.limit);
          }
          // A refused hit had a full key among its keys.
          asked.forEach((named, i) => {
            if (answers[i] !== 0)
              expect(named.some((k) => (counts.get(k.key) ?? 0) >= k.rate.limit)).toBe(true);
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('deletes finished windows now and then, so the table follows recent traffic only', async () => {
    let now = 80_000_000;
    const limiter = new SharedWindowLimiter(first.db, () => now);
    const short = { limit: 5, windowSeconds: 10 };
    const lasting = { limit: 5, windowSeconds: 3600 };
    const old = Array.from({ length: 20 }, () => fresh('old'));
    for (const key of old) await limiter.hit([{ key, rate: short }]);
    const kept = fresh('kept');
    await limiter.hit([{ key: kept, rate: lasting }]);
    // Before the sweep interval nothing is deleted, finished or not.
    now += 20_000;
    await limiter.hit([{ key: fresh('between'), rate: short }]);
    expect((await storedCounts()).has(old[0] ?? '')).toBe(true);
    now += SWEEP_INTERVAL_MS;
    const after = fresh('after');
    await limiter.hit([{ key: after, rate: short }]);
    const counts = await storedCounts();
    expect(old.filter((key) => counts.has(key))).toEqual([]);
    expect(counts.has(kept)).toBe(true);
    expect(counts.get(after)).toBe(1);
  });
});
