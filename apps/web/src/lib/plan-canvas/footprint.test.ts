import type { PlacedObject } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { rectCorners, thumbnailViewBox, viewBoxAttribute } from './footprint';

const object = (o: Partial<PlacedObject>): PlacedObject => ({
  id: 'a',
  landscape_object: 'house_small',
  shape: 'rect',
  x: 0,
  y: 0,
  rotation_deg: 0,
  width: 4,
  depth: 2,
  height_m: 3,
  locked: false,
  ...o,
});

describe('rectCorners', () => {
  it('turns a rect counter-clockwise about its centre', () => {
    const corners = rectCorners(object({ x: 10, y: 5, rotation_deg: 90 }));
    const rounded = corners.map(([x, y]) => [Number(x.toFixed(6)) + 0, Number(y.toFixed(6)) + 0]);
    // width 4 now runs along y, depth 2 along x; the first corner (-2, -1) goes to (1, -2).
    expect(rounded).toEqual([
      [11, 3],
      [11, 7],
      [9, 7],
      [9, 3],
    ]);
  });
});

describe('thumbnailViewBox', () => {
  const plot = {
    boundary: [
      [0, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ] as [number, number][],
  };

  it('fits the plot with y flipped and padding', () => {
    expect(thumbnailViewBox(plot, null, 0.1)).toEqual({ x: -3, y: -33, width: 26, height: 36 });
  });

  it('grows to hold objects outside the plot, circles by their radius', () => {
    const plan = { objects: [object({ shape: 'circle', x: 25, y: 35, width: 4 })] };
    expect(thumbnailViewBox(plot, plan, 0)).toEqual({ x: 0, y: -37, width: 27, height: 37 });
  });

  it('has a default box for nothing and formats the attribute', () => {
    const box = thumbnailViewBox(null, null);
    expect(box).toEqual({ x: 0, y: -10, width: 10, height: 10 });
    expect(viewBoxAttribute({ x: 0.12345, y: -1, width: 2, height: 3 })).toBe('0.123 -1 2 3');
  });
});
