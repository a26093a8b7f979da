import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { displayName, newestFirst } from './generations-api';
import { generation } from './test-fixtures';

describe('newestFirst', () => {
  it('puts the newest batch first and keeps a batch in variant order', () => {
    const older = '2025-01-01T00:00:00Z';
    const newer = '2025-01-02T00:00:00Z';
    const list = [
      generation({ id: 3, name: 'Batch 1 - Variant 3', created_at: older }),
      generation({ id: 5, name: 'Batch 2 - Variant 2', created_at: newer }),
      generation({ id: 1, name: 'Batch 1 - Variant 1', created_at: older }),
      generation({ id: 4, name: 'Batch 2 - Variant 1', created_at: newer }),
      generation({ id: 2, name: 'Batch 1 - Variant 2', created_at: older }),
    ];
    expect(newestFirst(list).map((g) => g.name)).toEqual([
      'Batch 2 - Variant 1',
      'Batch 2 - Variant 2',
      'Batch 1 - Variant 1',
      'Batch 1 - Variant 2',
      'Batch 1 - Variant 3',
    ]);
  });
});

describe('displayName', () => {
  it('is the trimmed name, or a name unique by id when there is none', () => {
    expect(displayName({ id: 12, name: ' Batch 3 - Variant 2 ' })).toBe('Batch 3 - Variant 2');
    expect(displayName({ id: 12, name: '  ' })).toBe('Variant #12');
  });

  describe('in Russian', () => {
    afterEach(() => setLocale('en'));

    it("says the server's own name in Russian, and keeps a name the user chose", () => {
      setLocale('ru');
      expect(displayName({ id: 12, name: 'Batch 3 - Variant 2' })).toBe('Серия 3 — вариант 2');
      expect(displayName({ id: 12, name: 'Batch 3 - Variant 2 (my pick)' })).toBe(
        'Batch 3 - Variant 2 (my pick)',
      );
      expect(displayName({ id: 12, name: 'У бани' })).toBe('У бани');
      expect(displayName({ id: 12, name: '' })).toBe('Вариант №12');
    });
  });
});
