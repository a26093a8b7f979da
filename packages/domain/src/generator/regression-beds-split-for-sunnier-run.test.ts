import { describe, expect, it } from 'vitest';
import { packForPlot } from '../rules/index.js';
import { generatePlans } from './generate-plans.js';
import { bedBlocks, sidedPlot } from './test-fixtures.js';
import type { SelectionItem } from './core/types.js';

// Issue 25's regression: random plot 18 of the design-quality benchmark (14.5 x 26.5 m ru-snt, the
// street and a 3.5 m gate on the north), seed 2. Its first run keeps the 6 beds in one block; with a
// clock the run is tried again for a bed in partial shade, and the run taken (sunnier beds) had
// scattered them over the plot in two groups (three end to end along the east fence, the others in
// the middle and on the west). A run whose beds split now ranks after one whose beds stand in one
// block.
const plot = sidedPlot(14.5, 26.5, ['neighbor', 'neighbor', 'street', 'neighbor'], {
  edge: 2,
  t: 0.4,
  width_m: 3.5,
});
const selection: SelectionItem[] = Object.entries({
  house_small: 1,
  bathhouse: 1,
  outdoor_toilet: 1,
  well: 1,
  greenhouse_3x4: 1,
  vegetable_bed: 6,
  compost_bin: 1,
  fruit_tree_medium: 1,
  berry_bush: 2,
}).map(([landscape_object, count]) => ({ landscape_object, count }));

describe('regression: the beds split for a sunnier run', () => {
  it('keeps the 6 beds in one block with a clock, seed 2', () => {
    let tick = 0;
    const [v] = generatePlans(plot, selection, packForPlot(plot), {
      variants: 1,
      seed: 2,
      now: () => tick++,
      budgetMs: Number.MAX_SAFE_INTEGER,
    });
    expect(v?.not_placed).toEqual([]);
    expect(bedBlocks(v?.plan.objects ?? [])).toBe(1);
  }, 30_000);
});
