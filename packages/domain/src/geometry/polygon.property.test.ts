import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import { pointInPolygon } from './point-in-polygon.js';
import { centroid, normalizeRing, perimeter, polygonArea, signedArea } from './polygon.js';
import { polygonProblems } from './polygon-problems.js';
import { rotatePoint } from './transform.js';

const TOL = 1e-6;
const num = (min: number, max: number) => fc.double({ min, max, noNaN: true });

/**
 * A star-shaped polygon around (cx, cy), counter-clockwise: vertex k sits in the middle 80 % of the
 * k-th of n equal angular sectors, so every angular gap is under 180° (n >= 4) and the polygon is
 * simple by construction.
 */
const starRing = fc
  .integer({ min: 4, max: 12 })
  .chain((n) =>
    fc.tuple(
      fc.array(num(-0.4, 0.4), { minLength: n, maxLength: n }),
      fc.array(num(1, 40), { minLength: n, maxLength: n }),
      num(-500, 500),
      num(-500, 500),
    ),
  )
  .map(([jitters, radii, cx, cy]): Point[] =>
    jitters.map((jitter, k) => {
      const angle = ((k + 0.5 + jitter) * 2 * Math.PI) / jitters.length;
      const r = radii[k] as number;
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
    }),
  );

/** A rotation about the origin followed by a translation. */
const rigidMotion = fc.record({ deg: num(-360, 360), dx: num(-1000, 1000), dy: num(-1000, 1000) });
type Motion = { deg: number; dx: number; dy: number };
const move =
  ({ deg, dx, dy }: Motion) =>
  (p: Point): Point => {
    const [x, y] = rotatePoint(p, deg);
    return [x + dx, y + dy];
  };

describe('polygon properties', () => {
  it('area, perimeter and winding survive rotation + translation', () => {
    fc.assert(
      fc.property(starRing, rigidMotion, (ring, motion) => {
        const moved = ring.map(move(motion));
        expect(Math.abs(signedArea(moved) - signedArea(ring))).toBeLessThan(TOL);
        expect(Math.abs(perimeter(moved) - perimeter(ring))).toBeLessThan(TOL);
        expect(signedArea(moved)).toBeGreaterThan(0);
      }),
    );
  });

  it('the centroid moves with the polygon', () => {
    fc.assert(
      fc.property(starRing, rigidMotion, (ring, motion) => {
        const [x, y] = centroid(ring.map(move(motion)));
        const [ex, ey] = move(motion)(centroid(ring));
        expect(Math.hypot(x - ex, y - ey)).toBeLessThan(TOL);
      }),
    );
  });

  it('the star polygons are simple, in either winding', () => {
    fc.assert(
      fc.property(starRing, (ring) => {
        expect(polygonProblems(ring)).toEqual([]);
        expect(polygonProblems([...ring].reverse())).toEqual([]);
      }),
    );
  });

  it('normalizeRing is idempotent and gives positive area', () => {
    fc.assert(
      fc.property(starRing, fc.boolean(), fc.boolean(), (ring, reverse, close) => {
        let input = reverse ? [...ring].reverse() : ring;
        if (close) input = [...input, input[0] as Point];
        const once = normalizeRing(input);
        expect(normalizeRing(once)).toEqual(once);
        expect(signedArea(once)).toBeGreaterThan(0);
        expect(once).toHaveLength(ring.length);
        expect(polygonArea(once)).toBeCloseTo(polygonArea(ring), 9);
      }),
    );
  });

  it('point location survives rotation + translation away from the boundary', () => {
    fc.assert(
      fc.property(starRing, rigidMotion, num(-60, 60), num(-60, 60), (ring, motion, ox, oy) => {
        const p: Point = [(ring[0] as Point)[0] + ox, (ring[0] as Point)[1] + oy];
        const before = pointInPolygon(p, ring, 1e-6);
        fc.pre(before !== 'boundary');
        expect(pointInPolygon(move(motion)(p), ring.map(move(motion)), 1e-6)).toBe(before);
      }),
    );
  });
});
