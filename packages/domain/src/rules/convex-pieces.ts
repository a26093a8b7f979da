import { orient, type Point } from '../geometry/point.js';
import { areaTolerance, signedArea } from '../geometry/index.js';

// Penetration depth is defined for convex shapes. A protected area may be any simple polygon, so
// it is cut into convex pieces: itself when convex, else triangles by ear clipping, merged back
// while the union stays convex (Hertel-Mehlhorn). Fewer, larger pieces give truer depths: the
// deepest overlap with one piece is a lower bound of the move that clears the whole area.

function isConvex(ring: readonly Point[], eps: number): boolean {
  let sign = 0;
  for (let i = 0; i < ring.length; i++) {
    const turn = orient(
      ring[i] as Point,
      ring[(i + 1) % ring.length] as Point,
      ring[(i + 2) % ring.length] as Point,
    );
    if (Math.abs(turn) <= eps) continue;
    if (sign !== 0 && Math.sign(turn) !== sign) return false;
    sign = Math.sign(turn);
  }
  return true;
}

function inTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  return orient(a, b, p) >= 0 && orient(b, c, p) >= 0 && orient(c, a, p) >= 0;
}

/** The union of two pieces that share an edge (a -> b in p, b -> a in q), when it is convex. */
function mergeConvex(p: readonly Point[], q: readonly Point[]): Point[] | undefined {
  for (let i = 0; i < p.length; i++) {
    const [a, b] = [p[i] as Point, p[(i + 1) % p.length] as Point];
    const j = q.findIndex((v, k) => v === b && q[(k + 1) % q.length] === a);
    if (j < 0) continue;
    const rest = Array.from({ length: q.length - 2 }, (_, k) => q[(j + 2 + k) % q.length] as Point);
    const merged = [...p.slice(0, i + 1), ...rest, ...p.slice(i + 1)];
    return isConvex(merged, 0) ? merged : undefined;
  }
  return undefined;
}

function mergePieces(pieces: Point[][]): Point[][] {
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < pieces.length && !merged; i++) {
      for (let j = i + 1; j < pieces.length && !merged; j++) {
        const union = mergeConvex(pieces[i] as Point[], pieces[j] as Point[]);
        if (union === undefined) continue;
        pieces.splice(j, 1);
        pieces[i] = union;
        merged = true;
      }
    }
  }
  return pieces;
}

/** Convex pieces covering the simple polygon. */
export function convexPieces(ring: readonly Point[]): Point[][] {
  const eps = areaTolerance(ring);
  if (isConvex(ring, eps)) return [[...ring]];
  const pts = signedArea(ring) >= 0 ? [...ring] : [...ring].reverse();
  const pieces: Point[][] = [];
  let guard = pts.length * pts.length;
  while (pts.length > 3 && guard-- > 0) {
    for (let i = 0; i < pts.length; i++) {
      const a = pts[(i + pts.length - 1) % pts.length] as Point;
      const b = pts[i] as Point;
      const c = pts[(i + 1) % pts.length] as Point;
      const turn = orient(a, b, c);
      if (Math.abs(turn) <= eps) {
        pts.splice(i, 1); // a straight or doubled vertex adds nothing
        break;
      }
      if (turn < 0) continue;
      if (pts.some((p) => p !== a && p !== b && p !== c && inTriangle(p, a, b, c))) continue;
      pieces.push([a, b, c]);
      pts.splice(i, 1);
      break;
    }
  }
  // What is left is a triangle, or (only for a self-crossing ring) a remnant kept whole.
  pieces.push(pts);
  return mergePieces(pieces);
}
