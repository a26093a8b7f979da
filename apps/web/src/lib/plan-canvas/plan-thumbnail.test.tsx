import type { Plan, PlanZone, Plot } from '@plotplan/domain';
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

describe('PlanThumbnail names', () => {
  it('names every zone, even where objects leave no clear spot, and every labelled protected area', () => {
    const birch: Plot = {
      ...plot,
      protected_areas: [
        {
          id: 'birch',
          kind: 'existing_tree',
          shape: { type: 'circle', center: [25, 35], radius: 2.5 },
          height_m: 12,
          label: 'Old birch',
        },
      ],
    };
    // A lawn over the whole plot: no spot for a zone's name is clear of objects.
    const plan: Plan = {
      objects: [
        {
          id: 'lawn',
          landscape_object: 'lawn',
          shape: 'rect',
          x: 15,
          y: 20,
          rotation_deg: 0,
          width: 30,
          depth: 40,
          height_m: 0,
          locked: false,
        },
      ],
    };
    const ring = (x0: number, y0: number, x1: number, y1: number) =>
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ] as const;
    const zones: PlanZone[] = [
      { zone: 'living', label: 'Living', ring: ring(1, 1, 29, 39), object_ids: ['lawn'] },
      { zone: 'utility', label: 'Utility', ring: ring(2, 2, 10, 10), object_ids: ['lawn'] },
    ];
    const { container } = render(
      <PlanThumbnail plot={birch} plan={plan} styles={new Map()} label="Plan" zones={zones} />,
    );
    const names = [...container.querySelectorAll('.plan-zone__label')].map((t) => t.textContent);
    expect(names).toEqual(expect.arrayContaining(['Living', 'Utility', 'Old birch']));
  });
});
