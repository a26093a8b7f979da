import { pointsBox, type Point, type Shape } from '../../geometry/index.js';

/** The finest cell, metres; larger plots get coarser cells so the estimate stays cheap. */
export const FIT_CELL_M = 0.25;
/** About this many cells over the plot's box at most (0.25 m cells up to about 1,000 m²). */
const MAX_CELLS = 16000;

function segmentDistance(px: number, py: number, a: Point, b: Point): number {
  const [ax, ay] = a;
  const ex = b[0] - ax;
  const ey = b[1] - ay;
  const len2 = ex * ex + ey * ey;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / len2));
  return Math.hypot(px - ax - t * ex, py - ay - t * ey);
}

function ringContains(px: number, py: number, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j] as Point;
    const [bx, by] = ring[i] as Point;
    if (ay > py !== by > py && px < ax + ((py - ay) * (bx - ax)) / (by - ay)) inside = !inside;
  }
  return inside;
}

function ringDistance(px: number, py: number, ring: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    best = Math.min(best, segmentDistance(px, py, ring[j] as Point, ring[i] as Point));
  }
  return best;
}

/** Distance from a point to a shape, interior included (0 inside). */
function shapePointDistance(px: number, py: number, shape: Shape): number {
  if (shape.kind === 'circle') return Math.max(0, Math.hypot(px - shape.cx, py - shape.cy) - shape.radius);
  return ringContains(px, py, shape.ring) ? 0 : ringDistance(px, py, shape.ring);
}

/**
 * A grid of square cells laid along the plot's main axis (so objects turned to the plot line up with
 * it), with each cell's centre in the plan frame. A cell counts as inside the plot, or as far enough
 * from an edge, by its centre: the estimate errs by at most half a cell at each side of a spot,
 * which keeps it from calling a spot too small that the generator could use.
 */
export class FitGrid {
  readonly cell: number;
  readonly nx: number;
  readonly ny: number;
  /** Plan-frame centre of cell i + nx * j: x at 2k, y at 2k + 1. */
  private readonly centres: Float64Array;
  /** 1 where the cell's centre is inside the plot. */
  readonly inside: Uint8Array;
  private readonly fields = new Map<object, Float64Array>();

