import dxfParserModule from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { quantitiesPlan, quantitiesPlot } from '../report/quantities-fixture.js';
import { writeDxf } from './dxf-writer.js';
import { planToDxf } from './plan-dxf.js';
import { auditAc1015 } from './test-support/dxf-audit.js';
import { strictHeader, strictRecords, strictSections, valueOf } from './test-support/dxf-strict.js';

// dxf-parser's CommonJS build (what Node loads) exports the class itself; its types describe the ES build.
type Parsed = { entities: unknown[]; tables?: { layer?: { layers?: Record<string, unknown> } } };
const DxfParser = dxfParserModule as unknown as new () => { parseSync(text: string): Parsed | null };

const cyrillicPlan = {
  ...quantitiesPlan,
  objects: quantitiesPlan.objects.map((o, i) => (i === 0 ? { ...o, label: 'Дом с баней' } : o)),
};

describe('the DXF is complete for AutoCAD 2000 (AC1015)', () => {
  const dxf = planToDxf(quantitiesPlot, cyrillicPlan);

  it('passes the strict reader: sections, tables, entries, handles, owners, layers, styles, classes', () => {
    expect(auditAc1015(dxf)).toEqual([]);
  });

  it('passes it for an empty drawing too', () => {
    expect(auditAc1015(writeDxf({ layers: [], entities: [] }))).toEqual([]);
  });

  it('has every section in order and the tables AutoCAD expects', () => {
    expect([...strictSections(dxf).keys()]).toEqual([
      'HEADER',
      'CLASSES',
      'TABLES',
      'BLOCKS',
      'ENTITIES',
      'OBJECTS',
    ]);
    const tables = strictRecords(dxf)
      .filter((r) => r.type === 'TABLE')
      .map((r) => valueOf(r, 2));
    expect(tables).toEqual([
      'VPORT',
      'LTYPE',
      'LAYER',
      'STYLE',
      'VIEW',
      'UCS',
      'APPID',
      'DIMSTYLE',
      'BLOCK_RECORD',
    ]);
    const ltypes = strictRecords(dxf)
      .filter((r) => r.type === 'LTYPE')
      .map((r) => valueOf(r, 2));
    expect(ltypes).toEqual(['ByBlock', 'ByLayer', 'Continuous']);
  });

  it('sets $HANDSEED past the last handle and keeps metres', () => {
    const header = strictHeader(dxf);
    const handles = strictRecords(dxf)
      .filter((r) => r.type !== 'SECTION')
      .map((r) => valueOf(r, r.type === 'DIMSTYLE' ? 105 : 5))
      .filter((h): h is string => h !== undefined)
      .map((h) => Number.parseInt(h, 16));
    expect(Number.parseInt(header.get('$HANDSEED')?.[0] ?? '', 16)).toBe(Math.max(...handles) + 1);
    expect(header.get('$INSUNITS')).toEqual(['6']);
    expect(header.get('$ACADVER')).toEqual(['AC1015']);
  });

  it('writes text in a TrueType style with Cyrillic, non-ASCII as \\U+ escapes', () => {
    const style = strictRecords(dxf).find((r) => r.type === 'STYLE' && valueOf(r, 2) === 'PLOTPLAN');
    expect(style && valueOf(style, 3)).toBe('arial.ttf');
    const texts = strictRecords(dxf).filter((r) => r.type === 'TEXT');
    expect(texts.every((t) => valueOf(t, 7) === 'PLOTPLAN')).toBe(true);
    expect(texts.map((t) => valueOf(t, 1))).toContain(
      '\\U+0414\\U+043E\\U+043C \\U+0441 \\U+0431\\U+0430\\U+043D\\U+0435\\U+0439',
    );
    expect(/^[\x20-\x7e\n]*$/.test(dxf)).toBe(true);
  });

  it('is read by dxf-parser with the same entities', () => {
    const parsed = new DxfParser().parseSync(dxf);
    expect(parsed?.entities.length).toBe(strictSections(dxf).get('ENTITIES')?.length);
    expect(Object.keys(parsed?.tables?.layer?.layers ?? {})).toContain('BOUNDARY');
  });

  it('catches what AutoCAD refuses: the strict reader is not a rubber stamp', () => {
    expect(auditAc1015(dxf.replace(/\$HANDSEED\n5\n[0-9A-F]+/, '$HANDSEED\n5\n1'))).toContainEqual(
      expect.stringMatching(/not below \$HANDSEED/),
    );
    expect(auditAc1015(dxf.replace('0\nSECTION\n2\nOBJECTS', '0\nSECTION\n2\nOBJECTZ'))).not.toEqual([]);
    expect(() => auditAc1015(dxf.replace(/\n70\n0\n/, '\n70\nx\n'))).toThrow(/wants a int/);
    expect(auditAc1015(dxf.replace(/\n8\nBOUNDARY\n/, '\n8\nNOWHERE\n'))).toContainEqual(
      expect.stringMatching(/unknown layer NOWHERE/),
    );
  });
});
