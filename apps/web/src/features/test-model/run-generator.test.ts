import { describe, expect, it } from 'vitest';
import { selectionPresets } from '../selection';
import { translate, type Translate } from '../../lib/i18n';
import { runGenerator, variantCountText } from './run-generator';

const en: Translate = (key, values) => translate('en', key, values);
const ru: Translate = (key, values) => translate('ru', key, values);
import { samplePlots, sampleSelection } from './sample-plots';

describe('runGenerator', () => {
  const sample = samplePlots[0];
  if (sample === undefined) throw new Error('no sample plots');

  it('returns the requested variants with scores and the generator time', () => {
    const result = runGenerator(
      {
        plot: sample.plot,
        selection: sampleSelection(sample, selectionPresets),
        variants: 2,
        seed: 5,
        budgetMs: 60_000,
      },
      () => performance.now(),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.variants).toHaveLength(2);
    expect(result.variants[0]?.plan.objects.length).toBeGreaterThan(0);
    expect(result.generatorMs).toBeGreaterThan(0);
    expect(variantCountText(result, en)).toBe('2 variants');
    expect(variantCountText(result, ru)).toBe('2 варианта');
  });

  // Regression (stop 21's CI): on a loaded machine the 2 s default budget ran out after the first
  // variant and the page still said "1 variants" as if that were all that was asked for.
  it('says when the time budget ran out before all variants were done', () => {
    let t = 0;
    // Each reading of the clock is 1 s later, so the 2 s budget is gone after the first attempt.
    const result = runGenerator(
      {
        plot: sample.plot,
        selection: sampleSelection(sample, selectionPresets),
        variants: 3,
        seed: 5,
        budgetMs: 2000,
      },
      () => (t += 1000),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.variants.length).toBeGreaterThanOrEqual(1);
    expect(result.variants.length).toBeLessThan(3);
    expect(variantCountText(result, en)).toBe(
      `${result.variants.length} of 3 variants: the 2000 ms time budget ran out first (raise it for more)`,
    );
  });

  it('reports bad input as an error message instead of throwing', () => {
    const result = runGenerator(
      {
        plot: sample.plot,
        selection: [{ landscape_object: 'no_such_thing', count: 1 }],
        variants: 1,
        budgetMs: 100,
      },
      () => 0,
    );
    expect(result.ok).toBe(false);
  });
});
