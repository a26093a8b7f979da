import { catalogObjects, catalogObjectTypes } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { FAMILY_STYLES } from './object-families';
import { FALLBACK_OBJECT_COLOR, objectStylesOf, styleFor } from './object-styles';

describe('object styles', () => {
  const styles = objectStylesOf({
    types: catalogObjectTypes,
    objects: catalogObjects.map((o) => ({ ...o, tags: [...o.tags], sources: [...o.sources] })),
  });

  it("gives each catalog object its name, its drawing family and the family's colour", () => {
    const house = catalogObjects.find((o) => o.code === 'house_small');
    expect(styleFor(styles, 'house_small')).toEqual({
      name: house?.name,
      color: FAMILY_STYLES.house.fill,
      family: 'house',
    });
    for (const o of catalogObjects) expect(styles.get(o.code)?.family, o.code).toBeDefined();
  });

  it('tells apart the kinds a gardener confuses, in colour and in grey print', () => {
    const codes = [
      'house_small',
      'bathhouse',
      'greenhouse_3x6',
      'vegetable_bed',
      'berry_bush',
      'fruit_tree_medium',
    ];
    const looks = codes.map((code) => {
      const family = styleFor(styles, code).family;
      expect(family, code).toBeDefined();
      const look = FAMILY_STYLES[family ?? 'house'];
      return {
        fill: `${look.fill}|${look.pattern ?? 'plain'}`,
        grey: `${look.pattern ?? 'plain'}|${look.symbol}`,
      };
    });
    // No two share a fill and pattern, and no two share pattern and symbol (what grey print keeps).
    expect(new Set(looks.map((l) => l.fill)).size).toBe(codes.length);
    expect(new Set(looks.map((l) => l.grey)).size).toBe(codes.length);
    expect(new Set(looks.map((l) => l.fill.split('|')[0])).size).toBe(codes.length);
  });

  it('prefers a label and falls back for unknown codes', () => {
    expect(styleFor(styles, 'house_small', 'Our house').name).toBe('Our house');
    expect(styleFor(styles, 'mystery_thing')).toEqual({
      name: 'mystery thing',
      color: FALLBACK_OBJECT_COLOR,
    });
    expect(objectStylesOf(undefined).size).toBe(0);
    // Before the catalog has loaded a known code is still drawn as its kind.
    expect(styleFor(new Map(), 'greenhouse_3x4').family).toBe('greenhouse');
  });
});
