import { describe, expect, it } from 'vitest';
import type { PlacedObject, Plan } from '../../model/plan.js';
import { planDisplacement } from './diversity.js';
import { createRng, shuffle } from './prng.js';

const at = (id: string, code: string, x: number, y: number, locked = false): PlacedObject => ({
  id,
  landscape_object: code,
  shape: 'rect',
  x,
  y,
  rotation_deg: 0,
  width: 1,
  depth: 1,
  height_m: 1,
  locked,
});

describe('planDisplacement', () => {
  it('is zero when objects of one kind only trade places', () => {
    const a: Plan = { objects: [at('bed-1', 'bed', 0, 0), at('bed-2', 'bed', 10, 0)] };
    const b: Plan = { objects: [at('bed-1', 'bed', 10, 0), at('bed-2', 'bed', 0, 0)] };
    expect(planDisplacement(a, b, 100)).toBe(0);
  });

  it('is the mean move over the square root of the area, leaving locked objects out', () => {
    const a: Plan = { objects: [at('h', 'house', 0, 0), at('w', 'well', 0, 0), at('l', 'shed', 0, 0, true)] };
    const b: Plan = { objects: [at('h', 'house', 3, 4), at('w', 'well', 0, 0), at('l', 'shed', 9, 9, true)] };
    expect(planDisplacement(a, b, 25)).toBeCloseTo(0.5, 12);
  });
});

describe('createRng', () => {
  it('repeats for a seed, differs between seeds and stays in [0, 1)', () => {
    const draw = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 1000 }, () => rng.next());
    };
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(draw(-5).every((v) => v >= 0 && v < 1)).toBe(true);
    const mean = draw(3).reduce((s, v) => s + v, 0) / 1000;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('shuffles into a permutation', () => {
    const items = shuffle([1, 2, 3, 4, 5, 6], createRng(9));
    expect([...items].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
