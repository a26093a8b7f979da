import { lengthTolerance, normalizeDeg, pointDistance, signedArea, type Point } from '../geometry/index.js';
import type { Plot, PlotEdge } from '../model/plot.js';

/**
 * The plot as stored: boundary without a closing vertex, counter-clockwise; edges, entrance, wicket and
 * north angle kept consistent with it. Reversing a clockwise ring keeps vertex 0 and renumbers the
 * edges, so edge k of the result is edge n-1-k of the input (and the entrance's t runs backwards).
 * Idempotent. Expects a boundary already checked by plotProblems. Keeps the caller's plot type (a
 * parsed request body stays one): the result has the same fields, with fresh arrays and objects.
 */
export function normalizePlot<P extends Plot>(plot: P): P {
  let boundary: Point[] = [...plot.boundary];
  let edges: PlotEdge[] = [...plot.edges];
  const first = boundary[0];
  if (first !== undefined && boundary.length > 3) {
    const tol = lengthTolerance(boundary);
    const last = boundary[boundary.length - 1];
    if (last !== undefined && pointDistance(first, last) <= tol) {
      boundary = boundary.slice(0, -1);
      // A closing vertex also brought an edge entry for the zero-length closing edge.
      if (edges.length === boundary.length + 1) edges = edges.slice(0, -1);
    }
  }
  const north = normalizeDeg(plot.north_deg);
  let { entrance, wicket } = plot;
  if (first !== undefined && signedArea(boundary) < 0) {
    const n = boundary.length;
    boundary = [first, ...boundary.slice(1).reverse()];
    edges = edges.map((_, k) => edges[n - 1 - k] ?? { kind: 'unknown' });
    if (entrance !== undefined) entrance = { ...entrance, edge: n - 1 - entrance.edge, t: 1 - entrance.t };
    if (wicket !== undefined) wicket = { ...wicket, edge: n - 1 - wicket.edge, t: 1 - wicket.t };
  }
  const normal: Plot = {
    ...plot,
    boundary,
    edges,
    north_deg: north === 360 ? 0 : north,
    ...(entrance === undefined ? {} : { entrance }),
    ...(wicket === undefined ? {} : { wicket }),
  };
  // The same fields as `plot`, each of the same shape (new arrays and objects, never shared).
  return normal as P;
}
