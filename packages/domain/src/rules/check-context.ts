import {
  footprintInsidePolygon,
  lengthTolerance,
  pointInPolygon,
  ringContainsPoint,
  shapeSegmentDistance,
  type Point,
} from '../geometry/index.js';
import { unitSystemOf, type Plot } from '../model/plot.js';
import { describeEdges, type EdgeInfo } from './plot-edges.js';
import type { PlanItem } from './plan-items.js';
import { axisOverlap, CONTACT_M, separation } from './separation.js';
import { boxGap, SpatialGrid } from './spatial-grid.js';
import { lengthWords, type LengthWords } from './violation-format.js';

/**
 * A distance counts as meeting a rule when it falls short by no more than this: a micrometre, far
 * below the 1 mm the checker reports, far above the rounding error of moved or turned plans.
 */
export const DISTANCE_EPS = 1e-6;

/** Grid cell size, metres: a little over the typical object. */
const GRID_CELL_M = 4;

/**
 * What one check of a plan shares between rules: the items, the edges, a spatial grid, and caches
 * so that a distance several rules ask for is computed once.
 */
export class CheckContext {
  readonly edges: readonly EdgeInfo[];
  readonly grid: SpatialGrid;
  readonly ring: readonly Point[];
  readonly tolerance: number;
  /** The findings' lengths in the plot's units (feet and inches on an imperial plot). */
  readonly say: LengthWords;
  private readonly pairs = new Map<number, number>();
  private readonly edgeGaps: Float64Array;
  private readonly buildingGaps: Float64Array;

  constructor(
    plot: Plot,
    readonly items: readonly PlanItem[],
  ) {
    this.ring = plot.boundary;
    this.tolerance = lengthTolerance(plot.boundary);
    this.say = lengthWords(unitSystemOf(plot));
    this.edges = describeEdges(plot);
    this.grid = new SpatialGrid(
      items.map((it) => it.box),
      GRID_CELL_M,
    );
    this.edgeGaps = new Float64Array(items.length * this.edges.length).fill(NaN);
    this.buildingGaps = new Float64Array(items.length * this.edges.length).fill(NaN);
  }

  /**
   * The signed separation of two items (negative: overlap depth) when it is below `limit`, else
   * undefined. Two rectangles are first put to the separating-axis test, which settles most pairs
   * without the exact distance: an overlap depth is exact, and a gap along an axis at least `limit`
   * proves the true gap is too.
   */
  separationBelow(i: number, j: number, limit: number): number | undefined {
    const key = i < j ? i * this.items.length + j : j * this.items.length + i;
    let d = this.pairs.get(key);
    if (d === undefined) {
      const [a, b] = [this.item(i).shape, this.item(j).shape];
      if (a.kind === 'polygon' && b.kind === 'polygon') {
        const overlap = axisOverlap(a.ring, b.ring);
        if (-overlap >= limit) return undefined;
        d = overlap > CONTACT_M ? -overlap : separation(a, b);
      } else {
        d = separation(a, b);
      }
      this.pairs.set(key, d);
    }
    return d < limit ? d : undefined;
  }

  /** Distance from an item to boundary edge e. */
  edgeDistance(i: number, e: number): number {
    const k = i * this.edges.length + e;
    let d = this.edgeGaps[k] as number;
    if (Number.isNaN(d)) {
      const edge = this.edges[e] as EdgeInfo;
      d = shapeSegmentDistance(this.item(i).shape, edge.a, edge.b);
      this.edgeGaps[k] = d;
    }
    return d;
  }

  /** Distance from an item to the neighbour's house beyond edge e (Infinity when there is none). */
  buildingDistance(i: number, e: number): number {
    const k = i * this.edges.length + e;
    let d = this.buildingGaps[k] as number;
    if (Number.isNaN(d)) {
      const house = this.edges[e]?.building;
      d = house === undefined ? Infinity : shapeSegmentDistance(this.item(i).shape, house.a, house.b);
      this.buildingGaps[k] = d;
    }
    return d;
  }

  /**
   * Whether the item lies within the plot. An item that touches no edge is wholly inside or wholly
   * outside, and its centre says which; only items at the boundary need the exact test.
   */
  inside(i: number): boolean {
    const item = this.item(i);
    const touches = this.edges.some(
      (e) => boxGap(item.box, e.box) <= this.tolerance && this.edgeDistance(i, e.index) <= this.tolerance,
    );
    if (touches) return footprintInsidePolygon(item.footprint, this.ring);
    return ringContainsPoint([item.footprint.cx, item.footprint.cy], this.ring);
  }

  /** Whether the item's centre lies within the plot (boundary included). */
  centreInside(i: number): boolean {
    const { cx, cy } = this.item(i).footprint;
    return pointInPolygon([cx, cy], this.ring, this.tolerance) !== 'outside';
  }

  item(i: number): PlanItem {
    return this.items[i] as PlanItem;
  }
}
