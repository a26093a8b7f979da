import type { Plot } from '@plotplan/domain';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlotSurroundings } from './plot-surroundings';

const plot = (units: Plot['units']): Plot => ({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [
    { kind: 'street', fence_height_m: 1.83 },
    { kind: 'neighbor', building: { offset_m: 4, height_m: 6, material: 'wood' } },
    { kind: 'neighbor' },
    { kind: 'neighbor' },
  ],
  protected_areas: [],
  rule_pack: 'us-typical',
  ...(units === undefined ? {} : { units }),
});

const drawn = (p: Plot) =>
  render(
    <svg>
      <PlotSurroundings plot={p} view={{ scale: 10, tx: 100, ty: 400 }} />
    </svg>,
  ).container;

describe("what lies beyond an imperial plot's sides", () => {
  it("names the neighbour's house offset and height and the fence height in feet and inches", () => {
    const svg = drawn(plot(undefined));
    expect(svg.querySelector('.neighbour-house')?.getAttribute('aria-label')).toBe(
      `Neighbour's house, 13' 1" beyond side 2, 19' 8" high`,
    );
    expect(svg.querySelector('.neighbour-house__offset text')?.textContent).toBe(`13' 1"`);
    expect(svg.querySelector('.fence title')?.textContent).toBe(`Fence, 6' 0" high`);
  });

  it('keeps metres on a metric plot', () => {
    const svg = drawn(plot('metric'));
    expect(svg.querySelector('.neighbour-house__offset text')?.textContent).toBe('4.0 m');
    expect(svg.querySelector('.fence title')?.textContent).toBe('Fence, 1.8 m high');
  });
});
