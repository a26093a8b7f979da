import { describe, expect, it } from 'vitest';
import { ProjectListCache } from './project-list-cache.js';
import type { ProjectListRow } from './project-store.js';

const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [],
  protected_areas: [],
} as unknown as ProjectListRow['plot'];

const row = (id: number, version: number, name: string): ProjectListRow => ({
  id,
  version,
  name,
  updatedAt: new Date(Date.UTC(2024, 0, version)),
  plot,
  plan: null,
});

describe('ProjectListCache', () => {
  it('builds an item once per project version', () => {
    const cache = new ProjectListCache();
    const first = cache.itemOf(row(1, 1, 'Dacha'));
    expect(first).toMatchObject({ id: 1, name: 'Dacha', plot_area_m2: 600, has_plan: false });
    expect(first.thumbnail_svg).toContain('aria-label="Dacha"');
    // Same version: the item already built (a row can only differ by a write, which moves the version).
    expect(cache.itemOf(row(1, 1, 'Dacha'))).toBe(first);
    const renamed = cache.itemOf(row(1, 2, 'Garden'));
    expect(renamed).toMatchObject({ id: 1, name: 'Garden', updated_at: '2024-01-02T00:00:00.000Z' });
    expect(renamed.thumbnail_svg).toContain('aria-label="Garden"');
    expect(cache.itemOf(row(2, 1, 'Dacha'))).not.toBe(first);
  });

  it('drops the least recently listed items beyond its budget', () => {
    const one = new ProjectListCache().itemOf(row(1, 1, 'A'));
    const size = one.thumbnail_svg.length + one.name.length;
    const cache = new ProjectListCache(2 * size);
    const a = cache.itemOf(row(1, 1, 'A'));
    const b = cache.itemOf(row(2, 1, 'B'));
    expect(cache.itemOf(row(1, 1, 'A'))).toBe(a); // A is now the most recently listed
    cache.itemOf(row(3, 1, 'C')); // over budget: B goes
    expect(cache.itemOf(row(1, 1, 'A'))).toBe(a);
    expect(cache.itemOf(row(2, 1, 'B'))).not.toBe(b);
  });
});
