import type { Footprint, Point } from '../../geometry/index.js';
import type { AreaShape } from '../../model/plot.js';

/** Cells of 0.5 m, coarser on big plots so that the grid keeps to about MAX_CELLS. */
const BASE_STEP = 0.5;
const MAX_CELLS = 40_000;
/** Clearance kept between a path's edge and anything it must not overlap, metres. */
export const PATH_MARGIN = 0.1;
/** The widest path the grid is asked about (the main path, see path-network.ts). */
const WIDEST = 1.2;

/** Distance from p to a footprint, 0 inside it. */
export function pointFootprintDistance(p: Point, fp: Footprint): number {
  // Plain locals (no destructuring): called for every grid cell near every object.
  const dx = p[0] - fp.cx;
  const dy = p[1] - fp.cy;
  if (fp.kind === 'circle') return Math.max(0, Math.hypot(dx, dy) - fp.radius);
  const r = (fp.rotation_deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const lx = Math.abs(dx * c + dy * s) - fp.width / 2;
  const ly = Math.abs(-dx * s + dy * c) - fp.depth / 2;
  return Math.hypot(Math.max(lx, 0), Math.max(ly, 0));
}

/** Footprints equal in every field (the terminal's own object, found among the obstacles). */
function sameFootprint(a: Footprint, b: Footprint | undefined): boolean {
  if (b === undefined || a.kind !== b.kind || a.cx !== b.cx || a.cy !== b.cy) return false;
  if (a.kind === 'circle' || b.kind === 'circle')
    return a.kind === 'circle' && b.kind === 'circle' && a.radius === b.radius;
  return a.width === b.width && a.depth === b.depth && a.rotation_deg === b.rotation_deg;
}

function pointSegment(p: Point, a: Point, b: Point): number {
  const [ux, uy] = [b[0] - a[0], b[1] - a[1]];
  const len2 = ux * ux + uy * uy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * ux + (p[1] - a[1]) * uy) / len2));
  return Math.hypot(p[0] - a[0] - t * ux, p[1] - a[1] - t * uy);
}

/** Even-odd inside test (points on the boundary count either way; their clearance is 0 anyway). */
function inside(p: Point, ring: readonly Point[]): boolean {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [a, b] = [ring[i] as Point, ring[j] as Point];
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) {
      odd = !odd;
    }
  }
  return odd;
}

/** Distance from p to a protected area, 0 inside it. */
function pointAreaDistance(p: Point, area: AreaShape): number {
  if (area.type === 'circle') {
    return Math.max(0, Math.hypot(p[0] - area.center[0], p[1] - area.center[1]) - area.radius);
  }
  if (inside(p, area.points)) return 0;
  let best = Infinity;
  area.points.forEach((a, i) => {
    best = Math.min(best, pointSegment(p, a, area.points[(i + 1) % area.points.length] as Point));
  });
  return best;
}

/**
 * A square grid over the plot with each cell centre's clearance: its distance to the nearest thing a
 * path may not overlap (the boundary, protected areas, obstacle footprints), capped at `cap`. The
 * clearance is 1-Lipschitz, so a centre's value bounds it nearby: routes and straight-line checks
 * use those bounds and never measure footprints again.
 */
export class PathGrid {
  readonly step: number;
  readonly minX: number;
  readonly minY: number;
  readonly nx: number;
  readonly ny: number;
  readonly cap: number;
  readonly clearance: Float32Array;

  constructor(
    private readonly ring: readonly Point[],
    private readonly obstacles: readonly Footprint[],
    private readonly areas: readonly AreaShape[],
  ) {
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    this.minX = Math.min(...xs);
    this.minY = Math.min(...ys);
    const [w, h] = [Math.max(...xs) - this.minX, Math.max(...ys) - this.minY];
    this.step = Math.max(BASE_STEP, Math.ceil(Math.sqrt((w * h) / MAX_CELLS) * 4) / 4);
    this.nx = Math.max(1, Math.ceil(w / this.step));
    this.ny = Math.max(1, Math.ceil(h / this.step));
    this.cap = this.need(WIDEST) + this.step;
    this.clearance = new Float32Array(this.nx * this.ny);
    this.fill();
  }

  /**
   * The clearance a cell centre needs for a path of `width` to run to a side neighbour's centre (the
   * midway point is half a step off both); diagonal steps and straight lines are checked exactly
   * where the centres' bound is not enough (segmentClear).
   */
  need(width: number): number {
    return width / 2 + PATH_MARGIN + 0.5 * this.step;
  }

  centre(i: number): Point {
    return [
      this.minX + ((i % this.nx) + 0.5) * this.step,
      this.minY + (Math.floor(i / this.nx) + 0.5) * this.step,
    ];
  }

  /** The cell containing p, or -1 off the grid. */
  cellOf(p: Point): number {
    const ix = Math.floor((p[0] - this.minX) / this.step);
    const iy = Math.floor((p[1] - this.minY) / this.step);
    if (ix < 0 || iy < 0 || ix >= this.nx || iy >= this.ny) return -1;
    return iy * this.nx + ix;
  }

