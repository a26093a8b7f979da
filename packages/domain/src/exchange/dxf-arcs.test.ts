import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/index.js';
import { importBoundary } from './boundary-import.js';
import { arcEntityPoints, bulgePoints } from './dxf-arcs.js';
import bulgePlot from './fixtures/bulge-plot.dxf?raw';
import linesAndArc from './fixtures/lines-and-arc.dxf?raw';
import plotInFrame from './fixtures/plot-in-frame.dxf?raw';

/** Farthest any point of the chords p0-p1-...-pn lies from the circle (sampled along each chord). */
function worstDeviation(points: readonly Point[], centre: Point, radius: number): number {
  let worst = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const [a, b] = [points[i] as Point, points[i + 1] as Point];
    for (let t = 0; t <= 1; t += 0.05) {
      const p: Point = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      worst = Math.max(worst, Math.abs(Math.hypot(p[0] - centre[0], p[1] - centre[1]) - radius));
    }
  }
  return worst;
}

describe('arcs as chords', () => {
  it('turns a bulge into points on its arc, chords within 2 cm of it (any bulge, any chord)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3, max: 3, noNaN: true }).filter((b) => Math.abs(b) > 0.01),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (bulge, length) => {
          const p: Point = [0, 0];
          const q: Point = [length, 0];
          const inner = bulgePoints(p, q, bulge, 0.01);
          const sweep = 4 * Math.atan(bulge);
          const radius = length / (2 * Math.sin(Math.abs(sweep) / 2));
          // The centre: on the chord's perpendicular bisector, left of p->q for a counter-clockwise arc.
          const centre: Point = [length / 2, (length / 2 / Math.tan(sweep / 2)) * 1];
          const all = [p, ...inner, q];
          expect(worstDeviation(all, centre, radius)).toBeLessThan(0.02);
          // Counter-clockwise (positive bulge) arcs bulge to the right of p->q, below the x axis here.
          const middle = inner[Math.floor(inner.length / 2)] ?? p;
          if (inner.length > 1) expect(Math.sign(middle[1])).toBe(-Math.sign(bulge));
        },
      ),
      { numRuns: 200, seed: 29 },
    );
  });

  it('draws an ARC from its start angle counter-clockwise to its end angle', () => {
    const points = arcEntityPoints([0, 0], 10, 350, 10, 0.01);
    expect(points[0]?.[0]).toBeCloseTo(10 * Math.cos((-10 * Math.PI) / 180), 9);
    expect(points[points.length - 1]?.[1]).toBeCloseTo(10 * Math.sin((10 * Math.PI) / 180), 9);
    expect(points.every(([x]) => x > 9)).toBe(true);
  });
});

describe('importBoundary: DXF arcs, joined lines and frames', () => {
  it('keeps an AutoCAD bulge as an arc: 626.87 m², not the chord 600', () => {
    const result = importBoundary(bulgePlot, { format: 'dxf' });
    if (!result.ok) throw new Error(result.errors.join(' '));
    // 20 x 30 m plus the circular segment of a bulge of 0.2 over 20 m.
    const sweep = 4 * Math.atan(0.2);
    const radius = 20 / (2 * Math.sin(sweep / 2));
    const exact = 600 + ((radius * radius) / 2) * (sweep - Math.sin(sweep));
    expect(Math.abs(exact - 626.87)).toBeLessThan(0.01);
    expect(Math.abs(result.area_m2 - exact)).toBeLessThan(0.2);
    expect(result.summary.notes).toContain('Arcs were drawn as straight sides within 1 cm of the arc.');
  });

  it('joins a LibreCAD-style boundary of separate LINEs and an ARC, in any order and direction', () => {
    const result = importBoundary(linesAndArc, { format: 'dxf' });
    if (!result.ok) throw new Error(result.errors.join(' '));
    const exact = 25 * 20 + (Math.PI * 12.5 * 12.5) / 2;
    expect(Math.abs(result.area_m2 - exact)).toBeLessThan(0.5);
    expect(result.boundary.length).toBeGreaterThan(20);
    expect(result.summary.notes).toContain(
      'The outline was joined from separate lines and arcs on layer Boundary.',
    );
  });

  it('lists the closed outlines and does not take the drawing frame (2,864 m²) but the plot', () => {
    const result = importBoundary(plotInFrame, { format: 'dxf' });
    if (!result.ok) throw new Error(result.errors.join(' '));
    expect(result.summary.outlines?.map((o) => [o.index, o.frame])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(result.summary.polygon_index).toBe(3);
    expect(result.area_m2).toBe(789);
    expect(result.summary.notes[0]).toBe(
      'The drawing has 4 closed outlines; outline 3, the largest inside the drawing frame, was imported.',
    );
    expect(result.summary.outlines?.[0]).toMatchObject({ layer: '0', width_m: 45, height_m: 63.64 });
  });

  it('takes the outline the user chooses, the frame too, and refuses one that is not there', () => {
    const frame = importBoundary(plotInFrame, { format: 'dxf', outline: 1 });
    expect(frame.ok && frame.area_m2).toBeCloseTo(2863.78, 2);
    expect(frame.ok && frame.summary.notes).toContain(
      "Outline 1 encloses all the others: it may be the drawing's frame.",
    );
    expect(importBoundary(plotInFrame, { format: 'dxf', outline: 9 })).toEqual({
      ok: false,
      errors: ['The drawing has 4 closed outlines; there is no outline 9.'],
    });
  });
});
