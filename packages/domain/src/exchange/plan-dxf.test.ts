import dxfParserModule from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { catalogObjectTypes } from '../catalog/object-types.js';
import { quantitiesPlan, quantitiesPlot } from '../report/quantities-fixture.js';
import { dxfNumber, dxfText } from './dxf-writer.js';
import { aciOfHex, objectLayerName, planToDxf } from './plan-dxf.js';

interface Parsed {
  readonly header: Record<string, unknown>;
  readonly tables: { readonly layer: { readonly layers: Record<string, { readonly colorIndex: number }> } };
  readonly entities: readonly {
    readonly type: string;
    readonly layer: string;
    readonly shape?: boolean;
    readonly width?: number;
    readonly text?: string;
    readonly radius?: number;
    readonly vertices?: readonly { readonly x: number; readonly y: number }[];
  }[];
}

// dxf-parser's CommonJS build (what Node loads) exports the class itself; its types describe the ES build.
const DxfParser = dxfParserModule as unknown as new () => { parseSync(text: string): unknown };
const parse = (text: string) => new DxfParser().parseSync(text) as unknown as Parsed;

/** Entity counts per "LAYER TYPE". */
function tally(parsed: Parsed): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of parsed.entities) counts[`${e.layer} ${e.type}`] = (counts[`${e.layer} ${e.type}`] ?? 0) + 1;
  return counts;
}

