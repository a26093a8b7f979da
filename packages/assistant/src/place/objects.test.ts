import { describe, expect, it } from 'vitest';
import type { PlacedObject } from '@plotplan/domain';
import { plotScale, pointPull } from './compass.js';
import { placeWithGenerator } from './generator.js';
import { checkContextPlan, errorKey, newErrors } from './guard.js';
import { placeObjects, replaceObjects } from './objects.js';
import { placeOnSpots } from './spots.js';
import { fixtureContext, fixturePlan, objectIn, planWithError } from '../test-fixtures.js';

const context = fixtureContext();
const before = checkContextPlan(context, fixturePlan);
const others = (id: string): PlacedObject[] => fixturePlan.objects.filter((o) => o.id !== id);

describe('place-guard', () => {
  it('counts only errors the plan did not have, by rule, objects and edge', () => {
    const withError = checkContextPlan(context, planWithError);
    expect(newErrors(before, withError).map(errorKey)).toEqual(['well-toilet-compost|compost+well|']);
    expect(newErrors(withError, before)).toEqual([]);
    expect(newErrors(withError, withError)).toEqual([]);
  });
});

describe('placeObjects', () => {
  it('keeps an exact spot that breaks no rule', () => {
    const well = { ...objectIn(fixturePlan, 'well'), x: 24, y: 16 };
    const result = placeObjects({
      context,
      before,
      fixed: others('well'),
      free: [{ object: well, keepRotation: true }],
      compose: (placed) => replaceObjects(fixturePlan, placed),
      tryAsIs: true,
    });
    expect(result?.placed).toEqual([well]);
  });

  it('moves an object off a spot that breaks a rule, staying close, with no new error', () => {
    // Right next to the compost: the well must keep 8 m from it.
    const well = { ...objectIn(fixturePlan, 'well'), x: 12, y: 35 };
    const result = placeObjects({
      context,
      before,
      fixed: others('well'),
      free: [{ object: well, keepRotation: true, pull: pointPull([12, 35], plotScale(context.plot)) }],
      compose: (placed) => replaceObjects(fixturePlan, placed),
      tryAsIs: true,
    });
    expect(result).toBeDefined();
    const placed = result?.placed[0] as PlacedObject;
    expect(Math.hypot(placed.x - 12, placed.y - 35)).toBeLessThan(12);
    expect(newErrors(before, checkContextPlan(context, result?.plan ?? fixturePlan))).toEqual([]);
  });

  it('gives undefined when nothing fits', () => {
    const huge: PlacedObject = { ...objectIn(fixturePlan, 'house'), id: 'huge', width: 29, depth: 39 };
    const result = placeObjects({
      context,
      before,
      fixed: fixturePlan.objects,
      free: [{ object: huge, keepRotation: true }],
      compose: (placed) => replaceObjects(fixturePlan, [], placed),
    });
    expect(result).toBeUndefined();
  });
});

describe('placeWithGenerator', () => {
  it('keeps a quarter turn and the object own size, id and label', () => {
    const bed: PlacedObject = {
      ...objectIn(fixturePlan, 'bed-1'),
      rotation_deg: 90,
      depth: 5,
      label: 'Long bed',
    };
    const [placed] =
      placeWithGenerator(context, others('bed-1'), [{ object: bed, keepRotation: true }], 3) ?? [];
    expect(placed).toMatchObject({ id: 'bed-1', rotation_deg: 90, width: 1.2, depth: 5, label: 'Long bed' });
  });

  it('leaves other turns to the spot search, which keeps them', () => {
    const shed = { ...objectIn(fixturePlan, 'shed'), rotation_deg: 30 };
    expect(
      placeWithGenerator(context, others('shed'), [{ object: shed, keepRotation: true }], 1),
    ).toBeUndefined();
    const [placed] =
      placeOnSpots(context, before, others('shed'), [{ object: shed, keepRotation: true }]) ?? [];
    expect(placed?.rotation_deg).toBe(30);
  });

  it('is deterministic for a seed', () => {
    const tree: PlacedObject = { ...objectIn(fixturePlan, 'apple-2'), id: 'new-tree' };
    const run = (): PlacedObject[] | undefined =>
      placeWithGenerator(context, fixturePlan.objects, [{ object: tree, keepRotation: false }], 5);
    expect(run()).toEqual(run());
  });
});
