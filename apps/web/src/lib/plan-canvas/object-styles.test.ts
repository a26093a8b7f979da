import { catalogObjects, catalogObjectTypes } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { FALLBACK_OBJECT_COLOR, objectStylesOf, styleFor } from './object-styles';

describe('object styles', () => {
  const styles = objectStylesOf({
    types: catalogObjectTypes,
    objects: catalogObjects.map((o) => ({ ...o, tags: [...o.tags], sources: [...o.sources] })),
  });

  it('gives each catalog object its name and its type colour', () => {
    const house = catalogObjects.find((o) => o.code === 'house_small');
    const type = catalogObjectTypes.find((t) => t.id === house?.object_type);
    expect(styleFor(styles, 'house_small')).toEqual({ name: house?.name, color: type?.color });
  });

  it('prefers a label and falls back for unknown codes', () => {
    expect(styleFor(styles, 'house_small', 'Our house').name).toBe('Our house');
    expect(styleFor(styles, 'mystery_thing')).toEqual({
      name: 'mystery thing',
      color: FALLBACK_OBJECT_COLOR,
    });
    expect(objectStylesOf(undefined).size).toBe(0);
  });
});