  constructor(ring: readonly Point[], axisDeg: number) {
    const a = (-axisDeg * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    const box = pointsBox(ring.map(([x, y]): Point => [x * cos - y * sin, x * sin + y * cos]));
    const [w, h] = [box.maxX - box.minX, box.maxY - box.minY];
    const fine = Math.sqrt((w * h) / MAX_CELLS);
    this.cell = fine <= FIT_CELL_M ? FIT_CELL_M : Math.ceil(fine * 20) / 20;
    this.nx = Math.max(1, Math.ceil(w / this.cell - 1e-9));
    this.ny = Math.max(1, Math.ceil(h / this.cell - 1e-9));
    const n = this.nx * this.ny;
    this.centres = new Float64Array(2 * n);
    this.inside = new Uint8Array(n);
    for (let j = 0; j < this.ny; j++) {
      for (let i = 0; i < this.nx; i++) {
        const lx = box.minX + (i + 0.5) * this.cell;
        const ly = box.minY + (j + 0.5) * this.cell;
        // Back to the plan frame: rotate by +axis.
        const [px, py] = [lx * cos + ly * sin, -lx * sin + ly * cos];
        const k = j * this.nx + i;
        this.centres[2 * k] = px;
        this.centres[2 * k + 1] = py;
        this.inside[k] = ringContains(px, py, ring) ? 1 : 0;
      }
    }
  }

  get size(): number {
    return this.nx * this.ny;
  }

  /** Each cell centre's distance to segment ab, worked out once per segment (keyed by `a`). */
  segmentField(a: Point, b: Point): Float64Array {
    return this.field(a, (x, y) => segmentDistance(x, y, a, b));
  }

  /** Each cell centre's distance to a shape (0 inside it), worked out once per shape. */
  shapeField(shape: Shape): Float64Array {
    return this.field(shape, (x, y) => shapePointDistance(x, y, shape));
  }

  private field(key: object, distance: (x: number, y: number) => number): Float64Array {
    let f = this.fields.get(key);
    if (f === undefined) {
      f = new Float64Array(this.size);
      for (let k = 0; k < f.length; k++)
        f[k] = distance(this.centres[2 * k] as number, this.centres[2 * k + 1] as number);
      this.fields.set(key, f);
    }
    return f;
  }

  /**
   * For each direction (degrees), the least and the greatest of x cos + y sin over the centres of
   * the cells in `mask` (plan frame); [Infinity, -Infinity] for an empty mask. The centres of a row
   * lie on a line, so only each row's first and last cell in the mask can be extreme.
   */
  spans(mask: Uint8Array, degs: readonly number[]): (readonly [number, number])[] {
    const { nx, ny, centres } = this;
    const ends: number[] = [];
    for (let j = 0; j < ny; j++) {
      let [first, last] = [-1, -1];
      for (let i = 0, k = j * nx; i < nx; i++, k++) {
        if (mask[k] !== 1) continue;
        if (first < 0) first = k;
        last = k;
      }
      if (first >= 0) ends.push(first, last);
    }
    return degs.map((deg) => {
      const [c, s] = [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];
      let [lo, hi] = [Infinity, -Infinity];
      for (const k of ends) {
        const v = (centres[2 * k] as number) * c + (centres[2 * k + 1] as number) * s;
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
      return [lo, hi] as const;
    });
  }

  /**
   * How many blocks of kw x kd cells (either way round) stand on `footprint` cells with their middle
   * cell on `centre`, `gap` cells apart: first fit, row by row from the grid's corner, at most
   * `limit`. For equal rectangles on a plot's room first fit packs as tightly as a designer lining
   * houses up would; an odd room may hold one more than it finds.
   */
  packCount(
    footprint: Uint8Array,
    centre: Uint8Array,
    kw: number,
    kd: number,
    gap: number,
    limit: number,
  ): number {
    const bad = this.badTable(footprint);
    type Block = readonly [number, number, number, number];
    const placed: Block[] = [];
    // Clear of every block placed, by `gap` cells (the room's own cells are the table's).
    const clear = (i: number, j: number, bw: number, bd: number): boolean =>
      placed.every(
        ([pi, pj, pw, pd]) =>
          i + bw <= pi - gap || i >= pi + pw + gap || j + bd <= pj - gap || j >= pj + pd + gap,
      );
    const turns = [
      [kw, kd],
      [kd, kw],
    ] as const;
    // First fit row by row: a position that failed stays failed as blocks are added, so each turn's
    // scan goes on from where it last stopped (one table and one pass per turn, not per block).
    const from = [0, 0];
    while (placed.length < limit) {
      let block: Block | undefined;
      for (const [t, [bw, bd]] of turns.entries()) {
        const found = this.firstBlock(bad, centre, bw, bd, from[t] as number, clear);
        from[t] = found?.at ?? Infinity;
        if (found !== undefined) {
          block = [found.i, found.j, bw, bd];
          break;
        }
      }
      if (block === undefined) break;
      placed.push(block);
    }
    return placed.length;
  }

  /**
   * The first bw x bd block, row by row from position `from` (j * nx + i), all of whose cells are
   * room (no bad cell in the summed-area table `bad`) with its middle on `centre`, and `clear`.
   */
  private firstBlock(
    bad: Int32Array,
    centre: Uint8Array,
    bw: number,
    bd: number,
    from = 0,
    clear: (i: number, j: number, bw: number, bd: number) => boolean = () => true,
  ): { i: number; j: number; at: number } | undefined {
    const { nx, ny } = this;
    if (bw > nx || bd > ny) return undefined;
    const w1 = nx + 1;
    const [hw, hd] = [bw >> 1, bd >> 1];
    const firstRow = Math.floor(from / nx);
    for (let j = firstRow; j + bd <= ny; j++) {
      for (let i = j === firstRow ? from % nx : 0; i + bw <= nx; i++) {
        if (centre[(j + hd) * nx + i + hw] !== 1) continue;
        const sum =
          (bad[(j + bd) * w1 + i + bw] as number) -
          (bad[j * w1 + i + bw] as number) -
          (bad[(j + bd) * w1 + i] as number) +
          (bad[j * w1 + i] as number);
        if (sum === 0 && clear(i, j, bw, bd)) return { i, j, at: j * nx + i };
      }
    }
    return undefined;
  }

  /** The summed-area table of the cells that are not `footprint`. */
  private badTable(footprint: Uint8Array): Int32Array {
    const { nx, ny } = this;
    const w1 = nx + 1;
    const bad = new Int32Array(w1 * (ny + 1));
    for (let j = 0; j < ny; j++) {
      let row = 0;
      for (let i = 0; i < nx; i++) {
        row += footprint[j * nx + i] === 1 ? 0 : 1;
        bad[(j + 1) * w1 + i + 1] = (bad[j * w1 + i + 1] as number) + row;
      }
    }
    return bad;
  }

  /**
   * Whether some block of cells, kw x kd or kd x kw, is all `footprint` while the cell at its middle
   * is `centre`.
   */
  hasBlock(footprint: Uint8Array, centre: Uint8Array, kw: number, kd: number): boolean {
    const bad = this.badTable(footprint);
    return (
      this.firstBlock(bad, centre, kw, kd) !== undefined ||
      (kw !== kd && this.firstBlock(bad, centre, kd, kw) !== undefined)
    );
  }
}
