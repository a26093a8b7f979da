import { describe, expect, it } from 'vitest';
import { catalogObjects } from './catalog-objects.js';
import { russianObjectNames, russianTypeNames } from './catalog-names-ru.js';
import { catalogObjectTypes } from './object-types.js';

describe('Russian catalog names', () => {
  it('name every object and type, and nothing else', () => {
    expect(Object.keys(russianObjectNames).sort()).toEqual(catalogObjects.map((o) => o.code).sort());
    expect(Object.keys(russianTypeNames).sort()).toEqual(catalogObjectTypes.map((t) => t.code).sort());
    for (const name of [...Object.values(russianObjectNames), ...Object.values(russianTypeNames)]) {
      expect(name).toMatch(/^[А-ЯЁ][а-яё]/);
    }
  });
});
