import type { BoundingBox, Point } from '@plotplan/domain';

/** A line drawn while a snap holds, in plan coordinates. */
export type SnapGuide = readonly [Point, Point];

export interface Snap {
  readonly dx: number;
  readonly dy: number;
  readonly guides: readonly SnapGuide[];
}

interface Candidate {
  readonly delta: number;
  readonly guide: SnapGuide;
}

const lines = (box: BoundingBox, axis: 'x' | 'y'): number[] =>
  axis === 'x'
    ? [box.minX, (box.minX + box.maxX) / 2, box.maxX]
    : [box.minY, (box.minY + box.maxY) / 2, box.maxY];

/** The smallest correction along one axis that lines the moving box up with another box. */
function alignAlong(
  axis: 'x' | 'y',
  moving: BoundingBox,
  others: readonly BoundingBox[],
  tolerance: number,
): Candidate | undefined {
  let best: Candidate | undefined;
  const mine = lines(moving, axis);
  for (const other of others) {
    const theirs = lines(other, axis);
    for (const m of mine) {
      for (const t of theirs) {
        const delta = t - m;
        if (Math.abs(delta) > tolerance || (best !== undefined && Math.abs(delta) >= Math.abs(best.delta)))
          continue;
        const span: [number, number] =
          axis === 'x'
            ? [Math.min(moving.minY, other.minY), Math.max(moving.maxY, other.maxY)]
            : [Math.min(moving.minX, other.minX), Math.max(moving.maxX, other.maxX)];
        const guide: SnapGuide =
          axis === 'x'
            ? [
                [t, span[0]],
                [t, span[1]],
              ]
            : [
                [span[0], t],
                [span[1], t],
              ];
        best = { delta, guide };
      }
    }
  }
  return best;
}

interface EdgeSnap {
  readonly shift: Point;
  readonly guide: SnapGuide;
}

/**
 * The smallest shift that lays the moving outline against a boundary edge from inside: its nearest
 * corner onto the edge's line. `inward` is +1 for a counter-clockwise ring.
 */
function edgeContact(
  corners: readonly Point[],
  ring: readonly Point[],
  tolerance: number,
): EdgeSnap | undefined {
  let best: (EdgeSnap & { size: number }) | undefined;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as Point;
    const b = ring[(i + 1) % ring.length] as Point;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) continue;
    // Inward normal of a counter-clockwise ring (the plot is normalised that way).
    const n: Point = [-(b[1] - a[1]) / length, (b[0] - a[0]) / length];
    let depth = Infinity;
    let along = 0;
    for (const c of corners) {
      const d = (c[0] - a[0]) * n[0] + (c[1] - a[1]) * n[1];
      if (d < depth)
        [depth, along] = [d, ((c[0] - a[0]) * (b[0] - a[0]) + (c[1] - a[1]) * (b[1] - a[1])) / length];
    }
    // Only an edge the object is actually beside: an L-shaped plot's other arm does not count.
    const beside = along >= -tolerance && along <= length + tolerance;
    if (!beside || Math.abs(depth) > tolerance || (best !== undefined && Math.abs(depth) >= best.size))
      continue;
    best = { shift: [-depth * n[0], -depth * n[1]], guide: [a, b], size: Math.abs(depth) };
  }
  return best;
}

const AXIS_EPS = 1e-6;

/**
 * Where a moving selection snaps: against boundary edges (laid flush from inside) and into line with
 * other objects' sides and centres, each axis on its own. An edge snap along a sloping edge moves
 * both axes, so it is used alone.
 */
export function snapMove(
  moving: BoundingBox,
  corners: readonly Point[],
  others: readonly BoundingBox[],
  ring: readonly Point[],
  tolerance: number,
): Snap {
  const edge = edgeContact(corners, ring, tolerance);
  const sloping =
    edge !== undefined && Math.abs(edge.shift[0]) > AXIS_EPS && Math.abs(edge.shift[1]) > AXIS_EPS;
  if (edge !== undefined && sloping) return { dx: edge.shift[0], dy: edge.shift[1], guides: [edge.guide] };
  const guides: SnapGuide[] = [];
  // Per axis: the edge's shift when it moves along this axis no further than the alignment would.
  const along = (axis: 0 | 1): number => {
    const aligned = alignAlong(axis === 0 ? 'x' : 'y', moving, others, tolerance);
    const shift = edge?.shift[axis] ?? 0;
    if (
      edge !== undefined &&
      Math.abs(shift) > AXIS_EPS &&
      (aligned === undefined || Math.abs(shift) <= Math.abs(aligned.delta))
    ) {
      guides.push(edge.guide);
      return shift;
    }
    if (aligned !== undefined) guides.push(aligned.guide);
    return aligned?.delta ?? 0;
  };
  const dx = along(0);
  const dy = along(1);
  return { dx, dy, guides };
}
