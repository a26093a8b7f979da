import { convexHull, isConvexRing } from './convex-hull.js';
import { orient, type Point } from './point.js';
import { normalizeRing, signedArea } from './polygon.js';
import { areaTolerance } from './tolerance.js';

// Convex decomposition of a simple polygon by ear clipping, in two flavours that differ only in
// what they do with the triangles: convexPieces keeps them (the sun engine casts one shadow hull per
// piece), mergedConvexPieces merges them back into fewer, larger convex pieces (the rule checker
// measures penetration depth per piece, and larger pieces give truer depths).

/** Whether p lies in the closed counter-clockwise triangle abc. */
function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  return orient(a, b, p) >= 0 && orient(b, c, p) >= 0 && orient(c, a, p) >= 0;
}

/**
 * Ear clipping of a counter-clockwise ring: `ears` are the triangles cut off, `rest` what is left,
 * a triangle when clipping finished, more vertices when it stalled (only on a self-crossing or
 * degenerate ring). Straight or doubled vertices (twice-area within `eps`) are dropped on the way.
 */
function earClip(ccw: readonly Point[], eps: number): { ears: Point[][]; rest: Point[] } {
  const rest = [...ccw];
  const ears: Point[][] = [];
  while (rest.length > 3) {
    let clipped = false;
    for (let i = 0; i < rest.length && !clipped; i++) {
      const a = rest[(i + rest.length - 1) % rest.length] as Point;
      const b = rest[i] as Point;
      const c = rest[(i + 1) % rest.length] as Point;
      const area = orient(a, b, c);
      if (Math.abs(area) <= eps) {
        rest.splice(i, 1); // a straight or doubled vertex adds nothing
        clipped = true;
      } else if (area > 0 && !rest.some((p) => p !== a && p !== b && p !== c && inTriangle(p, a, b, c))) {
        ears.push([a, b, c]);
        rest.splice(i, 1);
        clipped = true;
      }
    }
    if (!clipped) break;
  }
  return { ears, rest };
}

/**
 * Convex pieces whose union is the polygon, so that each casts its shadow as one convex hull (the
 * hull of a concave building would shade its courtyard). A convex ring is returned whole; a concave
 * one is cut into triangles by ear clipping. If clipping stalls on a degenerate ring, the rest is
 * covered by its hull: slightly too much shade rather than a hole.
 */
export function convexPieces(ring: readonly Point[]): Point[][] {
  const ccw = normalizeRing(ring);
  if (isConvexRing(ccw)) return [ccw];
  const eps = areaTolerance(ccw);
  const { ears, rest } = earClip(ccw, eps);
  if (rest.length > 3) return [...ears, convexHull(rest)];
  const [a, b, c] = rest as [Point, Point, Point];
  if (rest.length === 3 && Math.abs(orient(a, b, c)) > eps) ears.push([a, b, c]);
  return ears;
}

/** The union of two pieces that share an edge (a -> b in p, b -> a in q), when it is convex. */
function mergeConvex(p: readonly Point[], q: readonly Point[]): Point[] | undefined {
  for (let i = 0; i < p.length; i++) {
    const [a, b] = [p[i] as Point, p[(i + 1) % p.length] as Point];
    const j = q.findIndex((v, k) => v === b && q[(k + 1) % q.length] === a);
    if (j < 0) continue;
    const rest = Array.from({ length: q.length - 2 }, (_, k) => q[(j + 2 + k) % q.length] as Point);
    const merged = [...p.slice(0, i + 1), ...rest, ...p.slice(i + 1)];
    return isConvexRing(merged) ? merged : undefined;
  }
  return undefined;
}

/**
 * Merges pieces across shared edges while the union stays convex (Hertel-Mehlhorn). Pieces share
 * vertex objects, so a directed edge a -> b is found in the piece that has b -> a through an index
 * of edges by their end points: each merge looks at its own edges only, not at every other piece
 * (a 200-vertex ring took seconds with the pairwise scan).
 */
function mergePieces(pieces: Point[][]): Point[][] {
  const alive: (Point[] | undefined)[] = [...pieces];
  const owner = new Map<Point, Map<Point, number>>();
  const index = (k: number) => {
    const piece = alive[k] ?? [];
    piece.forEach((a, n) => {
      const b = piece[(n + 1) % piece.length] as Point;
      const from = owner.get(a) ?? new Map<Point, number>();
      from.set(b, k);
      owner.set(a, from);
    });
  };
  alive.forEach((_, k) => index(k));
  const pending = alive.map((_, k) => k).reverse();
  for (let i = pending.pop(); i !== undefined; i = pending.pop()) {
    const piece = alive[i];
    if (piece === undefined) continue;
    for (let n = 0; n < piece.length; n++) {
      const [a, b] = [piece[n] as Point, piece[(n + 1) % piece.length] as Point];
      const j = owner.get(b)?.get(a);
      const other = j === undefined || j === i ? undefined : alive[j];
      if (other === undefined) continue;
      const union = mergeConvex(piece, other);
      if (union === undefined) continue;
      alive[j as number] = undefined;
      alive[i] = union;
      index(i);
      pending.push(i);
      break;
    }
  }
  return alive.filter((piece): piece is Point[] => piece !== undefined);
}

/**
 * Few convex pieces covering the simple polygon, for penetration depth (defined for convex shapes):
 * the ring itself when convex within the area tolerance, else the ear-clipping triangles merged back
 * while the union stays convex (Hertel-Mehlhorn). Fewer, larger pieces give truer depths: the
 * deepest overlap with one piece is a lower bound of the move that clears the whole area. What
 * clipping leaves of a self-crossing ring is kept whole.
 */
export function mergedConvexPieces(ring: readonly Point[]): Point[][] {
  const eps = areaTolerance(ring);
  if (isConvexRing(ring, eps)) return [[...ring]];
  const ccw = signedArea(ring) >= 0 ? [...ring] : [...ring].reverse();
  const { ears, rest } = earClip(ccw, eps);
  return mergePieces([...ears, rest]);
}
