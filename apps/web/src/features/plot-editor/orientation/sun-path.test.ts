import { describe, expect, it } from 'vitest';
import { angleFromUp, sunPaths } from './sun-path';
import { seasonOf, sunPathStyles } from './sun-path-styles';

const square = [
  [0, 0],
  [20, 0],
  [20, 20],
  [0, 20],
] as const;

describe('sun path on the plan', () => {
  it('puts the Moscow noon sun to the south of the plot when north is up', () => {
    const [june] = sunPaths([...square], { lat: 55.75, lon: 37.6 }, 0, 30);
    expect(june?.noon?.[1]).toBeLessThan(10);
    expect(Math.abs((june?.noon?.[0] ?? 0) - 10)).toBeLessThan(3);
  });

  it('turns with north: north to the right puts the noon sun on the left', () => {
    const [june] = sunPaths([...square], { lat: 55.75, lon: 37.6 }, 90, 30);
    expect(june?.noon?.[0]).toBeLessThan(10);
  });

  it('draws the winter path shorter than the summer one', () => {
    const [june, , december] = sunPaths([...square], { lat: 55.75, lon: 37.6 }, 0, 30);
    expect(june?.points.length).toBeGreaterThan(december?.points.length ?? 0);
  });

  it('measures the drag angle clockwise from up', () => {
    expect(angleFromUp([0, 0], [0, 5])).toBe(0);
    expect(angleFromUp([0, 0], [5, 0])).toBe(90);
    expect(angleFromUp([0, 0], [0, -5])).toBe(180);
    expect(angleFromUp([0, 0], [-5, 0])).toBe(270);
  });
});

describe('sun-path seasons', () => {
  it('names June 21 summer in the north and winter in the south', () => {
    expect([0, 1, 2].map((i) => seasonOf(i, 55.7))).toEqual(['summer', 'equinox', 'winter']);
    expect([0, 1, 2].map((i) => seasonOf(i, -33.9))).toEqual(['winter', 'equinox', 'summer']);
  });

  it('draws each day in its own colour and dash', () => {
    expect(new Set(sunPathStyles.map((s) => s.colour)).size).toBe(3);
    expect(new Set(sunPathStyles.map((s) => s.dash ?? 'solid')).size).toBe(3);
  });
});
