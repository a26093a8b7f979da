import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { goalExplanations, goalOrder } from './goals';
import { formatScore, scoreToBars } from './score-bars';

describe('scoreToBars', () => {
  it('maps each known goal to a clamped bar in the goals order', () => {
    const bars = scoreToBars({ free_area: 0.5, sun: 0.834, entrance: 1.2, unknown: 0.3, garden: -1 });
    expect(bars.map((b) => b.goal)).toEqual(['sun', 'garden', 'entrance', 'free_area']);
    expect(bars[0]).toEqual({
      goal: 'sun',
      label: 'Sun',
      explanation: 'Beds, greenhouse and fruit on the south side, out of the shadow of taller things.',
      value: 0.834,
      percent: 83,
    });
    expect(bars[1]?.percent).toBe(0);
    expect(bars[2]?.value).toBe(1);
  });

  it('puts the design goals first, each explained in one line', () => {
    const all = Object.fromEntries(goalOrder.map((g) => [g, 0.5]));
    expect(scoreToBars(all).map((b) => b.label)).toEqual([
      'Zones',
      'Access',
      'Sun',
      'Compactness',
      'Shade',
      'Privacy',
      'Entrance',
      'Sanitary',
      'Recreation',
      'Free area',
      'Alignment',
    ]);
    for (const goal of goalOrder) {
      expect(t(goalExplanations[goal])).toMatch(/^[A-Z].*\.$/);
      expect(t(goalExplanations[goal])).not.toContain('\n');
    }
  });

  it('gives no bars without a breakdown and treats NaN as 0', () => {
    expect(scoreToBars(null)).toEqual([]);
    expect(scoreToBars(undefined)).toEqual([]);
    expect(scoreToBars({ sun: Number.NaN })[0]?.percent).toBe(0);
  });
});

describe('formatScore', () => {
  it('shows a whole percentage or a dash', () => {
    expect(formatScore(0.756)).toBe('76%');
    expect(formatScore(1)).toBe('100%');
    expect(formatScore(null)).toBe('–');
  });
});
