import { describe, expect, it } from 'vitest';
import { formatScore, scoreToBars } from './score-bars';

describe('scoreToBars', () => {
  it('maps each known goal to a clamped bar in the goals order', () => {
    const bars = scoreToBars({ free_area: 0.5, sun: 0.834, entrance: 1.2, unknown: 0.3, garden: -1 });
    expect(bars.map((b) => b.goal)).toEqual(['sun', 'entrance', 'garden', 'free_area']);
    expect(bars[0]).toEqual({ goal: 'sun', label: 'Sun', value: 0.834, percent: 83 });
    expect(bars[1]?.value).toBe(1);
    expect(bars[2]?.percent).toBe(0);
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
