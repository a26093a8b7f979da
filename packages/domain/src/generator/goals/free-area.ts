import { pointsBox, ringContainsPoint, type Point } from '../../geometry/index.js';
import type { Body } from '../core/body.js';
import type { PlotFrame } from '../core/plot-frame.js';

/**
 * The "large contiguous free area" goal: a coarse grid laid along the plot's main axis, cells outside
 * the plot blocked; objects block the cells their (axis-frame) boxes cover. The score is the largest
 * empty rectangle of cells over all free cells: 1 when what is left is one open rectangle.
 */
export class FreeAreaGrid {
  private readonly nx: number;
  private readonly ny: number;
  private readonly cell: number;
  private readonly originX: number;
  private readonly originY: number;
  private readonly cos: number;
  private readonly sin: number;
  private readonly inside: Uint8Array;
  private readonly insideCount: number;
  private readonly blocked: Uint8Array;
  private readonly heights: Int32Array;
  private readonly stack: Int32Array;

  constructor(frame: PlotFrame) {
    const a = (-frame.axisDeg * Math.PI) / 180;
    [this.cos, this.sin] = [Math.cos(a), Math.sin(a)];
    const local = frame.ring.map((p) => this.toLocal(p[0], p[1]));
    const box = pointsBox(local);
    [this.originX, this.originY] = [box.minX, box.minY];
    // About 20 cells along the longer side: coarse, because it runs inside the search loop.
    const span = Math.max(box.maxX - this.originX, box.maxY - this.originY);
    this.cell = Math.max(0.5, span / 20);
    this.nx = Math.max(1, Math.ceil((box.maxX - this.originX) / this.cell));
    this.ny = Math.max(1, Math.ceil((box.maxY - this.originY) / this.cell));
    this.inside = new Uint8Array(this.nx * this.ny);
    let count = 0;
    for (let j = 0; j < this.ny; j++) {
      for (let i = 0; i < this.nx; i++) {
        const lx = this.originX + (i + 0.5) * this.cell;
        const ly = this.originY + (j + 0.5) * this.cell;
        // Back to the plan frame: rotate by +axis.
        const p: Point = [lx * this.cos + ly * this.sin, -lx * this.sin + ly * this.cos];
        if (ringContainsPoint(p, frame.ring)) {
          this.inside[j * this.nx + i] = 1;
          count++;
        }
      }
    }
    this.insideCount = count;
    this.blocked = new Uint8Array(this.nx * this.ny);
    this.heights = new Int32Array(this.nx + 1);
    this.stack = new Int32Array(this.nx + 2);
  }

  private boxCorners(b: Body): readonly Point[] {
    const { minX, minY, maxX, maxY } = b.box;
    return [
      [minX, minY],
      [maxX, maxY],
      [minX, maxY],
      [maxX, minY],
    ];
  }

  private toLocal(x: number, y: number): Point {
    return [x * this.cos - y * this.sin, x * this.sin + y * this.cos];
  }

  /** Largest empty rectangle / free cells, 0..1. `bodies` are the objects that take ground. */
  score(bodies: readonly Body[]): number {
    const { nx, ny, cell, blocked, inside } = this;
    blocked.set(inside);
    let taken = 0;
    for (const b of bodies) {
      // The body's box in the axis frame, from its corners (a circle: from its box corners).
      let minX = Infinity;
      let minY = Infinity;
      let maxX = -Infinity;
      let maxY = -Infinity;
      const corners = b.shape.kind === 'polygon' ? b.shape.ring : this.boxCorners(b);
      for (const p of corners) {
        const lx = p[0] * this.cos - p[1] * this.sin;
        const ly = p[0] * this.sin + p[1] * this.cos;
        if (lx < minX) minX = lx;
        if (lx > maxX) maxX = lx;
        if (ly < minY) minY = ly;
        if (ly > maxY) maxY = ly;
      }
      const i0 = Math.max(0, Math.floor((minX - this.originX) / cell));
      const i1 = Math.min(nx - 1, Math.floor((maxX - this.originX) / cell));
      const j0 = Math.max(0, Math.floor((minY - this.originY) / cell));
      const j1 = Math.min(ny - 1, Math.floor((maxY - this.originY) / cell));
      for (let j = j0; j <= j1; j++) {
        for (let i = i0; i <= i1; i++) {
          const k = j * nx + i;
          if (blocked[k] === 1) {
            blocked[k] = 0;
            taken++;
          }
        }
      }
    }
    const free = this.insideCount - taken;
    if (free <= 0) return 0;
    return this.largestRectangle() / free;
  }

  /** Largest all-free rectangle of cells: the histogram-and-stack method, row by row. */
  private largestRectangle(): number {
    const { nx, ny, blocked, heights, stack } = this;
    heights.fill(0);
    let best = 0;
    for (let j = 0; j < ny; j++) {
      for (let i = 0; i < nx; i++) heights[i] = blocked[j * nx + i] === 1 ? (heights[i] as number) + 1 : 0;
      let top = 0;
      for (let i = 0; i <= nx; i++) {
        const h = i === nx ? 0 : (heights[i] as number);
        while (top > 0 && (heights[stack[top - 1] as number] as number) >= h) {
          const height = heights[stack[--top] as number] as number;
          const left = top === 0 ? -1 : (stack[top - 1] as number);
          best = Math.max(best, height * (i - left - 1));
        }
        stack[top++] = i;
      }
    }
    return best;
  }
}
