import type { BoundingBox, Point } from '../geometry/index.js';

/** At most this many cells along each axis, however far apart the boxes are. */
const MAX_CELLS_PER_AXIS = 64;

/** The gap between two boxes (0 when they overlap): a lower bound of the gap between their contents. */
export function boxGap(a: BoundingBox, b: BoundingBox): number {
  const dx = Math.max(0, b.minX - a.maxX, a.minX - b.maxX);
  const dy = Math.max(0, b.minY - a.maxY, a.minY - b.maxY);
  return Math.hypot(dx, dy);
}

/** The middle of the common part of two boxes (of the gap between them when apart): where to draw an overlap. */
export function boxMiddle(a: BoundingBox, b: BoundingBox): Point {
  const x = (Math.max(a.minX, b.minX) + Math.min(a.maxX, b.maxX)) / 2;
  const y = (Math.max(a.minY, b.minY) + Math.min(a.maxY, b.maxY)) / 2;
  return [x, y];
}

/**
 * A uniform grid over bounding boxes, so pair rules look only at nearby objects instead of every
 * pair. Each box is listed in every cell it covers; a query visits the cells within reach.
 */
export class SpatialGrid {
  private readonly cells: number[][];
  private readonly minX: number;
  private readonly minY: number;
  private readonly size: number;
  private readonly nx: number;
  private readonly ny: number;
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(
    private readonly boxes: readonly BoundingBox[],
    preferredCell: number,
  ) {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const b of boxes) {
      [minX, minY] = [Math.min(minX, b.minX), Math.min(minY, b.minY)];
      [maxX, maxY] = [Math.max(maxX, b.maxX), Math.max(maxY, b.maxY)];
    }
    if (boxes.length === 0) [minX, minY, maxX, maxY] = [0, 0, 0, 0];
    const span = Math.max(maxX - minX, maxY - minY);
    this.size = Math.max(preferredCell, span / MAX_CELLS_PER_AXIS, 1e-6);
    [this.minX, this.minY] = [minX, minY];
    this.nx = Math.floor((maxX - minX) / this.size) + 1;
    this.ny = Math.floor((maxY - minY) / this.size) + 1;
    this.cells = Array.from({ length: this.nx * this.ny }, () => []);
    this.seen = new Int32Array(boxes.length);
    boxes.forEach((b, i) => this.forCells(b, 0, (cell) => cell.push(i)));
  }

  private cellX(x: number): number {
    return Math.min(this.nx - 1, Math.max(0, Math.floor((x - this.minX) / this.size)));
  }

  private cellY(y: number): number {
    return Math.min(this.ny - 1, Math.max(0, Math.floor((y - this.minY) / this.size)));
  }

  private forCells(b: BoundingBox, reach: number, visit: (cell: number[]) => void): void {
    const [x0, x1] = [this.cellX(b.minX - reach), this.cellX(b.maxX + reach)];
    const [y0, y1] = [this.cellY(b.minY - reach), this.cellY(b.maxY + reach)];
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) visit(this.cells[cy * this.nx + cx] as number[]);
    }
  }

  /** Calls visit(j) once for every box j within `reach` of `box` (box gap <= reach). */
  near(box: BoundingBox, reach: number, visit: (j: number) => void): void {
    const stamp = ++this.stamp;
    this.forCells(box, reach, (cell) => {
      for (const j of cell) {
        if (this.seen[j] === stamp) continue;
        this.seen[j] = stamp;
        if (boxGap(box, this.boxes[j] as BoundingBox) <= reach) visit(j);
      }
    });
  }
}
