import { dot, orient, pointDistance, subtract, vertexAt, type Point } from './point.js';
import { pointSegmentDistance, segmentSegmentDistance, segmentsProperlyCross } from './segment.js';
import { lengthTolerance } from './tolerance.js';
import { isUsablePoint, MAX_COORDINATE } from './validate.js';

/** How two non-adjacent edges meet: a clean X, a point contact, or a shared collinear stretch. */
export type EdgeContact = 'crossing' | 'touching' | 'overlapping';

/**
 * One reason a ring is not a simple polygon. Indices refer to the ring exactly as given: vertex i,
 * and edge i from vertex i to vertex (i + 1) mod n.
 */
export type PolygonProblem =
  | { readonly code: 'too-few-vertices'; readonly count: number; readonly message: string }
  | {
      readonly code: 'invalid-vertex';
      readonly vertex: number;
      readonly reason: 'non-finite' | 'out-of-range';
      readonly message: string;
    }
  | {
      readonly code: 'zero-length-edge';
      readonly edge: number;
      readonly vertices: readonly [number, number];
      readonly message: string;
    }
  | { readonly code: 'zero-area'; readonly message: string }
  | {
      readonly code: 'spike';
      readonly vertex: number;
      readonly edges: readonly [number, number];
      readonly message: string;
    }
  | {
      readonly code: 'edges-cross';
      readonly edges: readonly [later: number, earlier: number];
      readonly contact: EdgeContact;
      readonly message: string;
    };

const contactVerb: Record<EdgeContact, string> = {
  crossing: 'crosses',
  touching: 'touches',
  overlapping: 'overlaps',
};

/**
 * Everything that keeps `ring` from being a simple polygon, in a stable order; empty when it is
 * simple. Closeness is judged with the ring's length tolerance (see RELATIVE_TOLERANCE), so a vertex
 * within a nanometre-scale distance of a non-adjacent edge counts as touching it. O(n²): fine for
 * plots of a few hundred vertices. The ring must not repeat its first vertex at the end (that is
 * reported as a zero-length closing edge; normalizeRing removes it).
 */
export function polygonProblems(ring: readonly Point[]): PolygonProblem[] {
  const problems: PolygonProblem[] = [];
  const n = ring.length;
  if (n < 3) {
    problems.push({
      code: 'too-few-vertices',
      count: n,
      message: `polygon has ${n} ${n === 1 ? 'vertex' : 'vertices'}; at least 3 are needed`,
    });
  }
  ring.forEach((p, i) => {
    if (isUsablePoint(p)) return;
    const nonFinite = !Number.isFinite(p[0]) || !Number.isFinite(p[1]);
    problems.push({
      code: 'invalid-vertex',
      vertex: i,
      reason: nonFinite ? 'non-finite' : 'out-of-range',
      message: nonFinite
        ? `vertex ${i} has a non-finite coordinate (${p[0]}, ${p[1]})`
        : `vertex ${i} is out of range: coordinates must lie within ±${MAX_COORDINATE} m`,
    });
  });
  // Nothing below means anything with missing or unusable vertices.
  if (problems.length > 0) return problems;

  const tol = lengthTolerance(ring);
  // Edges that are long enough to count. The rest are reported, then skipped: the kept edges form
  // the ring with its duplicate vertices collapsed, and keep their original numbers.
  const kept: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    if (pointDistance(vertexAt(ring, i), vertexAt(ring, j)) > tol) {
      kept.push(i);
    } else {
      problems.push({
        code: 'zero-length-edge',
        edge: i,
        vertices: [i, j],
        message: `edge ${i} has zero length (vertices ${i} and ${j} coincide)`,
      });
    }
  }

  const flat = flatness(ring, tol);
  if (flat !== undefined) {
    // Every collinear ring folds back on itself, so spikes and overlaps would only repeat this.
    problems.push({ code: 'zero-area', message: `polygon has zero area: ${flat}` });
    return problems;
  }

  const m = kept.length;
  const edge = (k: number): readonly [Point, Point] => {
    const i = kept[((k % m) + m) % m] as number;
    return [vertexAt(ring, i), vertexAt(ring, i + 1)];
  };
  const edgeIndex = (k: number): number => kept[((k % m) + m) % m] as number;

  for (let k = 0; k < m; k++) {
    if (foldsBack(edge(k - 1), edge(k), tol)) {
      const [before, after] = [edgeIndex(k - 1), edgeIndex(k)];
      problems.push({
        code: 'spike',
        vertex: after,
        edges: [before, after],
        message: `edges ${before} and ${after} fold back on each other at vertex ${after}`,
      });
    }
  }

  for (let k1 = 0; k1 < m; k1++) {
    // Edges next to each other (cyclically) share a vertex by construction; skip those pairs.
    for (let k2 = k1 + 2; k2 < m; k2++) {
      if (k1 === 0 && k2 === m - 1) continue;
      const contact = edgeContact(edge(k2), edge(k1), tol);
      if (contact === undefined) continue;
      const [later, earlier] = [edgeIndex(k2), edgeIndex(k1)];
      problems.push({
        code: 'edges-cross',
        edges: [later, earlier],
        contact,
        message: `edge ${later} ${contactVerb[contact]} edge ${earlier}`,
      });
    }
  }
  return problems;
}