describe('planToDxf', () => {
  const text = planToDxf(quantitiesPlot, quantitiesPlan);
  const parsed = parse(text);

  it('is in metres and names its version', () => {
    expect(parsed.header.$INSUNITS).toBe(6);
    expect(parsed.header.$ACADVER).toBe('AC1015');
    expect(text.trimEnd().endsWith('EOF')).toBe(true);
  });

  it('has the fixed layers and one per object type', () => {
    const layers = Object.keys(parsed.tables.layer.layers);
    for (const name of ['BOUNDARY', 'FENCES', 'ENTRANCE', 'PATHS', 'PROTECTED', 'DIMENSIONS', 'LABELS']) {
      expect(layers).toContain(name);
    }
    for (const type of catalogObjectTypes) expect(layers).toContain(objectLayerName(type.code));
    expect(layers).toContain('OBJ_DWELLING');
    expect(parsed.tables.layer.layers.OBJ_DWELLING?.colorIndex).toBe(aciOfHex('#c2410c'));
  });

  it('holds the boundary as one closed polyline with the exact vertices', () => {
    const boundary = parsed.entities.filter((e) => e.layer === 'BOUNDARY');
    expect(boundary).toHaveLength(1);
    expect(boundary[0]).toMatchObject({ type: 'LWPOLYLINE', shape: true });
    expect(boundary[0]?.vertices?.map((v) => [v.x, v.y])).toEqual(quantitiesPlot.boundary);
  });

  it('draws each kind of thing on its layer', () => {
    // 4 edges: each an extension line at both ends, the dimension line and two ticks (5 lines) and its length.
    expect(tally(parsed)).toEqual({
      'BOUNDARY LWPOLYLINE': 1,
      'FENCES LINE': 4, // the street side in two pieces around the entrance, the right and top sides
      'ENTRANCE LINE': 1,
      'PROTECTED LWPOLYLINE': 1,
      'PROTECTED CIRCLE': 1,
      'PATHS LWPOLYLINE': 1,
      'OBJ_DWELLING LWPOLYLINE': 1,
      'OBJ_RECREATION LWPOLYLINE': 1,
      'OBJ_GARDEN LWPOLYLINE': 3,
      'OBJ_ORNAMENTAL LWPOLYLINE': 1,
      'OBJ_TREES CIRCLE': 1,
      'LABELS TEXT': 9, // 7 objects and 2 protected areas
      'DIMENSIONS LINE': 20,
      'DIMENSIONS TEXT': 4,
    });
  });

  it('keeps the geometry in metres', () => {
    const path = parsed.entities.find((e) => e.layer === 'PATHS');
    expect(path).toMatchObject({ shape: false, width: 1.5 });
    expect(path?.vertices?.map((v) => [v.x, v.y])).toEqual([
      [10, 0],
      [10, 10],
    ]);
    const house = parsed.entities.find((e) => e.layer === 'OBJ_DWELLING');
    expect(house?.vertices?.map((v) => [v.x, v.y])).toEqual([
      [6, 13],
      [14, 13],
      [14, 23],
      [6, 23],
    ]);
    expect(parsed.entities.find((e) => e.layer === 'OBJ_TREES')).toMatchObject({ radius: 2 });
    const fences = parsed.entities.filter((e) => e.layer === 'ENTRANCE');
    expect(fences).toHaveLength(1);
    const labels = parsed.entities.filter((e) => e.type === 'TEXT').map((e) => e.text);
    expect(labels).toEqual(expect.arrayContaining(['Small house', 'Apple', 'Old shed', '20.00', '30.00']));
  });

  it("writes the dimensions' numbers with a decimal comma when asked, the coordinates as they were", () => {
    const comma = planToDxf(quantitiesPlot, quantitiesPlan, { decimalMark: ',' });
    const point = planToDxf(quantitiesPlot, quantitiesPlan);
    const dimensions = (dxf: string) =>
      parse(dxf)
        .entities.filter((e) => e.layer === 'DIMENSIONS' && e.type === 'TEXT')
        .map((e) => e.text);
    expect(dimensions(comma)).toEqual(expect.arrayContaining(['20,00', '30,00']));
    expect(dimensions(point)).toEqual(
      expect.arrayContaining(['20,00', '30,00'].map((t) => t.replace(',', '.'))),
    );
    // Only the four numbers differ: every coordinate and every other text is the same.
    const lines = (dxf: string) => dxf.split('\n');
    const changed = lines(comma).filter((line, i) => line !== lines(point)[i]);
    expect(changed).toHaveLength(4);
    expect(changed.every((line) => /^\d+,\d\d$/.test(line.trim()))).toBe(true);
  });

  it('turns rotated footprints and keeps them within 0.1 mm', () => {
    const house = quantitiesPlan.objects[0];
    if (house === undefined) throw new Error('fixture');
    const turned = parse(
      planToDxf(quantitiesPlot, { objects: [{ ...house, rotation_deg: 30 }] }),
    ).entities.find((e) => e.layer === 'OBJ_DWELLING');
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const [x, y] = [10 + c * -4 - s * -5, 18 + s * -4 + c * -5];
    expect(turned?.vertices?.[0]?.x).toBeCloseTo(x, 4);
    expect(turned?.vertices?.[0]?.y).toBeCloseTo(y, 4);
  });

  it('puts unknown objects on OBJ_OTHER and draws a bare plot', () => {
    const house = quantitiesPlan.objects[0];
    if (house === undefined) throw new Error('fixture');
    const other = parse(planToDxf(quantitiesPlot, { objects: [{ ...house, landscape_object: 'no_such' }] }));
    expect(Object.keys(other.tables.layer.layers)).toContain('OBJ_OTHER');
    expect(other.entities.filter((e) => e.layer === 'OBJ_OTHER')).toHaveLength(1);
    const bare = parse(planToDxf(quantitiesPlot, null));
    expect(bare.entities.filter((e) => e.layer.startsWith('OBJ_'))).toHaveLength(0);
  });

  it('draws a wicket set beside the gate on WICKET, the fence open around both (issue 25)', () => {
    // The 20 m street side: the gate 8..12 m, the wicket 12.2..13.2 m.
    const withWicket = parse(
      planToDxf({ ...quantitiesPlot, wicket: { edge: 0, t: 0.635, width_m: 1 } }, null),
    );
    expect(Object.keys(withWicket.tables.layer.layers)).toContain('WICKET');
    const wicket = withWicket.entities.filter((e) => e.layer === 'WICKET');
    expect(wicket).toHaveLength(1);
    expect(tally(withWicket)['FENCES LINE']).toBe(5);
    expect(tally(parse(planToDxf(quantitiesPlot, null)))['WICKET LINE']).toBeUndefined();
  });
});

describe('the boundary read back', () => {
  it('is the same polygon within 1 mm, whatever its decimals', () => {
    const boundary = [
      [0.12345, -3.98765],
      [41.00049, 0.5],
      [38.7, 27.333333],
      [-2.25, 19.0001],
    ] as const;
    const back = parse(planToDxf({ ...quantitiesPlot, boundary, entrance: undefined }, null)).entities.find(
      (e) => e.layer === 'BOUNDARY',
    );
    expect(back?.vertices).toHaveLength(4);
    back?.vertices?.forEach((v, i) => {
      expect(Math.abs(v.x - (boundary[i]?.[0] ?? NaN))).toBeLessThan(0.001);
      expect(Math.abs(v.y - (boundary[i]?.[1] ?? NaN))).toBeLessThan(0.001);
    });
  });
});

describe('DXF values', () => {
  it('writes numbers to 0.1 mm and text on one line in ASCII', () => {
    expect(dxfNumber(1.23456789)).toBe('1.2346');
    expect(dxfNumber(-0.00001)).toBe('0');
    expect(dxfText('Баня\nnew')).toBe('\\U+0411\\U+0430\\U+043D\\U+044F new');
    expect(dxfText('a\\b')).toBe('a\\\\b');
  });
});
