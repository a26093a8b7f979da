import { catalogObjects, planToDxf, type Plan, type Plot } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { dxfCatalog } from './dxf-catalog';
import type { DrawingObjectStyle } from './drawing-types';

const plot: Plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [],
  protected_areas: [],
  rule_pack: 'ru-snt',
};
const plan: Plan = {
  objects: [
    {
      id: 'h',
      landscape_object: 'house_small',
      shape: 'rect',
      x: 10,
      y: 12,
      rotation_deg: 0,
      width: 6,
      depth: 6,
      height_m: 5,
      locked: false,
    },
  ],
};
const styleOf = (name: string): DrawingObjectStyle => ({
  name,
  color: '#c2410c',
  type: 'Дом',
  building: true,
});
/** "Дом" as the DXF writes it: \U+XXXX per letter outside ASCII. */
const escaped = (text: string) =>
  [...text].map((c) => `\\U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join('');

describe('dxfCatalog', () => {
  it('labels the DXF objects by the names the project shows (Russian on a Russian project)', () => {
    const ru = planToDxf(plot, plan, { catalog: dxfCatalog(new Map([['house_small', styleOf('Дом')]])) });
    expect(ru).toContain(escaped('Дом'));
    expect(ru).not.toContain('Small house');
  });

  it('keeps the catalogue’s own names (and English DXF as it was) where the styles name none', () => {
    expect(dxfCatalog(new Map()).map((o) => o.name)).toEqual(catalogObjects.map((o) => o.name));
    expect(planToDxf(plot, plan, { catalog: dxfCatalog(new Map()) })).toBe(planToDxf(plot, plan));
  });
});
