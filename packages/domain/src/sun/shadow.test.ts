import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convexHull } from '../geometry/convex-hull.js';
import { footprintPolygon } from '../geometry/footprint.js';
import type { Point } from '../geometry/point.js';
import { polygonArea } from '../geometry/polygon.js';
import { discRing } from './shade-casters.js';
import { convexShadow, shadowPolygon, shadowShiftPerMetre, sunDirectionInPlan } from './shadow.js';

// Millimetre steps spread evenly over the range: fc.double favours 0 and tiny magnitudes, which here
// would mean flat objects at the origin and hardly any shadow.
const num = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 1000), max: Math.round(max * 1000) }).map((v) => v / 1000);
const maxY = (ring: readonly Point[]) => Math.max(...ring.map((p) => p[1]));
const minY = (ring: readonly Point[]) => Math.min(...ring.map((p) => p[1]));

describe('sunDirectionInPlan', () => {
  it('turns azimuths into the plan frame through north_deg', () => {
    const close = (p: Point, q: Point) => {
      expect(p[0]).toBeCloseTo(q[0], 12);
      expect(p[1]).toBeCloseTo(q[1], 12);
    };
    close(sunDirectionInPlan(180, 0), [0, -1]); // north up: the southern sun is down the page
    close(sunDirectionInPlan(90, 0), [1, 0]);
    close(sunDirectionInPlan(0, 90), [1, 0]); // north to the right
    close(sunDirectionInPlan(180, -90), [1, 0]); // north to the left, so south to the right
  });
});

describe('shadowPolygon', () => {
  const wall: Point[] = [
    [0, 0],
    [10, 0],
  ];

  it('casts a wall of height h a shadow h / tan(altitude) long, away from the sun', () => {
    for (const altitude_deg of [10, 30, 45, 60]) {
      const shadow = shadowPolygon(wall, 0, 3, { altitude_deg, azimuth_deg: 180 }, 0);
      expect(maxY(shadow)).toBeCloseTo(3 / Math.tan((altitude_deg * Math.PI) / 180), 9);
      expect(minY(shadow)).toBeCloseTo(0, 12);
      expect(polygonArea(shadow)).toBeCloseTo(10 * (3 / Math.tan((altitude_deg * Math.PI) / 180)), 9);
    }
  });

  it('casts nothing when the sun shines along the wall', () => {
    expect(polygonArea(shadowPolygon(wall, 0, 3, { altitude_deg: 30, azimuth_deg: 90 }, 0))).toBeCloseTo(
      0,
      12,
    );
  });

  it('covers a box and its roof: a 4 x 4 x 4 m box at 45° due south shades 4 m north of it', () => {
    const box = footprintPolygon({ kind: 'rect', cx: 0, cy: 0, width: 4, depth: 4, rotation_deg: 0 });
    const shadow = shadowPolygon(box, 0, 4, { altitude_deg: 45, azimuth_deg: 180 }, 0);
    expect(minY(shadow)).toBeCloseTo(-2, 12);
    expect(maxY(shadow)).toBeCloseTo(6, 12);
    expect(polygonArea(shadow)).toBeCloseTo(32, 9);
  });

  it('lifts a crown off the ground: the tree foot is lit when the crown shadow moves past it', () => {
    const crown = discRing(0, 0, 1.5);
    const shadow = shadowPolygon(crown, 4, 10, { altitude_deg: 45, azimuth_deg: 180 }, 0);
    expect(minY(shadow)).toBeGreaterThan(2);
    expect(maxY(shadow)).toBeGreaterThan(11);
  });

  it('refuses a sun on or below the horizon', () => {
    expect(() => shadowShiftPerMetre({ altitude_deg: 0, azimuth_deg: 180 }, 0)).toThrow(RangeError);
  });

  it('equals the convex hull of the base and top outlines for any convex ring and shift', () => {
    const rect = fc
      .record({ w: num(0.2, 10), d: num(0.2, 10), rot: num(-180, 180) })
      .map(({ w, d, rot }) =>
        footprintPolygon({ kind: 'rect', cx: 3, cy: -2, width: w, depth: d, rotation_deg: rot }),
      );
    const disc = num(0.2, 5).map((r) => discRing(1, 1, r));
    const ring = fc.oneof(rect, disc).chain((r) => fc.constantFrom(r, [...r].reverse()));
    fc.assert(
      fc.property(ring, num(0, 3), num(0.1, 15), num(-5, 5), num(-5, 5), (base, lo, extra, sx, sy) => {
        const top = lo + extra;
        const shadow = convexShadow(base, lo, top, [sx, sy]);
        const lifted = (h: number) => base.map(([x, y]): Point => [x + sx * h, y + sy * h]);
        const hull = convexHull([...lifted(lo), ...lifted(top)]);
        expect(polygonArea(shadow)).toBeCloseTo(polygonArea(hull), 6);
        // Every hull vertex is one of the shadow's vertices.
        for (const [hx, hy] of hull) {
          expect(shadow.some(([x, y]) => Math.hypot(x - hx, y - hy) < 1e-9)).toBe(true);
        }
      }),
    );
  });
});
