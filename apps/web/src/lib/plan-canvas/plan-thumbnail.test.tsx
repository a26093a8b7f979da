import type { Plot } from '@plotplan/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanThumbnail } from './plan-thumbnail';

const plot: Plot = {
  boundary: [
    [0, 0],
    [30, 0],
    [30, 40],
    [0, 40],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street' },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 7, material: 'wood' } },
    { kind: 'neighbor' },
    { kind: 'unknown' },
  ],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

describe('PlanThumbnail surroundings', () => {
  it('draws the neighbour’s house and the street and frames them with the plot', () => {
    const { container } = render(<PlanThumbnail plot={plot} plan={null} styles={new Map()} label="Plan" />);
    const house = [...container.querySelectorAll('polygon')].find(
      (p) => p.querySelector('title')?.textContent === "Neighbour's house",
    );
    // Beyond the right side at x = 30: from 34 to 40 m, y 16..24 (screen y flipped).
    expect(house?.getAttribute('points')).toBe('34,-16 34,-24 40,-24 40,-16');
    const [x, y, width, height] = (container.querySelector('svg')?.getAttribute('viewBox') ?? '')
      .split(' ')
      .map(Number) as [number, number, number, number];
    expect(x + width).toBeGreaterThan(40);
    // The street band (a thin strip below y = 0) is in the picture too.
    expect(y + height).toBeGreaterThan(1);
    expect(container.querySelectorAll('.plan-thumbnail__surroundings polygon')).toHaveLength(2);
  });
});
