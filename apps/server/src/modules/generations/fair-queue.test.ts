import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

const drain = (queue: FairQueue<string>): string[] => {
  const out: string[] = [];
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) out.push(item);
  return out;
};

describe('FairQueue', () => {
  it('takes the owners in turn, each owner in order', () => {
    const queue = new FairQueue<string>();
    queue.push(1, ['a1', 'a2', 'a3']);
    queue.push(2, ['b1']);
    queue.push(1, ['a4']);
    queue.push(3, ['c1', 'c2']);
    expect(queue.size).toBe(7);
    expect(drain(queue)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
  });

  it('serves an owner who comes late before the owner just served', () => {
    const queue = new FairQueue<string>();
    queue.push(1, ['a1', 'a2', 'a3']);
    expect(queue.shift()).toBe('a1');
    queue.push(2, ['b1']);
    expect(drain(queue)).toEqual(['b1', 'a2', 'a3']);
  });

  it('serves a newcomer before the owner just served who comes back with more', () => {
    const queue = new FairQueue<string>();
    queue.push(1, ['a1']);
    expect(queue.shift()).toBe('a1');
    // Nothing waits now; owner 1 comes back, then owner 2 comes for the first time.
    queue.push(1, ['a2']);
    queue.push(2, ['b1']);
    expect(drain(queue)).toEqual(['b1', 'a2']);
  });

  it('keeps the turns of owners served since the one who waits longest', () => {
    const queue = new FairQueue<string>();
    queue.push(1, ['a1', 'a2', 'a3']);
    queue.push(2, ['b1']);
    expect([queue.shift(), queue.shift()]).toEqual(['a1', 'b1']);
    // Owner 2 was served after owner 1: coming back, it waits for owner 1's turn.
    queue.push(2, ['b2']);
    queue.push(1, []);
    expect(drain(queue)).toEqual(['a2', 'b2', 'a3']);
    queue.push(2, ['b3']);
    queue.clear();
    expect([queue.size, queue.shift()]).toEqual([0, undefined]);
  });
});
