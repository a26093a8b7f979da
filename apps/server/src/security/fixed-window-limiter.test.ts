import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

const rate = { limit: 2, windowSeconds: 10 };

describe('FixedWindowLimiter', () => {
  it('allows the limit per window, then says how many whole seconds to wait', () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(() => now);
    expect(limiter.hit([{ key: 'a', rate }])).toBe(0);
    now += 2_500;
    expect(limiter.hit([{ key: 'a', rate }])).toBe(0);
    expect(limiter.hit([{ key: 'a', rate }])).toBe(8); // 7.5 s left, rounded up
    now += 7_400;
    expect(limiter.hit([{ key: 'a', rate }])).toBe(1);
    now += 100;
    expect(limiter.hit([{ key: 'a', rate }])).toBe(0); // a new window
  });

  it('counts a hit only when every key is under its limit, and waits for the longest', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(() => now);
    const long = { limit: 1, windowSeconds: 100 };
    expect(
      limiter.hit([
        { key: 'ip', rate: long },
        { key: 'addr', rate },
      ]),
    ).toBe(0);
    // The IP is full: nothing is counted for the address.
    expect(
      limiter.hit([
        { key: 'ip', rate: long },
        { key: 'addr', rate },
      ]),
    ).toBe(100);
    expect(limiter.hit([{ key: 'addr', rate }])).toBe(0);
    expect(limiter.hit([{ key: 'addr', rate }])).toBe(10);
    now = 5_000;
    expect(
      limiter.hit([
        { key: 'ip', rate: long },
        { key: 'addr', rate },
      ]),
    ).toBe(95);
  });

  it('keeps keys apart', () => {
    const limiter = new FixedWindowLimiter(() => 0);
    const one = { limit: 1, windowSeconds: 60 };
    expect(limiter.hit([{ key: 'x', rate: one }])).toBe(0);
    expect(limiter.hit([{ key: 'y', rate: one }])).toBe(0);
    expect(limiter.hit([{ key: 'x', rate: one }])).toBe(60);
  });

  it('forgets finished windows, so memory follows recent traffic only', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(() => now);
    for (let i = 0; i < 100; i++) limiter.hit([{ key: `k${i}`, rate }]);
    expect(limiter.size).toBe(100);
    now = 61_000;
    limiter.hit([{ key: 'fresh', rate }]);
    expect(limiter.size).toBe(1);
  });
});
