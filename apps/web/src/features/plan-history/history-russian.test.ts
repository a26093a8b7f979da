import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { versionFacts } from './history-entries';
import { absoluteTime, relativeTime } from './relative-time';

beforeEach(() => setLocale('ru'));
afterEach(() => setLocale('en'));

describe('the history in Russian', () => {
  it('counts objects and rule errors with Russian plurals', () => {
    expect(versionFacts({ object_count: 0, error_count: 0 })).toBe('Нет объектов');
    expect(versionFacts({ object_count: 5, error_count: 2 })).toBe('5 объектов, 2 нарушения норм');
    expect(versionFacts({ object_count: 21, error_count: 1 })).toBe('21 объект, 1 нарушение норм');
  });

  it('says times the Russian way', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(relativeTime('2026-11-26T11:59:30Z', now, 'ru')).toBe('только что');
    expect(relativeTime('2026-11-26T11:55:00Z', now, 'ru')).toBe('5 минут назад');
    expect(relativeTime('2026-11-25T12:00:00Z', now, 'ru')).toBe('вчера');
    expect(absoluteTime('2026-11-26T12:00:00Z', 'ru')).toMatch(/^26\.11\.2026/);
  });
});
