import { areaD, FillRule, intersectD, type PathD, type PathsD } from 'clipper2-ts';
import type { Point } from '../geometry/point.js';

/** A piece of ground an object covers: a simple polygon or a disc (metres). */
export type CoverPiece =
  | { readonly kind: 'polygon'; readonly ring: readonly Point[] }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly radius: number };

/** Sides of the polygon that stands for a disc. */
const DISC_SIDES = 64;
// The polygon's corners sit a little outside the circle so that it has the disc's exact area:
// a lone disc (a well, a round bed) measures exactly pi r², overlaps within a hair of it.
const DISC_SCALE = Math.sqrt((2 * Math.PI) / (DISC_SIDES * Math.sin((2 * Math.PI) / DISC_SIDES)));
/**
 * Clipper works on integers: coordinates are kept to 6 decimals (a micrometre), far below what a
 * plan's 0.01 m² can show, and far inside its range for any plot on Earth.
 */
const PRECISION = 6;

/** A path turning counter-clockwise, so that under the non-zero rule pieces only ever add up. */
function positive(path: PathD): PathD {
  return areaD(path) < 0 ? [...path].reverse() : path;
}

function piecePath(piece: CoverPiece): PathD {
  if (piece.kind === 'polygon') return positive(piece.ring.map(([x, y]) => ({ x, y })));
  const r = piece.radius * DISC_SCALE;
  const path: PathD = [];
  for (let i = 0; i < DISC_SIDES; i++) {
    const a = (2 * Math.PI * i) / DISC_SIDES;
    path.push({ x: piece.cx + r * Math.cos(a), y: piece.cy + r * Math.sin(a) });
  }
  return path;
}

function isUsable(piece: CoverPiece): boolean {
  return piece.kind === 'circle'
    ? Number.isFinite(piece.cx) && Number.isFinite(piece.cy) && piece.radius > 0
    : piece.ring.length >= 3 && piece.ring.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
}

/** The area of a boolean result: outer paths count positive, holes (turning the other way) negative. */
export function pathsArea(paths: PathsD): number {
  return Math.abs(paths.reduce((sum, path) => sum + areaD(path), 0));
}

/**
 * The area of the union of `pieces` that lies inside `ring`, m²: overlapping pieces count once and
 * parts outside the ring not at all. One exact polygon boolean (Clipper2: the pieces, filled
 * non-zero, which is their union, intersected with the ring), so a 6 x 9 m footprint at any angle
 * is 54.00 m², not a sampled 53.91.
 */
export function coveredArea(ring: readonly Point[], pieces: readonly CoverPiece[]): number {
  const usable = pieces.filter(isUsable);
  if (ring.length < 3 || usable.length === 0) return 0;
  const boundary = positive(ring.map(([x, y]) => ({ x, y })));
  return pathsArea(intersectD(usable.map(piecePath), [boundary], FillRule.NonZero, PRECISION));
}
