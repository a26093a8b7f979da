import { describe, expect, it } from 'vitest';
import { catalogObjects } from './catalog-objects.js';
import snapshot from './catalog.snapshot.json' with { type: 'json' };
import { catalogObjectTypes } from './object-types.js';

// The full built-in catalog as recorded in catalog.snapshot.json. A change to any object's data
// must change the snapshot too, on purpose and in review.
describe('catalog snapshot', () => {
  const catalog = { types: catalogObjectTypes, objects: catalogObjects };

  it('matches the recorded types and objects', () => {
    expect(JSON.parse(JSON.stringify(catalog))).toStrictEqual(snapshot);
  });

  it('keeps the recorded key order (what clients see in JSON)', () => {
    expect(JSON.stringify(catalog)).toBe(JSON.stringify(snapshot));
  });
});
