import {
  boundingBox,
  polygonArea,
  ringContainsPoint,
  type BoundingBox,
  type Point,
} from '../../geometry/index.js';
import type { Plot } from '../../model/plot.js';
import { describeEdges, type EdgeInfo } from '../../rules/plot-edges.js';

/** What the generator needs to know about a plot, worked out once per call. */
export interface PlotFrame {
  readonly plot: Plot;
  readonly ring: readonly Point[];
  readonly edges: readonly EdgeInfo[];
  readonly area: number;
  readonly box: BoundingBox;
  readonly diagonal: number;
  /** Direction of the longest edge, degrees in [0, 90): objects turned by it line up with the plot. */
  readonly axisDeg: number;
  /** Where people come in: the entrance, else the middle of the first street/driveway edge. */
  readonly front: Point | undefined;
  /** Unit vector towards true south in the plan frame. */
  readonly south: Point;
  /** Candidate centres: a grid over the plot, kept where it is inside the boundary. */
  readonly grid: readonly Point[];
  readonly gridStep: number;
}

function mainAxis(ring: readonly Point[]): number {
  let best = { len: -1, deg: 0 };
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] as Point;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (len > best.len + 1e-9) best = { len, deg: (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI };
  });
  const deg = ((best.deg % 90) + 90) % 90;
  // Round to 1e-6 degrees so that a nearly square edge counts as square.
  const rounded = Math.round(deg * 1e6) / 1e6;
  return rounded >= 90 - 1e-6 ? 0 : rounded;
}

function frontPoint(plot: Plot, edges: readonly EdgeInfo[]): Point | undefined {
  const e = plot.entrance;
  const at = (edge: EdgeInfo, t: number): Point => [
    edge.a[0] + (edge.b[0] - edge.a[0]) * t,
    edge.a[1] + (edge.b[1] - edge.a[1]) * t,
  ];
  const entranceEdge = e === undefined ? undefined : edges[e.edge];
  if (e !== undefined && entranceEdge !== undefined) return at(entranceEdge, e.t);
  const street = edges.find((x) => x.kind === 'street') ?? edges.find((x) => x.kind === 'driveway');
  return street === undefined ? undefined : at(street, 0.5);
}

export function plotFrame(plot: Plot): PlotFrame {
  const ring = plot.boundary;
  const box = boundingBox(ring);
  const area = polygonArea(ring);
  const edges = describeEdges(plot);
  const north = (plot.north_deg * Math.PI) / 180;
  // About 40 x 40 candidates on any plot, but never finer than 0.5 m.
  const gridStep = Math.max(0.5, Math.round((Math.sqrt(area) / 40) * 4) / 4);
  const grid: Point[] = [];
  for (let y = box.minY + gridStep / 2; y < box.maxY; y += gridStep) {
    for (let x = box.minX + gridStep / 2; x < box.maxX; x += gridStep) {
      const p: Point = [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000];
      if (ringContainsPoint(p, ring)) grid.push(p);
    }
  }
  return {
    plot,
    ring,
    edges,
    area,
    box,
    diagonal: Math.hypot(box.maxX - box.minX, box.maxY - box.minY),
    axisDeg: mainAxis(ring),
    front: frontPoint(plot, edges),
    south: [-Math.sin(north), -Math.cos(north)],
    grid,
    gridStep,
  };
}
