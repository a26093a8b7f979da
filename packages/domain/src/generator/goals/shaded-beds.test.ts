import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import type { PlacedObject } from '../../model/plan.js';
import { shadedBeds } from './shaded-beds.js';
import { rectPlot } from '../test-fixtures.js';

function placed(id: string, code: string, x: number, y: number, height_m?: number): PlacedObject {
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
    height_m: height_m ?? entry.height_m,
    locked: false,
  };
}

describe('shadedBeds', () => {
  // Moscow, north up, a forest along the south edge (y = 0): a bed 1 m from it stands in the trees'
  // shade much of the day (about 5 h of sun, April to September); a bed at the back gets over 13 h.
  const base = rectPlot(30, 40);
  const plot = {
    ...base,
    edges: [{ kind: 'forest' as const }, ...base.edges.slice(1)],
    location: { lat: 55.75, lon: 37.62 },
  };
  const plan = {
    objects: [
      placed('house', 'house_small', 15, 30),
      placed('forest-bed', 'vegetable_bed', 15, 3),
      placed('back-bed', 'vegetable_bed', 25, 36),
    ],
  };

  it('lists the beds out of full sun: the one by the forest, not the open one', () => {
    expect(shadedBeds(plot, plan, catalogObjects)).toEqual(['forest-bed']);
  });

  it('has nothing to say without a location or without beds', () => {
    expect(shadedBeds(base, plan, catalogObjects)).toEqual([]);
    const noBeds = { objects: plan.objects.filter((o) => !o.id.endsWith('bed')) };
    expect(shadedBeds(plot, noBeds, catalogObjects)).toEqual([]);
  });
});
