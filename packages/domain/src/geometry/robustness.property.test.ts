import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Footprint } from './footprint.js';
import * as geometry from './index.js';
import type { Point } from './point.js';

// "No NaN ever escapes": every numeric answer is a finite number, and bad input (NaN, Infinity,
// coordinates beyond MAX_COORDINATE, negative sizes, empty rings) is refused with a RangeError.

/** Mostly small integers so that coincident points and zero-length edges are common. */
const coord = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 3 }) },
  { weight: 2, arbitrary: fc.double({ min: -1e9, max: 1e9, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e300, -0, 5e-324) },
);
const point = fc.tuple(coord, coord) as fc.Arbitrary<Point>;
const ring = fc.array(point, { minLength: 0, maxLength: 6 });
const size = fc.oneof(fc.constantFrom(0, 1, 2.5), coord);
const footprint: fc.Arbitrary<Footprint> = fc.oneof(
  fc.record({
    kind: fc.constant('rect' as const),
    cx: coord,
    cy: coord,
    width: size,
    depth: size,
    rotation_deg: coord,
  }),
  fc.record({ kind: fc.constant('circle' as const), cx: coord, cy: coord, radius: size }),
);

/** Runs `f`; a RangeError is an acceptable refusal, anything else must be finite numbers. */
function finiteOrRefused(f: () => unknown): void {
  let result: unknown;
  try {
    result = f();
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    return;
  }
  const flat = [result].flat(3);
  for (const value of flat) {
    if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  }
}

describe('robustness', () => {
  it('point, segment and polygon functions never return NaN', () => {
    fc.assert(
      fc.property(point, point, point, point, ring, (a, b, c, d, r) => {
        finiteOrRefused(() => geometry.pointSegmentDistance(a, b, c));
        finiteOrRefused(() => geometry.closestPointOnSegment(a, b, c));
        finiteOrRefused(() => geometry.segmentSegmentDistance(a, b, c, d));
        finiteOrRefused(() => geometry.crossingParameter(a, b, c, d) ?? 0);
        finiteOrRefused(() => geometry.rotatePoint(a, b[0], c));
        finiteOrRefused(() => geometry.signedArea(r));
        finiteOrRefused(() => geometry.centroid(r));
        finiteOrRefused(() => geometry.normalizeRing(r));
        finiteOrRefused(() => geometry.perimeter(r));
        finiteOrRefused(() => geometry.boundingBox(r).maxX);
        finiteOrRefused(() => geometry.pointRingDistance(a, r));
        finiteOrRefused(() => geometry.polygonDistance(r, [a, b, c]));
        finiteOrRefused(() => geometry.pointInPolygon(a, r));
        finiteOrRefused(() => geometry.segmentInsidePolygon(a, b, r));
      }),
    );
  });

  it('polygonProblems never throws and only names indices that exist', () => {
    fc.assert(
      fc.property(ring, (r) => {
        for (const problem of geometry.polygonProblems(r)) {
          const indices = [
            'vertex' in problem ? [problem.vertex] : [],
            'edge' in problem ? [problem.edge] : [],
            'vertices' in problem ? problem.vertices : [],
            'edges' in problem ? problem.edges : [],
          ].flat();
          for (const i of indices) expect(i >= 0 && i < r.length).toBe(true);
          expect(problem.message).not.toMatch(/undefined/);
        }
      }),
    );
  });

  it('footprint functions never return NaN', () => {
    fc.assert(
      fc.property(footprint, footprint, ring, (a, b, r) => {
        finiteOrRefused(() => geometry.footprintDistance(a, b));
        finiteOrRefused(() => geometry.footprintEdgeDistances(a, r));
        finiteOrRefused(() => geometry.footprintBoundaryDistance(a, r));
        finiteOrRefused(() => geometry.footprintInsidePolygon(a, r));
        finiteOrRefused(() => (a.kind === 'rect' ? geometry.footprintPolygon(a) : 0));
      }),
    );
  });
});
