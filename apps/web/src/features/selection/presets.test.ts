import { objectByCode } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { selectionPresets } from './presets';

describe('selection presets', () => {
  it('name only objects the catalog has', () => {
    const unknown = selectionPresets
      .flatMap((p) => p.items)
      .filter((item) => objectByCode(item.landscape_object) === undefined);
    expect(unknown).toEqual([]);
  });
});
