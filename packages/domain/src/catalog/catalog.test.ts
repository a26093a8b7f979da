import { describe, expect, it } from 'vitest';
import type { LandscapeObject, ObjectType } from '../model/catalog.js';
import {
  catalogObjects,
  objectByCode,
  objectById,
  objectsOfType,
  objectTypeByCode,
  objectTypeById,
} from './catalog-objects.js';
import { catalogObjectTypes } from './object-types.js';
import { validateCatalog } from './validate-catalog.js';

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrastOnWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

describe('built-in catalog', () => {
  it('holds its own invariants', () => {
    expect(validateCatalog(catalogObjectTypes, catalogObjects)).toEqual([]);
  });

  it('has at least 10 object types and 35 objects, every type used', () => {
    expect(catalogObjectTypes.length).toBeGreaterThanOrEqual(10);
    expect(catalogObjects.length).toBeGreaterThanOrEqual(35);
    for (const type of catalogObjectTypes) expect(objectsOfType(type.id).length).toBeGreaterThan(0);
  });

  it('includes the objects the product promises', () => {
    const codes = [
      'house_small',
      'house_medium',
      'house_large',
      'guest_house',
      'garage',
      'carport',
      'bathhouse',
      'workshop',
      'garden_shed',
      'greenhouse_3x4',
      'greenhouse_3x6',
      'vegetable_bed',
      'raised_bed',
      'fruit_tree_tall',
      'fruit_tree_medium',
      'fruit_tree_dwarf',
      'shade_tree_birch',
      'berry_bush',
      'lawn',
      'flower_bed',
      'pond',
      'pool',
      'gazebo',
      'terrace',
      'playground',
      'bbq_area',
      'compost_bin',
      'outdoor_toilet',
      'well',
      'borehole',
      'septic_tank',
      'rainwater_tank',
      'woodshed',
      'poultry_house',
      'beehive',
      'parking_space',
      'driveway',
      'path',
    ];
    for (const code of codes) expect(objectByCode(code), code).toBeDefined();
  });

  it('gives every type a distinct colour readable on white (WCAG AA, 4.5:1)', () => {
    for (const type of catalogObjectTypes) {
      expect(contrastOnWhite(type.color), type.code).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('orders types by their order field and objects by id', () => {
    const orders = catalogObjectTypes.map((t) => t.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const ids = catalogObjects.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('tags the objects the rules rely on', () => {
    const tagged = (code: string): readonly string[] => objectByCode(code)?.tags ?? [];
    expect(tagged('house_medium')).toContain('dwelling');
    expect(tagged('bathhouse')).toContain('sauna');
    expect(tagged('outdoor_toilet')).toContain('toilet');
    expect(tagged('borehole')).toContain('well');
    expect(tagged('fruit_tree_tall')).toContain('tall_tree');
    expect(tagged('path')).toContain('hardscape');
  });
});

describe('lookups', () => {
  it('find objects and types by code and id', () => {
    expect(objectByCode('well')?.shape).toBe('circle');
    expect(objectByCode('nope')).toBeUndefined();
    expect(objectById(40)?.code).toBe('well');
    expect(objectTypeByCode('water')?.id).toBe(5);
    expect(objectTypeById(5)?.code).toBe('water');
  });

  it('work on a catalog other than the built-in one', () => {
    const custom: LandscapeObject[] = [{ ...(objectByCode('well') as LandscapeObject), code: 'custom_well' }];
    expect(objectByCode('custom_well', custom)?.id).toBe(40);
    expect(objectByCode('well', custom)).toBeUndefined();
  });
});

describe('validateCatalog', () => {
  const well = objectByCode('well') as LandscapeObject;
  const shed = objectByCode('garden_shed') as LandscapeObject;

  it('reports duplicate ids and codes', () => {
    const problems = validateCatalog(catalogObjectTypes, [well, { ...shed, id: well.id, code: well.code }]);
    expect(problems).toContain('object id 40 is used twice');
    expect(problems).toContain('object code well is used twice');
  });

  it('reports sizes outside their range and circles that are not round', () => {
    const problems = validateCatalog(catalogObjectTypes, [
      { ...shed, width: 5 },
      { ...well, depth: 2 },
    ]);
    expect(problems).toEqual([
      'garden_shed: width needs 0 < min <= default <= max, got 1.5 <= 5 <= 3',
      'well: depth needs 0 < min <= default <= max, got 1 <= 2 <= 1.5',
      "well: a circle's width and depth (its diameter) must agree",
    ]);
  });

  it('reports unknown object types, unknown tags and missing sources', () => {
    const problems = validateCatalog(catalogObjectTypes, [
      { ...shed, object_type: 99, tags: ['building', 'castle'], sources: [] },
    ]);
    expect(problems).toEqual([
      'garden_shed: unknown object type 99',
      'garden_shed: no sources for its numbers',
      'garden_shed: unknown tag "castle"',
    ]);
  });

  it('reports duplicate object type codes and colours', () => {
    const first = catalogObjectTypes[0] as ObjectType;
    expect(validateCatalog([first, { ...first, id: 99 }], [])).toEqual([
      'object type code dwelling is used twice',
      'object type colour #c2410c is used twice',
    ]);
  });
});
