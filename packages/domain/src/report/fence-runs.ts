import type { Point } from '../geometry/point.js';
import type { EdgeKind, Entrance, Plot } from '../model/plot.js';

/** The fence along one boundary edge: its pieces (the gate and wicket leave gaps) and their length. */
export interface FenceRun {
  /** The edge's index: edge i runs from boundary vertex i to vertex i+1. */
  readonly edge: number;
  readonly kind: EdgeKind;
  readonly height_m: number;
  readonly pieces: readonly (readonly [Point, Point])[];
  readonly length_m: number;
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Where an opening leaves a gap on its edge, as parameters 0..1 along it (clamped to the edge). */
interface OpeningGap {
  readonly edge: number;
  readonly from: number;
  readonly to: number;
}

function openingGap(boundary: Plot['boundary'], opening: Entrance | undefined): OpeningGap | null {
  if (opening === undefined) return null;
  const a = boundary[opening.edge];
  const b = boundary[(opening.edge + 1) % boundary.length];
  if (a === undefined || b === undefined) return null;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return null;
  const half = opening.width_m / 2 / length;
  return {
    edge: opening.edge,
    from: Math.max(0, opening.t - half),
    to: Math.min(1, opening.t + half),
  };
}

/** Where the entrance's (the vehicle gate's) gap is on its edge. */
export function entranceGap(plot: Pick<Plot, 'boundary' | 'entrance'>): OpeningGap | null {
  return openingGap(plot.boundary, plot.entrance);
}

/** Where a wicket set apart from the gate leaves its gap (unset, it shares the gate's). */
export function wicketGap(plot: Pick<Plot, 'boundary' | 'wicket'>): OpeningGap | null {
  return openingGap(plot.boundary, plot.wicket);
}

/**
 * The plot's fences: one run per boundary edge with a fence (`fence_height_m` > 0), in edge order.
 * The gate's width and a wicket's set apart from it are left open on their edges (they are not fence).
 */
export function fenceRuns(plot: Pick<Plot, 'boundary' | 'edges' | 'entrance' | 'wicket'>): FenceRun[] {
  const ring = plot.boundary;
  const gaps = [entranceGap(plot), wicketGap(plot)].filter((g): g is OpeningGap => g !== null);
  const runs: FenceRun[] = [];
  plot.edges.forEach((edge, i) => {
    const height = edge.fence_height_m ?? 0;
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (!(height > 0) || a === undefined || b === undefined) return;
    type Span = readonly [number, number];
    // The fence between the openings on this edge, in order along it.
    const open = gaps.filter((g) => g.edge === i).sort((x, y) => x.from - y.from);
    const spans: Span[] = [];
    let start = 0;
    for (const g of open) {
      spans.push([start, g.from]);
      start = Math.max(start, g.to);
    }
    spans.push([start, 1]);
    const fenced = spans.filter(([s, e]) => e > s);
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    runs.push({
      edge: i,
      kind: edge.kind,
      height_m: height,
      pieces: fenced.map(([s, e]) => [lerp(a, b, s), lerp(a, b, e)] as const),
      length_m: fenced.reduce((sum, [s, e]) => sum + (e - s) * length, 0),
    });
  });
  return runs;
}
