import type { Point } from '../geometry/point.js';
import type { Plan } from '../model/plan.js';
import type { GeoLocation, Plot } from '../model/plot.js';
import { shadowInto, shadowShiftPerMetre } from './shadow.js';
import { NOT_AN_OBJECT, shadeCasters, type ShadeSceneOptions } from './shade-casters.js';
import {
  cellAt,
  cellsInside,
  convexRowSpans,
  forEachCellInFootprint,
  gridOver,
  type SunGrid,
} from './sun-grid.js';
import { sunSamples, type SunSample, type SunSamplingOptions } from './sun-samples.js';

export interface SunHoursMapOptions extends SunSamplingOptions, ShadeSceneOptions {
  /** Cell size in metres. Default 0.5. */
  readonly cell_m?: number;
}

/**
 * Mean direct-sun hours per day over the period, on a grid over the plot's bounding box.
 * Cell (col, row) has its lower-left corner at origin + cell_m * (col, row) and its value at
 * hours[row * cols + col]; row 0 is the lowest y. Cells whose centre lies outside the plot hold -1.
 * A cell under a placed object holds the sun on that object: its own shadow is not counted there.
 */
export interface SunHoursMap {
  readonly origin: Point;
  readonly cell_m: number;
  readonly cols: number;
  readonly rows: number;
  readonly hours: Float32Array;
  /** Mean hours per day with the sun above the altitude threshold: an unobstructed cell's value. */
  readonly max_hours: number;
  /** How many sun positions were summed. */
  readonly sun_positions: number;
}

/** Value of cells outside the plot. */
export const OUTSIDE_PLOT = -1;

/** Thrown when the plot has no location: the sun's path depends on it. */
export class MissingLocationError extends Error {
  readonly code = 'location_required';
  constructor() {
    super('The sun map needs the plot location: set plot.location to {lat, lon} (degrees).');
    this.name = 'MissingLocationError';
  }
}

/** The plot's location, or a MissingLocationError. */
export function requireLocation(plot: Plot): GeoLocation {
  if (plot.location === undefined) throw new MissingLocationError();
  return plot.location;
}

/** The map's grid, for code that indexes its cells. */
export function mapGrid(map: SunHoursMap): SunGrid {
  return { originX: map.origin[0], originY: map.origin[1], cell: map.cell_m, cols: map.cols, rows: map.rows };
}

/** Sun hours at a point of the plan: the value of the cell holding it (-1 outside the plot or grid). */
export function sunHoursAt(map: SunHoursMap, p: Point): number {
  const index = cellAt(mapGrid(map), p);
  return index < 0 ? OUTSIDE_PLOT : (map.hours[index] ?? OUTSIDE_PLOT);
}

/** For each cell, the index of the plan object standing on it (the tallest where several do), or -1. */
function cellOwners(grid: SunGrid, plan: Plan): Int32Array {
  const owner = new Int32Array(grid.cols * grid.rows).fill(-1);
  const height = new Float64Array(owner.length).fill(-Infinity);
  plan.objects.forEach((obj, index) => {
    forEachCellInFootprint(grid, obj, (cell) => {
      if (obj.height_m >= (height[cell] as number)) {
        height[cell] = obj.height_m;
        owner[cell] = index;
      }
    });
  });
  return owner;
}

/**
 * The sun-hours map of the plot with the plan on it. For each sun
 * position every shade caster's ground shadow is built as a convex polygon and its cells are marked;
 * casters whose shadow's bounding box misses the grid are skipped before any hull is built. A cell's
 * hours are max_hours less the weights of the positions that found it in shadow.
 * Throws MissingLocationError without plot.location, RangeError on unusable options or shapes.
 */
export function sunHoursMap(plot: Plot, plan: Plan, options: SunHoursMapOptions = {}): SunHoursMap {
  const location = requireLocation(plot);
  const grid = gridOver(plot.boundary, options.cell_m ?? 0.5);
  const { samples, max_hours } = sunSamples(location, options);
  const casters = shadeCasters(plot, plan, options);
  const inside = cellsInside(grid, plot.boundary);
  const owner = cellOwners(grid, plan);
  // Shaded weight per cell: each sun position adds its weight once to every cell it finds in shadow,
  // so the work per position is the shadows' area, not the whole grid.
  const shaded = new Float64Array(grid.cols * grid.rows);
  const shadedAt = new Int32Array(shaded.length).fill(-1);
  const gridMaxX = grid.originX + grid.cols * grid.cell;
  const gridMaxY = grid.originY + grid.rows * grid.cell;
  const ring = new Float64Array(4 * Math.max(2, ...casters.map((c) => c.ring.length)));
  let step = 0;
  let weight = 0;
  let casterOwner = NOT_AN_OBJECT;
  // Marks the cells of one shadow row; a plan object does not shade the cells it stands on.
  const markRow = (rowStart: number, colFrom: number, colTo: number): void => {
    for (let cell = rowStart + colFrom; cell <= rowStart + colTo; cell++) {
      if (shadedAt[cell] !== step && owner[cell] !== casterOwner) {
        shadedAt[cell] = step;
        shaded[cell] = (shaded[cell] as number) + weight;
      }
    }
  };
  for (; step < samples.length; step++) {
    const sample = samples[step] as SunSample;
    weight = sample.weight_h;
    const shift = shadowShiftPerMetre(sample, plot.north_deg);
    const [sx, sy] = shift;
    for (const c of casters) {
      // Prefilter: the shadow's bounding box is the caster's box swept from its base to its top shift.
      const x0 = c.minX + Math.min(sx * c.base_m, sx * c.top_m);
      const x1 = c.maxX + Math.max(sx * c.base_m, sx * c.top_m);
      const y0 = c.minY + Math.min(sy * c.base_m, sy * c.top_m);
      const y1 = c.maxY + Math.max(sy * c.base_m, sy * c.top_m);
      if (x1 < grid.originX || x0 > gridMaxX || y1 < grid.originY || y0 > gridMaxY) continue;
      casterOwner = c.owner;
      const n = shadowInto(c.xy, c.ring.length, c.base_m, c.top_m, shift, ring);
      convexRowSpans(grid, ring, n, markRow);
    }
  }
  const hours = new Float32Array(shaded.length).fill(OUTSIDE_PLOT);
  for (const cell of inside) hours[cell] = Math.max(0, max_hours - (shaded[cell] as number));
  return {
    origin: [grid.originX, grid.originY],
    cell_m: grid.cell,
    cols: grid.cols,
    rows: grid.rows,
    hours,
    max_hours,
    sun_positions: samples.length,
  };
}
