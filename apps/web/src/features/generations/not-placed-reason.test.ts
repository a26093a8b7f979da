import { describe, expect, it } from 'vitest';
import { failureReason } from './not-placed-reason';
import { generation } from './test-fixtures';

describe('failureReason', () => {
  it("says the server's error of a failed generation in the interface's language", () => {
    const timedOut = generation({
      status: 'failed',
      error: 'Generation took longer than 10 s.',
      not_placed: [],
    });
    expect(failureReason(timedOut, 'en')).toBe('Generation took longer than 10 s.');
    expect(failureReason(timedOut, 'ru')).toBe('Генерация заняла больше 10 с.');
  });

  it('has no reason when the server gave none', () => {
    expect(failureReason(generation({ status: 'failed', error: null, not_placed: [] }), 'ru')).toBeNull();
  });
});
