import type { PathGrid } from './path-grid.js';

/** A binary min-heap of cells keyed by distance; ties go to the lower cell index (determinism). */
class CellHeap {
  private readonly cells: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.cells.length;
  }

  private less(i: number, j: number): boolean {
    const a = this.keys[i] as number;
    const b = this.keys[j] as number;
    return a < b || (a === b && (this.cells[i] as number) < (this.cells[j] as number));
  }

  // Temporaries rather than destructuring: the heap is the router's hot loop.
  private swap(i: number, j: number): void {
    const cell = this.cells[i] as number;
    this.cells[i] = this.cells[j] as number;
    this.cells[j] = cell;
    const key = this.keys[i] as number;
    this.keys[i] = this.keys[j] as number;
    this.keys[j] = key;
  }

  push(cell: number, key: number): void {
    this.cells.push(cell);
    this.keys.push(key);
    for (let i = this.cells.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (!this.less(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }

  /** The key of the cell the last pop returned (no object per pop). */
  poppedKey = 0;

  pop(): number {
    const top = this.cells[0] as number;
    this.poppedKey = this.keys[0] as number;
    const lastCell = this.cells.pop() as number;
    const lastKey = this.keys.pop() as number;
    if (this.cells.length > 0) {
      this.cells[0] = lastCell;
      this.keys[0] = lastKey;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.cells.length && this.less(l, m)) m = l;
        if (r < this.cells.length && this.less(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
}

const DIAGONAL = Math.SQRT2;

/**
 * Shortest 8-connected routes over the grid's cells with clearance for a path of `width`, from a set
 * of source cells that grows (the tree built so far). Adding sources only lowers distances, so each
 * propagation carries on from the last instead of starting over.
 */
export class TreeSearch {
  readonly dist: Float64Array;
  private readonly parent: Int32Array;
  private readonly heap = new CellHeap();
  private readonly free: Uint8Array;

  constructor(
    private readonly grid: PathGrid,
    width: number,
  ) {
    const n = grid.nx * grid.ny;
    this.dist = new Float64Array(n).fill(Infinity);
    this.parent = new Int32Array(n).fill(-1);
    const need = grid.need(width);
    this.free = new Uint8Array(n);
    for (let i = 0; i < n; i++) this.free[i] = (grid.clearance[i] as number) >= need ? 1 : 0;
  }

  isFree(cell: number): boolean {
    return cell >= 0 && this.free[cell] === 1;
  }

  /** Cells of the tree: distance 0, wherever they are (the tree was checked when it was built). */
  addSources(cells: Iterable<number>): void {
    for (const c of cells) {
      if (c < 0 || this.dist[c] === 0) continue;
      this.dist[c] = 0;
      this.parent[c] = -1;
      this.heap.push(c, 0);
    }
  }

  propagate(): void {
    this.propagateUntil(undefined);
  }

  /**
   * Propagates until the first of `targets` is settled (its distance final: the nearest of them),
   * and returns it; -1 when none is reachable (then everything reachable is settled). Without
   * targets, propagates everything. Cells left in the heap carry on at the next call.
   */
  propagateUntil(targets: ReadonlySet<number> | undefined): number {
    const { nx, ny, step } = this.grid;
    while (this.heap.size > 0) {
      const cell = this.heap.pop();
      const key = this.heap.poppedKey;
      if (key > (this.dist[cell] as number)) continue;
      if (targets?.has(cell) === true) {
        // Settled; put it back so that a later propagation still expands it.
        this.heap.push(cell, key);
        return cell;
      }
      // Plain locals, no destructuring: this loop runs for every cell of every route (GC-free).
      const x = cell % nx;
      const y = (cell - x) / nx;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if (dx === 0 && dy === 0) continue;
          const x2 = x + dx;
          const y2 = y + dy;
          if (x2 < 0 || y2 < 0 || x2 >= nx || y2 >= ny) continue;
          const next = y2 * nx + x2;
          if (this.free[next] !== 1) continue;
          // A diagonal step may not cut the corner of a blocked cell.
          if (dx !== 0 && dy !== 0 && (this.free[y * nx + x2] !== 1 || this.free[y2 * nx + x] !== 1))
            continue;
          const d = key + (dx !== 0 && dy !== 0 ? DIAGONAL : 1) * step;
          if (d < (this.dist[next] as number)) {
            this.dist[next] = d;
            this.parent[next] = cell;
            this.heap.push(next, d);
          }
        }
      }
    }
    return -1;
  }

  /** The cells from `cell` back to its source (inclusive), or [] when it is not reached. */
  route(cell: number): number[] {
    if (cell < 0 || !Number.isFinite(this.dist[cell] as number)) return [];
    const cells: number[] = [];
    for (let c = cell; c >= 0; c = this.parent[c] as number) cells.push(c);
    return cells;
  }
}
