import { describe, expect, it } from 'vitest';
import { selectionPresets } from '../plot-editor';
import { runGenerator } from './run-generator';
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
