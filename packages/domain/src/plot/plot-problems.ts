import {
  edgeLengths,
  normalizeRing,
  polygonArea,
  polygonProblems,
  shapeDistance,
  type Point,
  type Shape,
} from '../geometry/index.js';
import { areaPointCount, areaShape, type Plot } from '../model/plot.js';
import { plotLimits } from './plot-limits.js';
import { wicketProblems } from './wicket-problems.js';

/** A problem with a plot, located by its field path (as in API field errors). */
export interface PlotProblem {
  readonly path: readonly (string | number)[];
  readonly message: string;
}

const fmt = (value: number) => Number(value.toFixed(2)).toString();

function boundaryProblems(boundary: readonly Point[]): PlotProblem[] {
  const found = polygonProblems(boundary).map((p) => ({ path: ['boundary'], message: p.message }));
  if (found.length > 0) return found;
  const area = polygonArea(boundary);
  if (area < plotLimits.minAreaM2) {
    return [
      {
        path: ['boundary'],
        message: `The plot is ${fmt(area)} m²; it must be at least ${plotLimits.minAreaM2} m².`,
      },
    ];
  }
  if (area > plotLimits.maxAreaM2) {
    return [
      { path: ['boundary'], message: `The plot is ${fmt(area / 10_000)} ha; it can be at most 100 ha.` },
    ];
  }
  return [];
}

/**
 * Everything wrong with a plot that its schema cannot see: a boundary that is not a simple polygon
 * (naming the vertex or edge), an area out of range, edges that do not match the boundary, an
 * entrance off a street or driveway, a wicket off one, past its edge or in the gate's opening
 * (wicket-problems.ts), protected areas that are malformed or lie outside the plot.
 * Expects the plot in the shape the contract's schema guarantees; works on either winding.
 * `wicket: false` leaves the wicket out, for a caller whose schema has just checked it (the server).
 */
export function plotProblems(
  plot: Plot,
  { wicket = true }: { readonly wicket?: boolean } = {},
): PlotProblem[] {
  const boundaryIssues = boundaryProblems(plot.boundary);
  if (boundaryIssues.length > 0) return boundaryIssues;
  const ring = normalizeRing(plot.boundary);
  const problems: PlotProblem[] = [];
  const n = plot.boundary.length;
  const closing = ring.length === n - 1;
  if (plot.edges.length !== n && !(closing && plot.edges.length === ring.length)) {
    problems.push({
      path: ['edges'],
      message: `The plot has ${ring.length} sides but ${plot.edges.length} edge descriptions.`,
    });
  }
  const lengths = edgeLengths(plot.boundary);
  if (plot.entrance !== undefined) {
    const { edge, width_m: width } = plot.entrance;
    const kind = plot.edges[edge]?.kind;
    const length = lengths[edge];
    if (kind === undefined || length === undefined) {
      problems.push({ path: ['entrance', 'edge'], message: `There is no edge ${edge}.` });
    } else if (kind !== 'street' && kind !== 'driveway') {
      problems.push({
        path: ['entrance', 'edge'],
        message: `The entrance must be on a street or driveway side, not on a ${kind} side.`,
      });
    } else if (width > length) {
      problems.push({
        path: ['entrance', 'width_m'],
        message: `The entrance is ${fmt(width)} m wide but edge ${edge} is only ${fmt(length)} m long.`,
      });
    }
  }
  // Without the `issue` the UI words its own messages by (wicket-problems.ts).
  if (wicket) for (const { path, message } of wicketProblems(plot)) problems.push({ path, message });
  const areaPoints = areaPointCount(plot);
  if (areaPoints > plotLimits.maxAreaPoints) {
    problems.push({
      path: ['protected_areas'],
      message: `The protected areas have ${areaPoints} points in all; at most ${plotLimits.maxAreaPoints} are allowed. Simplify the traced outlines.`,
    });
  }
  const ids = new Set<string>();
  const plotShape: Shape = { kind: 'polygon', ring };
  plot.protected_areas.forEach((area, i) => {
    if (ids.has(area.id))
      problems.push({ path: ['protected_areas', i, 'id'], message: `The id "${area.id}" is used twice.` });
    ids.add(area.id);
    if (area.shape.type === 'polygon') {
      const shapeIssue = polygonProblems(area.shape.points)[0];
      if (shapeIssue !== undefined) {
        problems.push({
          path: ['protected_areas', i, 'shape'],
          message: `${area.label || 'This area'}: ${shapeIssue.message}.`,
        });
        return;
      }
    }
    // Partly outside is allowed (an easement along a side); wholly outside is a mistake.
    if (shapeDistance(areaShape(area.shape), plotShape) > 0) {
      problems.push({
        path: ['protected_areas', i, 'shape'],
        message: `${area.label || 'This area'} lies outside the plot.`,
      });
    }
  });
  return problems;
}
