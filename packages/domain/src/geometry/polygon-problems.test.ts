import { describe, expect, it } from 'vitest';
import type { Point } from './point.js';
import { isSimplePolygon, polygonProblems } from './polygon-problems.js';
import { square } from './test-fixtures.js';

const messages = (ring: readonly Point[]): string[] => polygonProblems(ring).map((p) => p.message);

describe('polygonProblems', () => {
  it('finds nothing wrong with a square, either winding', () => {
    expect(polygonProblems(square)).toEqual([]);
    expect(isSimplePolygon([...square].reverse())).toBe(true);
  });

  it('reports too few vertices', () => {
    expect(
      polygonProblems([
        [0, 0],
        [1, 0],
      ]),
    ).toEqual([
      { code: 'too-few-vertices', count: 2, message: 'polygon has 2 vertices; at least 3 are needed' },
    ]);
    expect(messages([[0, 0]])).toEqual(['polygon has 1 vertex; at least 3 are needed']);
  });

  it('reports non-finite and out-of-range coordinates by vertex', () => {
    expect(
      polygonProblems([
        [0, 0],
        [Number.NaN, 0],
        [1, Number.POSITIVE_INFINITY],
        [2e9, 1],
      ]),
    ).toEqual([
      {
        code: 'invalid-vertex',
        vertex: 1,
        reason: 'non-finite',
        message: 'vertex 1 has a non-finite coordinate (NaN, 0)',
      },
      {
        code: 'invalid-vertex',
        vertex: 2,
        reason: 'non-finite',
        message: 'vertex 2 has a non-finite coordinate (1, Infinity)',
      },
      {
        code: 'invalid-vertex',
        vertex: 3,
        reason: 'out-of-range',
        message: 'vertex 3 is out of range: coordinates must lie within ±1000000000 m',
      },
    ]);
  });

  it('reports a duplicate consecutive vertex as a zero-length edge, and nothing else', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [10, 10],
      [0, 10],
    ];
    expect(polygonProblems(ring)).toEqual([
      {
        code: 'zero-length-edge',
        edge: 2,
        vertices: [2, 3],
        message: 'edge 2 has zero length (vertices 2 and 3 coincide)',
      },
    ]);
  });

  it('reports a closing duplicate as the zero-length closing edge', () => {
    expect(messages([...square, [0, 0]])).toEqual(['edge 4 has zero length (vertices 4 and 0 coincide)']);
  });

  it('counts vertices closer than the tolerance as coincident', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [10, 10 + 1e-12],
      [0, 10],
    ];
    expect(messages(ring)).toEqual(['edge 2 has zero length (vertices 2 and 3 coincide)']);
  });

  it('reports a collinear polygon as zero area', () => {
    expect(
      polygonProblems([
        [0, 0],
        [5, 0],
        [10, 0],
      ]),
    ).toEqual([{ code: 'zero-area', message: 'polygon has zero area: all vertices lie on one line' }]);
  });

  it('reports a sliver below the tolerance as zero area', () => {
    expect(
      messages([
        [0, 0],
        [50, 1e-10],
        [100, 0],
      ]),
    ).toEqual(['polygon has zero area: all vertices lie on one line']);
  });

  it('reports fully coincident vertices', () => {
    expect(
      messages([
        [1, 1],
        [1, 1],
        [1, 1],
      ]),
    ).toEqual([
      'edge 0 has zero length (vertices 0 and 1 coincide)',
      'edge 1 has zero length (vertices 1 and 2 coincide)',
      'edge 2 has zero length (vertices 2 and 0 coincide)',
      'polygon has zero area: all vertices coincide',
    ]);
  });

  it('reports the bow-tie: edge 2 crosses edge 0', () => {
    expect(
      polygonProblems([
        [0, 0],
        [2, 2],
        [2, 0],
        [0, 2],
      ]),
    ).toEqual([
      { code: 'edges-cross', edges: [2, 0], contact: 'crossing', message: 'edge 2 crosses edge 0' },
    ]);
  });

  it('reports a notch whose tip touches the opposite edge', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [6, 10],
      [5, 0],
      [4, 10],
      [0, 10],
    ];
    expect(messages(ring)).toEqual(['edge 3 touches edge 0', 'edge 4 touches edge 0']);
  });

  it('reports a pinch where the ring passes through the same point twice', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [5, 5],
      [10, 10],
      [0, 10],
      [5, 5],
    ];
    expect(messages(ring)).toEqual([
      'edge 4 touches edge 1',
      'edge 5 touches edge 1',
      'edge 4 touches edge 2',
      'edge 5 touches edge 2',
    ]);
  });

  it('reports non-adjacent edges that overlap along a line', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [10, 5],
      [7, 5],
      [7, 0],
      [3, 0],
      [3, 5],
      [0, 5],
    ];
    expect(polygonProblems(ring).map((p) => (p.code === 'edges-cross' ? p.contact : p.code))).toEqual([
      'touching',
      'overlapping',
      'touching',
    ]);
    expect(messages(ring)).toEqual([
      'edge 3 touches edge 0',
      'edge 4 overlaps edge 0',
      'edge 5 touches edge 0',
    ]);
  });

  it('does not confuse collinear but separate edges with a crossing (U shape)', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [10, 5],
      [7, 5],
      [7, 2],
      [3, 2],
      [3, 5],
      [0, 5],
    ];
    expect(polygonProblems(ring)).toEqual([]);
  });

  it('reports a spike where the ring doubles back on itself', () => {
    const ring: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [5, 10],
      [5, 14],
      [5, 12],
      [0, 10],
    ];
    expect(polygonProblems(ring)).toEqual([
      {
        code: 'spike',
        vertex: 4,
        edges: [3, 4],
        message: 'edges 3 and 4 fold back on each other at vertex 4',
      },
      { code: 'edges-cross', edges: [5, 3], contact: 'touching', message: 'edge 5 touches edge 3' },
    ]);
  });

  it('does not call a sharp but genuine corner a spike', () => {
    expect(
      polygonProblems([
        [0, 0],
        [100, 0],
        [0, 0.5],
      ]),
    ).toEqual([]);
  });

  it('names the original edges when a duplicate vertex sits next to a crossing', () => {
    const ring: Point[] = [
      [0, 0],
      [2, 2],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    expect(messages(ring)).toEqual([
      'edge 1 has zero length (vertices 1 and 2 coincide)',
      'edge 3 crosses edge 0',
    ]);
  });

  it('handles 200 vertices (a circle) quickly and finds it simple', () => {
    const ring: Point[] = Array.from({ length: 200 }, (_, i) => {
      const a = (2 * Math.PI * i) / 200;
      return [50 * Math.cos(a), 50 * Math.sin(a)];
    });
    expect(polygonProblems(ring)).toEqual([]);
  });
});
