import { NEIGHBOR_HOUSE_DEFAULTS, rotatePoint, type Plot, type Point } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { surroundedBounds } from './plan-surroundings.js';
import { neighbourHouses, outwardNormals } from './surroundings-geometry.js';

const house = { offset_m: 4, height_m: 7, material: 'wood' as const };
/** A 30 x 40 m plot. */
const plot30x40: Point[] = [
  [0, 0],
  [30, 0],
  [30, 40],
  [0, 40],
];
const close = (p: Point | undefined, q: Point) => {
  expect(p?.[0]).toBeCloseTo(q[0], 9);
  expect(p?.[1]).toBeCloseTo(q[1], 9);
};

describe('neighbourHouses', () => {
  it('puts the house at its offset beyond the side, centred on it, 8 m along and 6 m deep', () => {
    const plot: Pick<Plot, 'boundary' | 'edges'> = {
      boundary: plot30x40,
      edges: [
        { kind: 'street' },
        { kind: 'neighbor', building: house },
        { kind: 'forest' },
        { kind: 'neighbor' },
      ],
    };
    const [h] = neighbourHouses(plot);
    expect(h?.edge).toBe(1);
    // Side 2 runs up the right at x = 30; the house stands from x = 34 to 40, y = 16 to 24.
    expect(h?.corners).toEqual([
      [34, 16],
      [34, 24],
      [40, 24],
      [40, 16],
    ]);
    expect(neighbourHouses({ ...plot, edges: plot.edges.slice(0, 1) })).toEqual([]);
  });

  it('follows a rotated plot: the house turns with its side', () => {
    const small: Point[] = [
      [0, 0],
      [20, 0],
      [20, 20],
      [0, 20],
    ];
    const boundary = small.map((p) => rotatePoint(p, 30, [0, 0]));
    const [h] = neighbourHouses({ boundary, edges: [{ kind: 'neighbor', building: house }] });
    // In the square's own frame side 1 runs along y = 0, so the house is at y = -4 .. -10, x = 6 .. 14.
    const expected: Point[] = [
      [6, -4],
      [14, -4],
      [14, -10],
      [6, -10],
    ];
    expected.forEach((p, i) => close(h?.corners[i], rotatePoint(p, 30, [0, 0])));
  });

  it('puts the house outside an irregular, clockwise-drawn plot and keeps it to a short side', () => {
    // Clockwise, as a boundary can be while being drawn; side 1 is a 5 m slanted side.
    const boundary: Point[] = [
      [0, 0],
      [3, 4],
      [25, 10],
      [28, -6],
    ];
    const [h] = neighbourHouses({
      boundary,
      edges: [{ kind: 'neighbor', building: { ...house, offset_m: 2 } }],
    });
    const [nx, ny] = outwardNormals(boundary)[0] ?? [0, 0];
    // Outward from side 1 is up and to the left, away from the plot.
    expect(nx).toBeCloseTo(-0.8, 9);
    expect(ny).toBeCloseTo(0.6, 9);
    const along = Math.min(NEIGHBOR_HOUSE_DEFAULTS.length_m, 5);
    close(h?.corners[0], [nx * 2, ny * 2]);
    close(h?.corners[1], [3 + nx * 2, 4 + ny * 2]);
    close(h?.corners[2], [3 + nx * 8, 4 + ny * 8]);
    expect(
      Math.hypot(
        (h?.corners[1]?.[0] ?? 0) - (h?.corners[0]?.[0] ?? 0),
        (h?.corners[1]?.[1] ?? 0) - (h?.corners[0]?.[1] ?? 0),
      ),
    ).toBeCloseTo(along, 9);
  });
});

describe('surroundedBounds', () => {
  it('frames the plot with its neighbour’s house and its street band', () => {
    const bounds = surroundedBounds({
      boundary: plot30x40,
      edges: [
        { kind: 'street' },
        { kind: 'neighbor', building: house },
        { kind: 'unknown' },
        { kind: 'unknown' },
      ],
    });
    expect(bounds).toEqual({ minX: 0, minY: -7, maxX: 40, maxY: 40 });
  });
});
