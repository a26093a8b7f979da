import { describe, expect, it } from 'vitest';
import { catalogObjects, type LandscapeObject } from '@plotplan/domain';
import { parseRequest } from './request.js';
import { codesForNoun, pluralForms, vocabulary } from './vocabulary.js';

const without = (...codes: string[]): readonly LandscapeObject[] =>
  catalogObjects.filter((o) => !codes.includes(o.code));

describe('vocabulary', () => {
  it('names only codes the built-in catalog has', () => {
    const codes = new Set(catalogObjects.map((o) => o.code));
    for (const entry of vocabulary) for (const code of entry.codes) expect(codes.has(code), code).toBe(true);
  });

  it('has each phrase once', () => {
    const phrases = vocabulary.flatMap((e) => e.phrases);
    expect(new Set(phrases).size).toBe(phrases.length);
  });

  it('reaches every catalog object by its own name, first', () => {
    for (const object of catalogObjects) {
      expect(codesForNoun(object.name, catalogObjects)[0], object.name).toBe(object.code);
      expect(parseRequest(`add a ${object.name}`, catalogObjects), object.name).toEqual({
        kind: 'commands',
        commands: [{ kind: 'add', landscape_object: object.code, count: 1 }],
      });
    }
  });

  it('maps synonyms to every code they may mean, most likely first', () => {
    expect(codesForNoun('house', catalogObjects)).toEqual([
      'house_medium',
      'house_small',
      'house_large',
      'house_log',
    ]);
    expect(codesForNoun('cottage', catalogObjects)[0]).toBe('house_medium');
    expect(codesForNoun('banya', catalogObjects)).toEqual(['bathhouse', 'sauna_barrel']);
    expect(codesForNoun('greenhouse', catalogObjects)).toEqual(['greenhouse_3x4', 'greenhouse_3x6']);
    expect(codesForNoun('cherry tree', catalogObjects)).toEqual([
      'fruit_tree_medium',
      'fruit_tree_tall',
      'fruit_tree_dwarf',
    ]);
    expect(codesForNoun('apple trees', catalogObjects)[0]).toBe('fruit_tree_medium');
    expect(codesForNoun('trees', catalogObjects)).toHaveLength(5);
    expect(codesForNoun('beds', catalogObjects)).toEqual([
      'vegetable_bed',
      'raised_bed',
      'herb_bed',
      'strawberry_bed',
    ]);
    expect(codesForNoun('flower bed', catalogObjects)).toEqual(['flower_bed', 'flower_bed_round']);
    expect(codesForNoun('outhouse', catalogObjects)).toEqual(['outdoor_toilet']);
    expect(codesForNoun('play area', catalogObjects)).toEqual(['playground']);
    expect(codesForNoun('grill', catalogObjects)).toEqual(['bbq_area']);
    expect(codesForNoun('car park', catalogObjects)).toEqual(['parking_space']);
    expect(codesForNoun('gooseberries', catalogObjects)).toEqual(['berry_bush']);
    expect(codesForNoun('raspberries', catalogObjects)).toEqual(['berry_row']);
  });

  it('knows nothing it was not told', () => {
    expect(codesForNoun('hot tub', catalogObjects)).toEqual([]);
    expect(codesForNoun('house boat', catalogObjects)).toEqual([]);
  });

  it('keeps only the codes the catalog at hand has', () => {
    expect(codesForNoun('sauna', without('bathhouse'))).toEqual(['sauna_barrel']);
    const request = parseRequest('remove the sauna', without('bathhouse'));
    expect(request).toEqual({
      kind: 'commands',
      commands: [{ kind: 'remove', target: { codes: ['sauna_barrel'], noun: 'sauna', quantity: 1 } }],
    });
  });

  it('makes a noun unknown when the catalog lacks all its objects', () => {
    const catalog = without('pond', 'pond_round');
    expect(codesForNoun('pond', catalog)).toEqual([]);
    expect(parseRequest('add a pond', catalog)).toEqual({ kind: 'unknown_object', noun: 'pond' });
    expect(parseRequest('move the well away from the pond', catalog)).toEqual({
      kind: 'unknown_object',
      noun: 'pond',
    });
    expect(parseRequest('why is the pond red?', catalog)).toEqual({ kind: 'unknown_object', noun: 'pond' });
  });

  it('learns the objects of another catalog by their names', () => {
    const base = catalogObjects.find((o) => o.code === 'pool');
    if (base === undefined) throw new Error('the built-in catalog has a pool');
    const hotTub: LandscapeObject = { ...base, id: 999, code: 'hot_tub', name: 'Hot tub' };
    expect(parseRequest('add a hot tub', [...catalogObjects, hotTub])).toEqual({
      kind: 'commands',
      commands: [{ kind: 'add', landscape_object: 'hot_tub', count: 1 }],
    });
  });

  it('forms plurals', () => {
    expect(pluralForms('bed')).toEqual(['beds']);
    expect(pluralForms('bush')).toEqual(['bushes', 'bushs']);
    expect(pluralForms('sandbox')[0]).toBe('sandboxes');
    expect(pluralForms('birch')).toContain('birches');
    expect(pluralForms('raspberry')).toContain('raspberries');
    expect(pluralForms('tray')).toEqual(['trays']);
  });
});
