import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { packForPlot } from '../rules/index.js';
import planted from './fixtures/planted-p800-f45-1.json' with { type: 'json' };
import { generatePlans } from './generate-plans.js';
import type { SelectionItem } from './core/types.js';

describe('regression: p800-f45-1 left the outdoor toilet outside the plot on the first run', () => {
  it('restarts a variant whose first run still breaks a rule, and finds a valid layout', () => {
    // A solvable planted instance (its hidden layout has no errors) that one run alone failed.
    const plot = planted.plot as unknown as Plot;
    const selection = planted.selection as SelectionItem[];
    const [variant] = generatePlans(plot, selection, packForPlot(plot), { variants: 1, seed: 1 });
    const total = selection.reduce((sum, item) => sum + item.count, 0);
    expect(variant?.plan.objects).toHaveLength(total);
    expect(variant?.violations.filter((v) => v.severity === 'error')).toEqual([]);
  });
});
