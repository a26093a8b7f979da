import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import { pointInPolygon, polygonArea } from '../../geometry/index.js';
import type { PlacedObject } from '../../model/plan.js';
import { planZones, ZONE_MARGIN_M } from './plan-zones.js';

function placed(id: string, code: string, x: number, y: number): PlacedObject {
  const entry = catalogObjects.find((o) => o.code === code);
  if (entry === undefined) throw new Error(code);
  return {
    id,
    landscape_object: code,
    shape: entry.shape,
    x,
    y,
    rotation_deg: 0,
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
  };
}

describe('planZones', () => {
  const plan = {
    objects: [
      placed('house', 'house_small', 10, 8),
      placed('carport', 'carport', 3, 4),
      placed('bed-1', 'vegetable_bed', 20, 6),
      placed('bed-2', 'vegetable_bed', 22, 6),
      placed('toilet', 'outdoor_toilet', 25, 28),
      placed('tree', 'fruit_tree_medium', 5, 28),
      placed('septic', 'septic_tank', 14, 2),
    ],
  };
  const zones = planZones(plan, catalogObjects);

  it('groups the objects by design zone: the carport with the house, no zone for a lone septic tank', () => {
    expect(zones.map((z) => [z.label, z.object_ids])).toEqual([
      ['Entry', ['house', 'carport']],
      ['Kitchen garden', ['bed-1', 'bed-2']],
      ['Utility', ['toilet']],
      ['Orchard', ['tree']],
    ]);
  });

  it('outlines each zone around its objects, a margin off them', () => {
    const garden = zones.find((z) => z.zone === 'garden');
    // Two 1.2 x 4 m beds at x 19.4-20.6 and 21.4-22.6, y 4-8: the hull of their corners grown by
    // 0.75 m spans x 18.65-23.35 and y 3.25-8.75 (corners rounded), about 4.7 x 5.5 m.
    const xs = garden?.ring.map((p) => p[0]) ?? [];
    const ys = garden?.ring.map((p) => p[1]) ?? [];
    expect(Math.min(...xs)).toBeCloseTo(19.4 - ZONE_MARGIN_M, 6);
    expect(Math.max(...xs)).toBeCloseTo(22.6 + ZONE_MARGIN_M, 6);
    expect(Math.min(...ys)).toBeCloseTo(4 - ZONE_MARGIN_M, 6);
    expect(Math.max(...ys)).toBeCloseTo(8 + ZONE_MARGIN_M, 6);
    const area = polygonArea(garden?.ring ?? []);
    expect(area).toBeGreaterThan(3.2 * 4);
    expect(area).toBeLessThan(4.7 * 5.5);
    for (const p of [
      [19.4, 4],
      [22.6, 8],
    ] as const)
      expect(pointInPolygon(p, garden?.ring ?? [])).toBe('inside');
  });

  it('leaves out objects whose code the catalog does not know', () => {
    const unknown = { objects: [{ ...placed('x', 'well', 1, 1), landscape_object: 'no_such_thing' }] };
    expect(planZones(unknown, catalogObjects)).toEqual([]);
  });
});
