import type { Point } from '../geometry/point.js';
import type { EdgeKind, Plot } from '../model/plot.js';

/** The fence along one boundary edge: its pieces (the entrance leaves a gap) and their length. */
export interface FenceRun {
  /** The edge's index: edge i runs from boundary vertex i to vertex i+1. */
  readonly edge: number;
  readonly kind: EdgeKind;
  readonly height_m: number;
  readonly pieces: readonly (readonly [Point, Point])[];
  readonly length_m: number;
}

const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** Where the entrance's gap is on its edge, as parameters 0..1 along it (clamped to the edge). */
export function entranceGap(plot: Pick<Plot, 'boundary' | 'entrance'>): {
  readonly edge: number;
  readonly from: number;
  readonly to: number;
} | null {
  const entrance = plot.entrance;
  if (entrance === undefined) return null;
  const ring = plot.boundary;
  const a = ring[entrance.edge];
  const b = ring[(entrance.edge + 1) % ring.length];
  if (a === undefined || b === undefined) return null;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (length === 0) return null;
  const half = entrance.width_m / 2 / length;
  return {
    edge: entrance.edge,
    from: Math.max(0, entrance.t - half),
    to: Math.min(1, entrance.t + half),
  };
}

/**
 * The plot's fences: one run per boundary edge with a fence (`fence_height_m` > 0), in edge order.
 * The entrance's width is left open on its edge (a gate is not fence).
 */
export function fenceRuns(plot: Pick<Plot, 'boundary' | 'edges' | 'entrance'>): FenceRun[] {
  const ring = plot.boundary;
  const gap = entranceGap(plot);
  const runs: FenceRun[] = [];
  plot.edges.forEach((edge, i) => {
    const height = edge.fence_height_m ?? 0;
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (!(height > 0) || a === undefined || b === undefined) return;
    type Span = readonly [number, number];
    const whole: readonly Span[] = [[0, 1]];
    const around: readonly Span[] =
      gap === null
        ? whole
        : [
            [0, gap.from],
            [gap.to, 1],
          ];
    const spans = (gap?.edge === i ? around : whole).filter(([s, e]) => e > s);
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    runs.push({
      edge: i,
      kind: edge.kind,
      height_m: height,
      pieces: spans.map(([s, e]) => [lerp(a, b, s), lerp(a, b, e)] as const),
      length_m: spans.reduce((sum, [s, e]) => sum + (e - s) * length, 0),
    });
  });
  return runs;
}
