import type { Point, PlotEdge } from '@plotplan/domain';

const round = (value: number) => Math.round(value * 1000) / 1000 + 0;

/** A width x depth rectangle with its lower-left corner at the origin, counter-clockwise. */
export function rectangleBoundary(width: number, depth: number): Point[] {
  return [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ];
}

/** Width and depth when the boundary is exactly the rectangle rectangleBoundary makes, else undefined. */
export function asRectangle(boundary: readonly Point[]): { width: number; depth: number } | undefined {
  const [, b, c] = boundary;
  if (boundary.length !== 4 || b === undefined || c === undefined) return undefined;
  const candidate = rectangleBoundary(b[0], c[1]);
  return candidate.every((p, i) => p[0] === boundary[i]?.[0] && p[1] === boundary[i]?.[1])
    ? { width: b[0], depth: c[1] }
    : undefined;
}

export interface SideAndAngle {
  readonly length: number;
  /** Interior angle at the far end of this side, degrees (90 for a rectangle corner). */
  readonly angle: number;
}

/**
 * Walks the given sides from the origin, heading east and turning left by (180 - interior angle) at
 * each corner; the last side closes the ring back to the start and is returned for display.
 */
export function boundaryFromSides(sides: readonly SideAndAngle[]): {
  boundary: Point[];
  closingSide: number;
} {
  const boundary: Point[] = [[0, 0]];
  let heading = 0;
  let [x, y] = [0, 0];
  for (const side of sides) {
    const rad = (heading * Math.PI) / 180;
    x += side.length * Math.cos(rad);
    y += side.length * Math.sin(rad);
    boundary.push([round(x), round(y)]);
    heading += 180 - side.angle;
  }
  const last = boundary[boundary.length - 1] ?? [0, 0];
  return { boundary, closingSide: round(Math.hypot(last[0], last[1])) };
}

/** Keeps what was said about each side when the boundary keeps its number of corners. */
export function edgesFor(
  boundary: readonly Point[],
  previous: readonly PlotEdge[],
  fill: PlotEdge = { kind: 'unknown' },
): PlotEdge[] {
  if (previous.length === boundary.length) return [...previous];
  return boundary.map((_, i) =>
    boundary.length === 4 && previous.length === 0
      ? i === 0
        ? { kind: 'street' }
        : { kind: 'neighbor' }
      : fill,
  );
}

/** Side lengths of a ring, edge i from vertex i to i+1. */
export function sideLengths(boundary: readonly Point[]): number[] {
  return boundary.map((p, i) => {
    const q = boundary[(i + 1) % boundary.length] ?? p;
    return Math.hypot(q[0] - p[0], q[1] - p[1]);
  });
}

/**
 * The sides and angles that walk this boundary (anticlockwise, the last side left to close it), to
 * 0.01 m and 0.1°: switching to "sides and angles" starts from the plot as it is.
 */
export function sidesOf(boundary: readonly Point[]): SideAndAngle[] {
  const signedArea = boundary.reduce((sum, p, i) => {
    const q = boundary[(i + 1) % boundary.length] ?? p;
    return sum + p[0] * q[1] - q[0] * p[1];
  }, 0);
  const ring = signedArea < 0 ? [...boundary].reverse() : [...boundary];
  const heading = (i: number) => {
    const p = ring[i % ring.length] ?? [0, 0];
    const q = ring[(i + 1) % ring.length] ?? p;
    return (Math.atan2(q[1] - p[1], q[0] - p[0]) * 180) / Math.PI;
  };
  return sideLengths(ring)
    .slice(0, -1)
    .map((length, i) => {
      const turn = ((((heading(i + 1) - heading(i)) % 360) + 540) % 360) - 180;
      return { length: Math.round(length * 100) / 100, angle: Math.round((180 - turn) * 10) / 10 };
    });
}
