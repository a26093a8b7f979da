import { PLAN_ELEMENTS, planPathShapes } from '@plotplan/contract/drawing';
import type { Plan } from '@plotplan/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanPaths } from './plan-paths';
import { PlanThumbnail } from './plan-thumbnail';

/** The style table's paving (the strip's fill and its edge). */
const { fill: PATH_FILL, edge: PATH_EDGE } = PLAN_ELEMENTS.path;

const plan: Plan = {
  objects: [],
  paths: [
    {
      id: 'path-1',
      points: [
        [10, 0.05],
        [10, 9],
      ],
      width_m: 1.2,
    },
    {
      id: 'path-2',
      points: [
        [10, 5],
        [15, 5],
        [15, 12],
      ],
      width_m: 0.8,
    },
  ],
};

describe('PlanPaths', () => {
  it('draws each path as a light strip of its width over a darker edge, in screen space', () => {
    const { container } = render(
      <svg>
        <PlanPaths paths={planPathShapes(plan)} view={{ scale: 10, tx: 0, ty: 100 }} />
      </svg>,
    );
    const fill = container.querySelector('[data-path-id="path-1"] polyline');
    expect(fill?.getAttribute('points')).toBe('100,99.5 100,10');
    expect(fill?.getAttribute('stroke')).toBe(PATH_FILL);
    expect(Number(fill?.getAttribute('stroke-width'))).toBeCloseTo(12);
    const strips = container.querySelectorAll('.plan-paths polyline');
    expect(strips).toHaveLength(4);
    // Both edges come first, so the fills cover the seams where branches meet.
    expect([...strips].map((s) => s.getAttribute('stroke'))).toEqual([
      PATH_EDGE,
      PATH_EDGE,
      PATH_FILL,
      PATH_FILL,
    ]);
    expect(container.querySelector('[data-path-id="path-2"] polyline')?.getAttribute('points')).toBe(
      '100,50 150,50 150,-20',
    );
  });

  it('draws nothing for a plan without paths', () => {
    const bare: Plan = { objects: [] };
    const { container } = render(
      <svg>
        <PlanPaths paths={planPathShapes(bare)} view={{ scale: 10, tx: 0, ty: 100 }} />
      </svg>,
    );
    expect(container.querySelector('.plan-paths')).toBeNull();
  });

  it('shows the paths in a plan thumbnail, under the objects', () => {
    const withHouse: Plan = {
      ...plan,
      objects: [
        {
          id: 'house',
          landscape_object: 'house_small',
          shape: 'rect',
          x: 10,
          y: 12,
          rotation_deg: 0,
          width: 6,
          depth: 6,
          height_m: 5,
          locked: false,
        },
      ],
    };
    const { container } = render(
      <PlanThumbnail plot={null} plan={withHouse} styles={new Map()} label="Plan" />,
    );
    const svg = container.querySelector('svg');
    const layers = [...(svg?.children ?? [])].map((c) => c.getAttribute('class'));
    expect(layers.indexOf('plan-paths')).toBeGreaterThanOrEqual(0);
    expect(layers.indexOf('plan-paths')).toBeLessThan(layers.indexOf('plan-objects'));
    expect(container.querySelector('[data-path-id="path-1"] polyline')?.getAttribute('points')).toBe(
      '10,-0.05 10,-9',
    );
  });
});
