import { describe, expect, it } from 'vitest';
import { emptyPlot } from '../plot-editor';
import { buildGenerateRequest, clampVariants, generationReadiness, parseSeed } from './generate-request';
import { defaultWeights } from './goals';

describe('generate request', () => {
  it('sends the variants, the seed when given and only the changed weights', () => {
    expect(buildGenerateRequest(7, { variants: 4, seed: '', weights: defaultWeights })).toEqual({
      project: 7,
      variants: 4,
    });
    expect(
      buildGenerateRequest(7, { variants: 12, seed: ' 42 ', weights: { ...defaultWeights, sun: 0.3 } }),
    ).toEqual({ project: 7, variants: 8, seed: 42, weights: { sun: 0.3 } });
  });

  it('parses seeds and clamps variants', () => {
    expect(parseSeed('')).toEqual({ seed: undefined });
    expect(parseSeed('-1')).toHaveProperty('error');
    expect(parseSeed('1.5')).toHaveProperty('error');
    expect(parseSeed('3000000000')).toHaveProperty('error');
    expect(clampVariants(0)).toBe(1);
    expect(clampVariants(Number.NaN)).toBe(1);
    expect(clampVariants(5.4)).toBe(5);
  });

  it('needs a plot and at least one object', () => {
    expect(generationReadiness({ plot: null, selection: [] }).map((p) => p.step)).toEqual([
      'preparation',
      'object-selection',
    ]);
    expect(
      generationReadiness({ plot: emptyPlot, selection: [{ landscape_object: 'well', count: 1 }] }),
    ).toEqual([]);
  });
});