  /** A lower bound of the clearance at p, from the four nearest cell centres. */
  lowerBound(p: Point): number {
    const fx = (p[0] - this.minX) / this.step - 0.5;
    const fy = (p[1] - this.minY) / this.step - 0.5;
    const x0 = Math.floor(fx);
    const y0 = Math.floor(fy);
    let best = -Infinity;
    for (let iy = y0; iy <= y0 + 1; iy++) {
      for (let ix = x0; ix <= x0 + 1; ix++) {
        if (ix < 0 || iy < 0 || ix >= this.nx || iy >= this.ny) continue;
        const i = iy * this.nx + ix;
        // The cell's centre, inline (centre() allocates a point).
        const cx = this.minX + (ix + 0.5) * this.step;
        const cy = this.minY + (iy + 0.5) * this.step;
        best = Math.max(best, (this.clearance[i] as number) - Math.hypot(p[0] - cx, p[1] - cy));
      }
    }
    return best;
  }

  /** Whether a path of `width` along a-b keeps PATH_MARGIN / 2 clear of everything (by the field). */
  segmentClear(a: Point, b: Point, width: number): boolean {
    const spacing = this.step / 4;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / spacing));
    const required = width / 2 + PATH_MARGIN / 2 + spacing / 2;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const p: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      if (this.lowerBound(p) < required && this.exact(p) < required) return false;
    }
    return true;
  }

  /** The clearance at p, measured: to the boundary (0 outside), the obstacles and protected areas. */
  private exact(p: Point): number {
    if (!inside(p, this.ring)) return 0;
    let best = Infinity;
    this.ring.forEach((a, k) => {
      best = Math.min(best, pointSegment(p, a, this.ring[(k + 1) % this.ring.length] as Point));
    });
    for (const fp of this.obstacles) best = Math.min(best, pointFootprintDistance(p, fp));
    for (const area of this.areas) best = Math.min(best, pointAreaDistance(p, area));
    return best;
  }

  /**
   * Whether a path of `width` along a-b clears the obstacles other than `own` and the protected areas
   * (measured exactly: for the short stubs that end on an object's side).
   */
  stubClear(a: Point, b: Point, width: number, own: Footprint | undefined): boolean {
    const spacing = 0.05;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / spacing));
    const required = width / 2 + spacing / 2;
    for (let k = 0; k <= n; k++) {
      const t = k / n;
      const p: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      for (const fp of this.obstacles) {
        if (!sameFootprint(fp, own) && pointFootprintDistance(p, fp) < required) return false;
      }
      for (const area of this.areas) if (pointAreaDistance(p, area) < required) return false;
    }
    return true;
  }

  /** Lower the clearance of the cells within `cap` of a shape to `dist(centre)`. */
  private lower(
    box: { minX: number; minY: number; maxX: number; maxY: number },
    dist: (p: Point) => number,
  ): void {
    const x0 = Math.max(0, Math.floor((box.minX - this.cap - this.minX) / this.step));
    const x1 = Math.min(this.nx - 1, Math.floor((box.maxX + this.cap - this.minX) / this.step));
    const y0 = Math.max(0, Math.floor((box.minY - this.cap - this.minY) / this.step));
    const y1 = Math.min(this.ny - 1, Math.floor((box.maxY + this.cap - this.minY) / this.step));
    for (let iy = y0; iy <= y1; iy++) {
      for (let ix = x0; ix <= x1; ix++) {
        const i = iy * this.nx + ix;
        const current = this.clearance[i] as number;
        if (current <= 0) continue;
        const d = dist(this.centre(i));
        if (d < current) this.clearance[i] = d;
      }
    }
  }

  private fill(): void {
    const ring = this.ring;
    for (let i = 0; i < this.clearance.length; i++) {
      this.clearance[i] = inside(this.centre(i), ring) ? this.cap : 0;
    }
    ring.forEach((a, k) => {
      const b = ring[(k + 1) % ring.length] as Point;
      const box = {
        minX: Math.min(a[0], b[0]),
        minY: Math.min(a[1], b[1]),
        maxX: Math.max(a[0], b[0]),
        maxY: Math.max(a[1], b[1]),
      };
      this.lower(box, (p) => pointSegment(p, a, b));
    });
    for (const fp of this.obstacles) {
      const reach = fp.kind === 'circle' ? fp.radius : Math.hypot(fp.width, fp.depth) / 2;
      const box = { minX: fp.cx - reach, minY: fp.cy - reach, maxX: fp.cx + reach, maxY: fp.cy + reach };
      this.lower(box, (p) => pointFootprintDistance(p, fp));
    }
    for (const area of this.areas) {
      const pts =
        area.type === 'circle'
          ? [
              [area.center[0] - area.radius, area.center[1] - area.radius],
              [area.center[0] + area.radius, area.center[1] + area.radius],
            ]
          : area.points;
      const box = {
        minX: Math.min(...pts.map((p) => p[0] as number)),
        minY: Math.min(...pts.map((p) => p[1] as number)),
        maxX: Math.max(...pts.map((p) => p[0] as number)),
        maxY: Math.max(...pts.map((p) => p[1] as number)),
      };
      this.lower(box, (p) => pointAreaDistance(p, area));
    }
  }
}
