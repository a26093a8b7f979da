import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { packForPlot } from '../rules/index.js';
import { generatePlans } from './generate-plans.js';
import { bedBlocks } from './test-fixtures.js';
import type { SelectionItem } from './core/types.js';

// Random plot 85 of the design-quality benchmark (bench/generator/design-quality/random-plots.ts,
// seed 25): 17 x 26.5 m ru-snt, turned 32° off north, the street on the north with a 4 m gate. The
// selection fits, yet 3 of its 4 variants (seed 1, no clock) split the 5 beds into 2 or 3 groups:
// the branches to the toilet, well and greenhouse are laid before the beds, and every spot with
// room for the whole block crossed one of them (the first bed's block cost 60-64, one kept-clear
// strip), or left a gap too narrow for a path beside the house. Now the branches in the way are
// laid anew round the block's room (search/block-room.ts), and a bed joins the block beside a
// building before it goes elsewhere (construct.ts rowCandidates). (Reach is not asserted: the 4th
// variant's paths miss one target, 0.86 of them reached; before, 0.14.)
const plot: Plot = {
  boundary: [
    [0, 0],
    [17, 0],
    [17, 26.5],
    [0, 26.5],
  ],
  north_deg: 32,
  edges: [{ kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'street' }, { kind: 'neighbor' }],
  entrance: { edge: 2, t: 0.32, width_m: 4 },
  protected_areas: [],
  location: { lat: 55.75, lon: 37.6 },
  rule_pack: 'ru-snt',
};
const selection: SelectionItem[] = Object.entries({
  house_small: 1,
  parking_space: 1,
  bathhouse: 1,
  outdoor_toilet: 1,
  well: 1,
  greenhouse_3x4: 1,
  vegetable_bed: 5,
  fruit_tree_medium: 1,
  woodshed: 1,
  berry_bush: 2,
}).map(([landscape_object, count]) => ({ landscape_object, count }));

describe('regression: a branch laid before the beds splits the bed block', () => {
  it('keeps the five beds in one block in all 4 variants of seed 1', { timeout: 30_000 }, () => {
    const variants = generatePlans(plot, selection, packForPlot(plot), { variants: 4, seed: 1 });
    expect(variants).toHaveLength(4);
    for (const v of variants) {
      expect(v.not_placed).toEqual([]);
      expect(v.error_count).toBe(0);
      expect(v.plan.objects.filter((o) => o.landscape_object === 'vegetable_bed')).toHaveLength(5);
      expect(bedBlocks(v.plan.objects)).toBe(1);
    }
  });
});
