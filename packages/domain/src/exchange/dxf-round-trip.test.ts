import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/index.js';
import type { Plot } from '../model/plot.js';
import { quantitiesPlan, quantitiesPlot } from '../report/quantities-fixture.js';
import { importBoundary } from './boundary-import.js';
import { planToDxf } from './plan-dxf.js';

/** The import moves a boundary so its bounding box starts at 0, 0: the export's corners, moved so. */
function movedToOrigin(boundary: readonly Point[]): Point[] {
  const minX = Math.min(...boundary.map((p) => p[0]));
  const minY = Math.min(...boundary.map((p) => p[1]));
  return boundary.map(([x, y]) => [x - minX, y - minY]);
}

function expectSameCorners(actual: readonly Point[], expected: readonly Point[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((p, i) => {
    const q = expected[i] ?? [NaN, NaN];
    expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeLessThan(0.001);
  });
}

const plotOf = (boundary: Point[]): Plot => ({
  boundary,
  north_deg: 0,
  edges: boundary.map(() => ({ kind: 'neighbor' as const })),
  protected_areas: [],
  rule_pack: 'ru-snt',
});

describe('planToDxf then importBoundary (DXF round trip)', () => {
  it('reads back the boundary of a plan with objects, paths and dimensions, not a footprint', () => {
    const dxf = planToDxf(quantitiesPlot, quantitiesPlan);
    const back = importBoundary(dxf, { format: 'dxf' });
    if (!back.ok) throw new Error(back.errors.join(' '));
    expectSameCorners(back.boundary, movedToOrigin(quantitiesPlot.boundary));
    expect(back.summary.units).toMatch(/metre/);
  });

  it('gives back every corner within 1 mm for any counter-clockwise plot anywhere in the plan frame', () => {
    const ring = fc
      .tuple(
        fc.array(fc.double({ min: 15, max: 150, noNaN: true }), { minLength: 3, maxLength: 16 }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
      )
      .map(([radii, cx, cy]): Point[] =>
        radii.map((radius, i) => {
          const angle = (i / radii.length) * 2 * Math.PI;
          return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
        }),
      );
    fc.assert(
      fc.property(ring, (boundary) => {
        const back = importBoundary(planToDxf(plotOf(boundary), null), { format: 'dxf' });
        if (!back.ok) throw new Error(back.errors.join(' '));
        expectSameCorners(back.boundary, movedToOrigin(boundary));
      }),
      { numRuns: 60 },
    );
  });
});
