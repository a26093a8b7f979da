import { boundingBox } from '../geometry/bounding-box.js';
import { footprintPolygon } from '../geometry/footprint.js';
import { pointInPolygon } from '../geometry/point-in-polygon.js';
import type { Point } from '../geometry/point.js';
import type { PlacedObject } from '../model/plan.js';

/** A grid of square cells: cell (col, row) has its lower-left corner at origin + cell * (col, row). */
export interface SunGrid {
  readonly originX: number;
  readonly originY: number;
  readonly cell: number;
  readonly cols: number;
  readonly rows: number;
}

/** Largest grid a sun map computes (a 100 ha plot at 0.5 m): beyond it, ask for bigger cells. */
export const MAX_GRID_CELLS = 4_000_000;

/** The grid over the ring's bounding box; a side that is a whole number of cells gets no extra column. */
export function gridOver(ring: readonly Point[], cell: number): SunGrid {
  if (!Number.isFinite(cell) || cell <= 0) throw new RangeError(`cell size must be positive, got ${cell}`);
  const box = boundingBox(ring);
  const cols = Math.max(1, Math.ceil((box.maxX - box.minX) / cell - 1e-9));
  const rows = Math.max(1, Math.ceil((box.maxY - box.minY) / cell - 1e-9));
  if (cols * rows > MAX_GRID_CELLS) {
    throw new RangeError(`a ${cols} x ${rows} grid is too large for a sun map: use larger cells`);
  }
  return { originX: box.minX, originY: box.minY, cell, cols, rows };
}

/** Indices (row * cols + col) of the cells whose centre lies inside the ring or on its boundary. */
export function cellsInside(grid: SunGrid, ring: readonly Point[]): Int32Array {
  const inside: number[] = [];
  for (let row = 0; row < grid.rows; row++) {
    const y = grid.originY + (row + 0.5) * grid.cell;
    for (let col = 0; col < grid.cols; col++) {
      const x = grid.originX + (col + 0.5) * grid.cell;
      if (pointInPolygon([x, y], ring) !== 'outside') inside.push(row * grid.cols + col);
    }
  }
  return Int32Array.from(inside);
}

/**
 * For every grid row whose centre line crosses the closed convex polygon (flat [x0, y0, ...] of n
 * vertices, any winding), calls visit(rowStart, colFrom, colTo): the cells rowStart + colFrom ..
 * rowStart + colTo have their centres inside. Scanlines through the cell centres find each row's
 * x-interval from the edges that span it. Fewer than 3 vertices cover no cell.
 */
export function convexRowSpans(
  grid: SunGrid,
  xy: Float64Array,
  n: number,
  visit: (rowStart: number, colFrom: number, colTo: number) => void,
): void {
  if (n < 3) return;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const y = xy[2 * i + 1] as number;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const { originX, originY, cell, cols, rows } = grid;
  const rowFrom = Math.max(0, Math.ceil((minY - originY) / cell - 0.5));
  const rowTo = Math.min(rows - 1, Math.floor((maxY - originY) / cell - 0.5));
  for (let row = rowFrom; row <= rowTo; row++) {
    const y = originY + (row + 0.5) * cell;
    let left = Infinity;
    let right = -Infinity;
    let ax = xy[2 * n - 2] as number;
    let ay = xy[2 * n - 1] as number;
    for (let i = 0; i < n; i++) {
      const bx = xy[2 * i] as number;
      const by = xy[2 * i + 1] as number;
      if ((y >= ay && y <= by) || (y >= by && y <= ay)) {
        // A horizontal edge on the scanline contributes both ends.
        const x = ay === by ? ax : ax + ((y - ay) * (bx - ax)) / (by - ay);
        const x2 = ay === by ? bx : x;
        if (x < left) left = x;
        if (x2 < left) left = x2;
        if (x > right) right = x;
        if (x2 > right) right = x2;
      }
      ax = bx;
      ay = by;
    }
    const colFrom = Math.max(0, Math.ceil((left - originX) / cell - 0.5));
    const colTo = Math.min(cols - 1, Math.floor((right - originX) / cell - 0.5));
    if (colFrom <= colTo) visit(row * cols, colFrom, colTo);
  }
}

/** Calls visit(index) for every cell whose centre lies in the closed convex polygon (any winding). */
export function forEachCellInConvex(
  grid: SunGrid,
  ring: readonly Point[],
  visit: (index: number) => void,
): void {
  const xy = Float64Array.from(ring.flatMap((p) => [p[0], p[1]]));
  convexRowSpans(grid, xy, ring.length, (rowStart, colFrom, colTo) => {
    for (let col = colFrom; col <= colTo; col++) visit(rowStart + col);
  });
}

/** Calls visit(index) for every cell whose centre lies in the object's footprint (rect or circle). */
export function forEachCellInFootprint(
  grid: SunGrid,
  obj: PlacedObject,
  visit: (index: number) => void,
): void {
  if (obj.shape === 'rect') {
    const { x: cx, y: cy, width, depth, rotation_deg } = obj;
    forEachCellInConvex(grid, footprintPolygon({ kind: 'rect', cx, cy, width, depth, rotation_deg }), visit);
    return;
  }
  const r = obj.width / 2;
  const { originX, originY, cell, cols, rows } = grid;
  const rowFrom = Math.max(0, Math.ceil((obj.y - r - originY) / cell - 0.5));
  const rowTo = Math.min(rows - 1, Math.floor((obj.y + r - originY) / cell - 0.5));
  const colFrom = Math.max(0, Math.ceil((obj.x - r - originX) / cell - 0.5));
  const colTo = Math.min(cols - 1, Math.floor((obj.x + r - originX) / cell - 0.5));
  for (let row = rowFrom; row <= rowTo; row++) {
    const dy = originY + (row + 0.5) * cell - obj.y;
    for (let col = colFrom; col <= colTo; col++) {
      const dx = originX + (col + 0.5) * cell - obj.x;
      if (dx * dx + dy * dy <= r * r) visit(row * cols + col);
    }
  }
}

/** Index of the cell holding point p, or -1 when p lies off the grid. */
export function cellAt(grid: SunGrid, p: Point): number {
  const col = Math.floor((p[0] - grid.originX) / grid.cell);
  const row = Math.floor((p[1] - grid.originY) / grid.cell);
  if (col < 0 || row < 0 || col >= grid.cols || row >= grid.rows) return -1;
  return row * grid.cols + col;
}