/** True when polygonProblems finds nothing. */
export function isSimplePolygon(ring: readonly Point[]): boolean {
  return polygonProblems(ring).length === 0;
}

/**
 * Why the ring has zero area, or undefined if it does not: all vertices within `tol` of the line
 * through vertex 0 and the vertex farthest from it.
 */
function flatness(ring: readonly Point[], tol: number): string | undefined {
  const a = vertexAt(ring, 0);
  let far = a;
  for (const p of ring) if (pointDistance(a, p) > pointDistance(a, far)) far = p;
  const length = pointDistance(a, far);
  if (length <= tol) return 'all vertices coincide';
  for (const p of ring) if (Math.abs(orient(a, far, p)) / length > tol) return undefined;
  return 'all vertices lie on one line';
}

/**
 * Whether consecutive edges (u -> v, v -> w) double back over each other: the far end of the
 * shorter one lies on the longer one. Measured from v, so a sharp but genuine corner is not a spike.
 */
function foldsBack(before: readonly [Point, Point], after: readonly [Point, Point], tol: number): boolean {
  const [u, v] = before;
  const w = after[1];
  const [short, long] = pointDistance(v, u) <= pointDistance(v, w) ? [u, w] : [w, u];
  return dot(subtract(u, v), subtract(w, v)) > 0 && pointSegmentDistance(short, v, long) <= tol;
}

/** How segments s and t meet within `tol`, or undefined when they stay farther apart. */
function edgeContact(
  s: readonly [Point, Point],
  t: readonly [Point, Point],
  tol: number,
): EdgeContact | undefined {
  const [a, b] = s;
  const [c, d] = t;
  if (segmentSegmentDistance(a, b, c, d) > tol) return undefined;
  const length = pointDistance(a, b);
  const collinear = Math.abs(orient(a, b, c)) / length <= tol && Math.abs(orient(a, b, d)) / length <= tol;
  if (collinear) {
    // Overlap of the two projections onto ab, in metres.
    const ab = subtract(b, a);
    const tc = dot(subtract(c, a), ab) / length;
    const td = dot(subtract(d, a), ab) / length;
    const overlap = Math.min(length, Math.max(tc, td)) - Math.max(0, Math.min(tc, td));
    if (overlap > tol) return 'overlapping';
  }
  const endPointsClear =
    pointSegmentDistance(a, c, d) > tol &&
    pointSegmentDistance(b, c, d) > tol &&
    pointSegmentDistance(c, a, b) > tol &&
    pointSegmentDistance(d, a, b) > tol;
  return endPointsClear && segmentsProperlyCross(a, b, c, d) ? 'crossing' : 'touching';
}
