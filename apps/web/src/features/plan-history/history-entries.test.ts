import { describe, expect, it } from 'vitest';
import { hasOlderVersions, versionFacts } from './history-entries';
import { absoluteTime, relativeTime } from './relative-time';

const now = Date.parse('2025-03-10T12:00:00Z');

describe('history entry text', () => {
  it.each([
    ['2025-03-10T11:59:30Z', 'just now'],
    ['2025-03-10T12:00:20Z', 'just now'], // a server clock a little ahead
    ['2025-03-10T11:55:00Z', '5 minutes ago'],
    ['2025-03-10T09:00:00Z', '3 hours ago'],
    ['2025-03-09T12:00:00Z', 'yesterday'],
    ['2025-02-24T12:00:00Z', '2 weeks ago'],
    ['2024-03-01T12:00:00Z', 'last year'],
  ])('says %s was %s', (iso, text) => {
    expect(relativeTime(iso, now)).toBe(text);
  });

  it('gives an absolute time with the year, and the raw text for a bad time', () => {
    expect(absoluteTime('2025-03-10T12:00:00Z')).toMatch(/2025/);
    expect(absoluteTime('not a time')).toBe('not a time');
    expect(relativeTime('not a time', now)).toBe('');
  });

  it('counts objects and rule errors', () => {
    expect(versionFacts({ object_count: 0, error_count: 0 })).toBe('No objects');
    expect(versionFacts({ object_count: 1, error_count: 2 })).toBe('1 object, 2 rule errors');
  });

  it('knows when the list starts after version 1', () => {
    const v = (version: number) => ({
      version,
      parent: null,
      source: 'edit' as const,
      summary: '',
      created_at: '',
      object_count: 0,
      error_count: 0,
    });
    expect(hasOlderVersions([])).toBe(false);
    expect(hasOlderVersions([v(2), v(1)])).toBe(false);
    expect(hasOlderVersions([v(101), v(2)])).toBe(true);
  });
});
