import { describe, expect, it } from 'vitest';
import { catalogObjects, objectByCode } from '../catalog/catalog-objects.js';
import type { PlacedObject } from '../model/plan.js';
import { checkPlan } from '../rules/check-plan.js';
import { packForPlot } from '../rules/overrides.js';
import { placeObjects, placeRefusal } from './place-objects.js';
import { rectPlot } from './test-fixtures.js';

const plot = rectPlot(20, 30);
const pack = packForPlot(plot);

function object(code: string, id: string, x: number, y: number, label?: string): PlacedObject {
  const entry = objectByCode(code);
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
    ...(label === undefined ? {} : { label }),
  };
}

const house = object('house_small', 'house', 10, 12);
const errors = (objects: readonly PlacedObject[]) =>
  checkPlan(plot, { objects }, pack).filter((v) => v.severity === 'error');

describe('placeObjects (issue 25: the assistant places through the generator)', () => {
  it('adds objects with their own ids, sizes and labels, the plan otherwise as it was', () => {
    const trees = ['t1', 't2', 't3'].map((id) => object('fruit_tree_medium', id, 10, 15, `apple ${id}`));
    const result = placeObjects(
      plot,
      { objects: [house] },
      trees.map((o) => ({ object: o })),
      { pack },
    );
    if (result.kind !== 'placed') throw new Error(JSON.stringify(result.refusal));
    expect(result.placed.map((o) => [o.id, o.label, o.width])).toEqual(
      trees.map((o) => [o.id, o.label, o.width]),
    );
    expect(result.plan.objects[0]).toEqual(house);
    expect(result.plan.objects).toHaveLength(4);
    expect(errors(result.plan.objects)).toEqual([]);
  });

  it('moves an object of the plan by its id, keeping its turn when asked', () => {
    const shed = { ...object('garden_shed', 'shed', 3, 3), rotation_deg: 90 };
    const result = placeObjects(plot, { objects: [house, shed] }, [{ object: shed, keepRotation: true }], {
      pack,
      objective: (objects) => {
        const s = objects.find((o) => o.id === 'shed');
        return s === undefined ? 0 : Math.hypot(s.x - 17, s.y - 27) / 40;
      },
    });
    if (result.kind !== 'placed') throw new Error(JSON.stringify(result.refusal));
    expect(result.plan.objects.map((o) => o.id)).toEqual(['house', 'shed']);
    const [moved] = result.placed;
    expect(moved?.rotation_deg).toBe(90);
    expect(Math.hypot((moved?.x ?? 0) - 17, (moved?.y ?? 0) - 27)).toBeLessThan(6);
    expect(errors(result.plan.objects)).toEqual([]);
  });

  it('refuses what has no spot, naming the rule that blocks it where it was wanted', () => {
    // A second small house on 8 x 10 m: no spot (3 m from the neighbours leaves 2 m across).
    const small = rectPlot(8, 10);
    const result = placeObjects(small, { objects: [] }, [{ object: object('house_small', 'h', 4, 5) }], {
      pack: packForPlot(small),
    });
    expect(result.kind).toBe('refused');
    if (result.kind !== 'refused') return;
    expect(result.refusal.object_id).toBe('h');
    expect(result.refusal.rule?.title).toMatch(/neighbour|boundary|street/i);
    expect(result.refusal.nearest).toBeUndefined();
  });
});

describe('placeRefusal', () => {
  it('names the house-to-toilet rule and the nearest spot where the toilet keeps every error rule', () => {
    const toilet = object('outdoor_toilet', 'wc', 10, 19);
    const refusal = placeRefusal(plot, { objects: [house] }, toilet, pack, catalogObjects);
    expect(refusal.rule?.id).toMatch(/toilet/);
    const rule = pack.rules.find((r) => r.id === refusal.rule?.id);
    expect(refusal.rule?.title).toBe(rule?.title);
    const [x, y] = refusal.nearest ?? [NaN, NaN];
    expect(errors([house, { ...toilet, x, y }])).toEqual([]);
    // Nearest: no more than a grid step or so beyond the 8 m the rule asks from the house's north wall (y 15).
    expect(y - 0.75 - 15).toBeGreaterThanOrEqual(8 - 1e-6);
    expect(Math.hypot(x - 10, y - 19)).toBeLessThan(6);
  });
});
