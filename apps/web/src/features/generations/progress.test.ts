import { describe, expect, it } from 'vitest';
import { countProgress, progressText, unfinishedIds } from './progress';

const list = [
  { id: 1, status: 'succeeded' as const },
  { id: 2, status: 'running' as const },
  { id: 3, status: 'failed' as const },
  { id: 4, status: 'queued' as const },
  { id: 9, status: 'succeeded' as const },
];

describe('generation progress', () => {
  it('counts the finished generations of a batch', () => {
    const progress = countProgress(list, [1, 2, 3, 4]);
    expect(progress).toMatchObject({ total: 4, finished: 2, succeeded: 1, failed: 1, done: false });
    expect(progress.fraction).toBe(0.5);
    expect(progressText(progress)).toBe('2 of 4 ready (1 failed)');
  });

  it('treats unknown ids as unfinished and an empty batch as done', () => {
    expect(countProgress(list, [1, 99])).toMatchObject({ finished: 1, done: false });
    expect(countProgress(list, [])).toMatchObject({ total: 0, fraction: 1, done: true });
    expect(progressText(countProgress(list, [1, 9]))).toBe('2 of 2 ready');
  });

  it('lists the ids still to poll', () => {
    expect(unfinishedIds(list)).toEqual([2, 4]);
  });
});
