import type { Point } from './point.js';

/**
 * The geometric tolerance of this module, relative to the size of the figure.
 *
 * Two lengths closer than `RELATIVE_TOLERANCE × scale` are treated as equal, where `scale` is the
 * bounding-box diagonal of the points involved, but never less than 1 m (so the absolute floor is one
 * nanometre), and never less than 1e-6 × the largest coordinate magnitude (so the tolerance always
 * stays above the rounding error of the coordinates themselves, ~2e-16 × |coordinate|).
 *
 * For a 100 m plot this is 1e-7 m: far below anything a surveyor can measure, far above the ~1e-14 m
 * rounding of double arithmetic. It decides "coincident vertices", "collinear", "touching" and
 * "on the boundary"; distances themselves are never rounded.
 */
export const RELATIVE_TOLERANCE = 1e-9;

function measure(pointSets: readonly (readonly Point[])[]): { diagonal: number; scale: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let maxAbs = 0;
  for (const points of pointSets) {
    for (const [x, y] of points) {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
      maxAbs = Math.max(maxAbs, Math.abs(x), Math.abs(y));
    }
  }
  const diagonal = maxX >= minX ? Math.hypot(maxX - minX, maxY - minY) : 0;
  const scale = Math.max(1, diagonal, maxAbs * 1e-6);
  // Non-finite input would poison the scale; validation elsewhere reports it, here we fall back.
  return Number.isFinite(scale) ? { diagonal, scale } : { diagonal: 0, scale: 1 };
}

/** The scale, in metres, that RELATIVE_TOLERANCE is relative to (see there). */
export function toleranceScale(...pointSets: readonly (readonly Point[])[]): number {
  return measure(pointSets).scale;
}

/** Absolute length tolerance in metres for the given point sets (see RELATIVE_TOLERANCE). */
export function lengthTolerance(...pointSets: readonly (readonly Point[])[]): number {
  return RELATIVE_TOLERANCE * measure(pointSets).scale;
}

/**
 * Area tolerance in square metres: the length tolerance times the figure's diagonal, i.e. the area
 * of a sliver as long as the figure and as thin as the length tolerance. This matches the
 * "all vertices within the length tolerance of one line" test of polygonProblems. (Using scale²
 * instead wrongly called sub-metre polygons degenerate, because scale has a 1 m floor.)
 */
export function areaTolerance(...pointSets: readonly (readonly Point[])[]): number {
  const { diagonal, scale } = measure(pointSets);
  return RELATIVE_TOLERANCE * scale * diagonal;
}
