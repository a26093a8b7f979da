import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { footprintPolygon } from '../geometry/footprint.js';
import { ringContainsPoint } from '../geometry/point-in-polygon.js';
import type { Point } from '../geometry/point.js';
import type { PlacedObject } from '../model/plan.js';
import {
  cellAt,
  cellsInside,
  forEachCellInConvex,
  forEachCellInFootprint,
  gridOver,
  MAX_GRID_CELLS,
} from './sun-grid.js';

const square: Point[] = [
  [0, 0],
  [40, 0],
  [40, 40],
  [0, 40],
];

function centre(grid: ReturnType<typeof gridOver>, index: number): Point {
  const col = index % grid.cols;
  const row = Math.floor(index / grid.cols);
  return [grid.originX + (col + 0.5) * grid.cell, grid.originY + (row + 0.5) * grid.cell];
}

describe('gridOver and cellsInside', () => {
  it('covers a 40 x 40 m plot with 80 x 80 cells of 0.5 m', () => {
    const grid = gridOver(square, 0.5);
    expect(grid).toEqual({ originX: 0, originY: 0, cell: 0.5, cols: 80, rows: 80 });
    expect(cellsInside(grid, square)).toHaveLength(6400);
  });

  it('keeps only cells whose centre is inside a triangle', () => {
    const triangle: Point[] = [
      [0, 0],
      [10, 0],
      [0, 10],
    ];
    const grid = gridOver(triangle, 1);
    const inside = cellsInside(grid, triangle);
    // Centres (i + 0.5, j + 0.5) with i + j <= 9; those on the hypotenuse (i + j = 9) count as inside.
    expect(inside).toHaveLength(55);
    for (const index of inside) {
      const [x, y] = centre(grid, index);
      expect(x + y).toBeLessThanOrEqual(10);
    }
  });

  it('refuses a grid too large and a bad cell size', () => {
    const huge: Point[] = [
      [0, 0],
      [5000, 0],
      [5000, 5000],
    ];
    expect(() => gridOver(huge, 0.5)).toThrow(/too large/);
    expect(MAX_GRID_CELLS).toBeGreaterThanOrEqual(4_000_000);
    expect(() => gridOver(square, 0)).toThrow(/cell size/);
  });

  it('finds the cell under a point, or -1 off the grid', () => {
    const grid = gridOver(square, 0.5);
    expect(cellAt(grid, [0.1, 0.1])).toBe(0);
    expect(cellAt(grid, [39.9, 0.2])).toBe(79);
    expect(cellAt(grid, [0.2, 0.6])).toBe(80);
    expect(cellAt(grid, [-0.1, 3])).toBe(-1);
  });
});

describe('forEachCellInConvex and forEachCellInFootprint', () => {
  const grid = gridOver(square, 0.5);
  // Millimetre steps spread evenly over the range: fc.double favours 0 and tiny magnitudes, which here
  // would mean flat objects at the origin and hardly any shadow.
  const num = (min: number, max: number) =>
    fc.integer({ min: Math.round(min * 1000), max: Math.round(max * 1000) }).map((v) => v / 1000);

  it('visits exactly the cells whose centres a rotated rectangle holds', () => {
    fc.assert(
      fc.property(
        num(-5, 45),
        num(-5, 45),
        num(0.3, 15),
        num(0.3, 15),
        num(-180, 180),
        (cx, cy, w, d, rot) => {
          const ring = footprintPolygon({ kind: 'rect', cx, cy, width: w, depth: d, rotation_deg: rot });
          const visited: number[] = [];
          forEachCellInConvex(grid, ring, (i) => visited.push(i));
          const expected: number[] = [];
          for (let i = 0; i < grid.cols * grid.rows; i++) {
            if (ringContainsPoint(centre(grid, i), ring)) expected.push(i);
          }
          // Cells whose centre lies within 1e-9 m of the outline may go either way.
          const onEdge = (i: number) => {
            const p = centre(grid, i);
            return ring.some((a, k) => {
              const b = ring[(k + 1) % ring.length] as Point;
              const t = Math.max(
                0,
                Math.min(
                  1,
                  ((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / (w * w + d * d),
                ),
              );
              return Math.hypot(a[0] + t * (b[0] - a[0]) - p[0], a[1] + t * (b[1] - a[1]) - p[1]) < 1e-9;
            });
          };
          const differ = [...new Set([...visited, ...expected])].filter(
            (i) => visited.includes(i) !== expected.includes(i),
          );
          expect(differ.filter((i) => !onEdge(i))).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('visits the cells of a circular footprint by distance to its centre', () => {
    const well: PlacedObject = {
      id: 'w',
      landscape_object: 'well',
      shape: 'circle',
      x: 10,
      y: 10,
      rotation_deg: 0,
      width: 2,
      depth: 2,
      height_m: 1,
      locked: false,
    };
    const visited: number[] = [];
    forEachCellInFootprint(grid, well, (i) => visited.push(i));
    expect(visited).toHaveLength(12); // centres at ±0.25, ±0.75 within radius 1
    expect(visited.every((i) => Math.hypot(centre(grid, i)[0] - 10, centre(grid, i)[1] - 10) <= 1)).toBe(
      true,
    );
  });
});
