import { catalogObjects, catalogObjectTypes, objectTypeById } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { FAMILY_LOOKS, familyOf, OBJECT_FAMILIES, UNKNOWN_OBJECT } from './families.js';

const HEX = /^#[0-9a-f]{6}$/;

describe('the family table', () => {
  it.each(catalogObjects.map((o) => [o.code, o] as const))('draws %s by a family with a style', (_, o) => {
    const family = familyOf(o.code, objectTypeById(o.object_type)?.code);
    expect(family).toBeDefined();
    const look = FAMILY_LOOKS[family as NonNullable<typeof family>];
    expect(look.fill).toMatch(HEX);
    expect(look.ink).toMatch(HEX);
  });

  it.each(catalogObjectTypes.map((t) => t.code))(
    'gives the type %s a family (a custom object of it)',
    (type) => {
      expect(familyOf('custom_object', type)).toBeDefined();
    },
  );

  it('styles every family, each with its own fill', () => {
    expect(Object.keys(FAMILY_LOOKS).sort()).toEqual([...OBJECT_FAMILIES].sort());
    const fills = OBJECT_FAMILIES.map((f) => FAMILY_LOOKS[f].fill);
    expect(new Set(fills).size).toBe(fills.length);
  });

  it('leaves a code it does not know without a family, drawn in the neutral grey', () => {
    expect(familyOf('not_in_catalog')).toBeUndefined();
    expect(familyOf('not_in_catalog', 'no_such_type')).toBeUndefined();
    expect(UNKNOWN_OBJECT.fill).toMatch(HEX);
  });
});
