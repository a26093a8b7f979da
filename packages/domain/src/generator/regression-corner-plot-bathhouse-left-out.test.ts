import { describe, expect, it } from 'vitest';
import { packForPlot } from '../rules/index.js';
import { estimateFit } from './fit/fit-estimate.js';
import { generatePlans } from './generate-plans.js';
import { sidedPlot } from './test-fixtures.js';
import type { SelectionItem } from './core/types.js';

// Issue 25's regression: on the corner 20 x 30 m plot of the design-quality benchmark (streets on
// the west and north, the gate on the west) with a dacha's 17 objects, the estimate says everything
// fits and seeds 8, 2 and 3 place it all, but the fourth variant (seed 9) left the bathhouse out: a
// variant was accepted when its paths reached everything, whatever it left out. Now, where another
// attempt placed everything, one that leaves an object out waits like an unreached one.
const plot = sidedPlot(20, 30, ['neighbor', 'neighbor', 'street', 'street'], { edge: 3, t: 0.5, width_m: 4 });
const dacha: SelectionItem[] = Object.entries({
  house_small: 1,
  parking_space: 1,
  bathhouse: 1,
  outdoor_toilet: 1,
  well: 1,
  greenhouse_3x4: 1,
  vegetable_bed: 4,
  compost_bin: 1,
  fruit_tree_medium: 2,
  berry_bush: 3,
  gazebo: 1,
}).map(([landscape_object, count]) => ({ landscape_object, count }));

describe('regression: the corner plot variant that left the bathhouse out', () => {
  it('places everything in every variant where the estimate says it fits', () => {
    const pack = packForPlot(plot);
    expect(estimateFit(plot, dacha, pack).fits).toBe(true);
    // A clock that never runs out (one tick a reading), as the server's generous budget: the
    // attempts are the same on any machine.
    let tick = 0;
    const variants = generatePlans(plot, dacha, pack, {
      variants: 4,
      seed: 1,
      now: () => tick++,
      budgetMs: Number.MAX_SAFE_INTEGER,
    });
    expect(variants).toHaveLength(4);
    for (const v of variants) {
      expect(v.not_placed).toEqual([]);
      expect(v.unreachable).toEqual([]);
    }
  }, 60_000);
});
