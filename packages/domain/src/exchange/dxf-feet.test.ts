import dxfParserModule from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { quantitiesPlan, quantitiesPlot } from '../report/quantities-fixture.js';
import { importBoundary } from './boundary-import.js';
import { planToDxf } from './plan-dxf.js';
import { auditAc1015 } from './test-support/dxf-audit.js';

// dxf-parser's CommonJS build (what Node loads) exports the class itself; its types describe the ES build.
interface Parsed {
  readonly header: Record<string, unknown>;
  readonly entities: readonly {
    readonly type: string;
    readonly layer: string;
    readonly text?: string;
    readonly width?: number;
    readonly radius?: number;
    readonly vertices?: readonly { readonly x: number; readonly y: number }[];
  }[];
}
const DxfParser = dxfParserModule as unknown as new () => { parseSync(text: string): unknown };
const parse = (text: string) => new DxfParser().parseSync(text) as Parsed;

const FOOT = 0.3048;
const imperialPlot: Plot = { ...quantitiesPlot, units: 'imperial' };

describe('the DXF of an imperial plot', () => {
  const dxf = planToDxf(imperialPlot, quantitiesPlan);
  const parsed = parse(dxf);

  it('is in feet: $INSUNITS 2 and $MEASUREMENT 0, complete for AutoCAD 2000', () => {
    expect(parsed.header.$INSUNITS).toBe(2);
    expect(parsed.header.$MEASUREMENT).toBe(0);
    expect(auditAc1015(dxf)).toEqual([]);
  });

  it('has every coordinate, radius, width and text height in feet', () => {
    const boundary = parsed.entities.find((e) => e.layer === 'BOUNDARY');
    const corners = boundary?.vertices?.map((v) => [v.x * FOOT, v.y * FOOT]) ?? [];
    expect(corners).toHaveLength(quantitiesPlot.boundary.length);
    corners.forEach(([x = NaN, y = NaN], i) => {
      const [ex, ey] = quantitiesPlot.boundary[i] ?? [NaN, NaN];
      expect(Math.hypot(x - ex, y - ey)).toBeLessThan(0.0001);
    });
    expect((parsed.entities.find((e) => e.layer === 'PATHS')?.width ?? 0) * FOOT).toBeCloseTo(1.5, 4);
    expect((parsed.entities.find((e) => e.layer === 'OBJ_TREES')?.radius ?? 0) * FOOT).toBeCloseTo(2, 4);
  });

  it('labels the boundary in feet and inches, the names as they are', () => {
    const dimensions = parsed.entities.filter((e) => e.layer === 'DIMENSIONS' && e.type === 'TEXT');
    // The 20 x 30 m plot: 65' 7" and 98' 5".
    expect(dimensions.map((e) => e.text)).toEqual([`65' 7"`, `98' 5"`, `65' 7"`, `98' 5"`]);
    const labels = parsed.entities.filter((e) => e.layer === 'LABELS').map((e) => e.text);
    expect(labels).toEqual(expect.arrayContaining(['Small house', 'Apple']));
  });

  it('reads back as the same boundary in metres within 1 mm', () => {
    const back = importBoundary(dxf, { format: 'dxf' });
    if (!back.ok) throw new Error(back.errors.join(' '));
    expect(back.summary.units).toBe('feet');
    const minX = Math.min(...quantitiesPlot.boundary.map((p) => p[0]));
    const minY = Math.min(...quantitiesPlot.boundary.map((p) => p[1]));
    back.boundary.forEach(([x, y], i) => {
      const [ex = NaN, ey = NaN] = quantitiesPlot.boundary[i] ?? [];
      expect(Math.hypot(x - (ex - minX), y - (ey - minY))).toBeLessThan(0.001);
    });
  });

  it('leaves a metric plot in metres', () => {
    const metric = parse(planToDxf(quantitiesPlot, quantitiesPlan));
    expect(metric.header.$INSUNITS).toBe(6);
    expect(metric.header.$MEASUREMENT).toBe(1);
  });
});
