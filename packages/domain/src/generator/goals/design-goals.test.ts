import { describe, expect, it } from 'vitest';
import { catalogObjects } from '../../catalog/catalog-objects.js';
import { makeBody, type Body } from '../core/body.js';
import { DesignGoals } from './design-goals.js';
import type { Item } from '../core/item.js';
import { buildItems } from '../zones/items.js';
import { plotFrame } from '../core/plot-frame.js';
import { rectPlot } from '../test-fixtures.js';

const frame = plotFrame(rectPlot(20, 30));

describe('DesignGoals (hand-checked)', () => {
  const { items } = buildItems(
    [
      { landscape_object: 'vegetable_bed', count: 1 },
      { landscape_object: 'fruit_tree_tall', count: 1 },
      { landscape_object: 'terrace', count: 1 },
    ],
    [],
    catalogObjects,
    0,
  );
  const goals = new DesignGoals(frame, items);
  const [bed, tree, terrace] = items as [Item, Item, Item];
  const body = (it: Item, x: number, y: number): Body => makeBody(it.shape, x, y, it.width, it.depth, 0);

  it('counts a tree south of a bed as shade on it, and none when the tree is north', () => {
    const shaded = [body(bed, 10, 10), body(tree, 10, 4), body(terrace, 10, 20)];
    expect(goals.shade(shaded)).toBeLessThan(1);
    const clear = [body(bed, 10, 6), body(tree, 10, 25), body(terrace, 10, 15)];
    expect(goals.shade(clear)).toBe(1);
  });

  it('scores privacy as the terrace distance from the street over 8 m', () => {
    const near = [undefined, undefined, body(terrace, 10, 2 + terrace.depth / 2)];
    expect(goals.privacy(near)).toBeCloseTo(2 / 8, 9);
    expect(goals.privacy([undefined, undefined, body(terrace, 10, 20)])).toBe(1);
  });

  it('marks a blocked gate down in access', () => {
    expect(goals.access([body(bed, 10, 1), undefined, undefined])).toBeLessThan(1);
    expect(goals.access([body(bed, 3, 10), undefined, undefined])).toBe(1);
  });
});
