import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulePackIds } from '../model/plot.js';
import { rulePacks } from '../rules/rule-packs.js';
import { estimateFit } from './fit/fit-estimate.js';
import { generatePlans } from './generate-plans.js';
import { rectPlot } from './test-fixtures.js';
import type { SelectionItem } from './core/types.js';

// The fit estimate must not cry wolf: what the generator lays out without an error fits, and what
// fits on a plot fits on a larger one.

const codes = [
  'house_small',
  'bathhouse',
  'outdoor_toilet',
  'well',
  'greenhouse_3x4',
  'vegetable_bed',
  'compost_bin',
  'fruit_tree_medium',
  'fruit_tree_tall',
  'pool',
  'garden_shed',
  'lawn',
] as const;

const selectionArb = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...codes), fc.integer({ min: 1, max: 3 })), {
    minLength: 1,
    maxLength: 6,
    selector: ([code]) => code,
  })
  .map((lines): SelectionItem[] => lines.map(([landscape_object, count]) => ({ landscape_object, count })));

describe('estimateFit properties', () => {
  it('says "fits" for every selection the generator placed in full without an error', () => {
    fc.assert(
      fc.property(
        selectionArb,
        fc.integer({ min: 10, max: 30 }),
        fc.integer({ min: 10, max: 30 }),
        fc.constantFrom(...rulePackIds),
        (selection, w, d, packId) => {
          const plot = rectPlot(w, d, packId);
          const pack = rulePacks[packId];
          const [variant] = generatePlans(plot, selection, pack, { variants: 1, seed: 7 });
          // Placed in full: a variant may also keep clear of errors by leaving objects out.
          fc.pre(variant !== undefined && variant.error_count === 0 && variant.not_placed.length === 0);
          expect(estimateFit(plot, selection, pack).problems).toEqual([]);
        },
      ),
      { numRuns: 25, seed: 14 },
    );
    // A generator run per case: seconds on a busy machine.
  }, 30_000);

  it('what fits on a plot fits on a larger one', () => {
    fc.assert(
      fc.property(
        selectionArb,
        fc.integer({ min: 6, max: 24 }),
        fc.integer({ min: 6, max: 24 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...rulePackIds),
        (selection, w, d, dw, dd, packId) => {
          const pack = rulePacks[packId];
          const small = estimateFit(rectPlot(w, d, packId), selection, pack);
          fc.pre(small.fits);
          expect(estimateFit(rectPlot(w + dw, d + dd, packId), selection, pack).problems).toEqual([]);
        },
      ),
      { numRuns: 150, seed: 14 },
    );
  });
});
