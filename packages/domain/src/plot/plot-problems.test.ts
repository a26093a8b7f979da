import { describe, expect, it } from 'vitest';
import type { Point } from '../geometry/index.js';
import type { Plot } from '../model/plot.js';
import { normalizePlot } from './normalize-plot.js';
import { plotProblems } from './plot-problems.js';

const rect = (w: number, d: number): Point[] => [
  [0, 0],
  [w, 0],
  [w, d],
  [0, d],
];

const plot = (overrides: Partial<Plot> = {}): Plot => ({
  boundary: rect(20, 30),
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
  ...overrides,
});

describe('plotProblems', () => {
  it('accepts a 20 x 30 m garden plot', () => {
    expect(plotProblems(plot())).toEqual([]);
  });

  it('names the crossing edges of a self-intersecting boundary', () => {
    const bowTie: Point[] = [
      [0, 0],
      [20, 30],
      [20, 0],
      [0, 30],
    ];
    expect(plotProblems(plot({ boundary: bowTie }))).toEqual([
      { path: ['boundary'], message: 'edge 2 crosses edge 0' },
    ]);
  });

  it('names a zero-length edge', () => {
    const doubled: Point[] = [
      [0, 0],
      [20, 0],
      [20, 0],
      [20, 30],
      [0, 30],
    ];
    const [problem] = plotProblems(plot({ boundary: doubled, edges: Array(5).fill({ kind: 'neighbor' }) }));
    expect(problem?.message).toMatch(/^edge 1 has zero length/);
  });

  it('rejects a plot under 20 m² and over 100 ha', () => {
    expect(plotProblems(plot({ boundary: rect(4, 4) }))[0]?.message).toBe(
      'The plot is 16 m²; it must be at least 20 m².',
    );
    expect(plotProblems(plot({ boundary: rect(1001, 1000) }))[0]?.message).toBe(
      'The plot is 100.1 ha; it can be at most 100 ha.',
    );
  });

  it('wants one edge description per side', () => {
    expect(plotProblems(plot({ edges: [{ kind: 'street' }] }))).toEqual([
      { path: ['edges'], message: 'The plot has 4 sides but 1 edge descriptions.' },
    ]);
  });

  it('puts the entrance on a street or driveway edge that is long enough', () => {
    expect(plotProblems(plot({ entrance: { edge: 1, t: 0.5, width_m: 3 } }))).toEqual([
      {
        path: ['entrance', 'edge'],
        message: 'The entrance must be on a street or driveway side, not on a neighbor side.',
      },
    ]);
    expect(plotProblems(plot({ entrance: { edge: 0, t: 0.5, width_m: 25 } }))[0]?.message).toBe(
      'The entrance is 25 m wide but edge 0 is only 20 m long.',
    );
    expect(plotProblems(plot({ entrance: { edge: 9, t: 0.5, width_m: 3 } }))[0]?.path).toEqual([
      'entrance',
      'edge',
    ]);
  });

  it('rejects a protected area wholly outside the plot, and accepts one partly inside', () => {
    const outside = {
      id: 'a',
      kind: 'existing_tree' as const,
      shape: { type: 'circle' as const, center: [40, 40] as Point, radius: 3 },
      height_m: 8,
      label: 'Old oak',
    };
    const edgeTree = {
      ...outside,
      id: 'b',
      shape: { type: 'circle' as const, center: [21, 10] as Point, radius: 3 },
    };
    expect(plotProblems(plot({ protected_areas: [outside, edgeTree] }))).toEqual([
      { path: ['protected_areas', 0, 'shape'], message: 'Old oak lies outside the plot.' },
    ]);
  });

  it('rejects duplicate protected-area ids and malformed polygons', () => {
    const area = {
      id: 'x',
      kind: 'utility_easement' as const,
      label: 'Cable',
      shape: {
        type: 'polygon' as const,
        points: [
          [0, 0],
          [5, 0],
        ] as Point[],
      },
    };
    const problems = plotProblems(
      plot({ protected_areas: [area, { ...area, shape: { type: 'circle', center: [5, 5], radius: 1 } }] }),
    );
    expect(problems.map((p) => p.path)).toEqual([
      ['protected_areas', 0, 'shape'],
      ['protected_areas', 1, 'id'],
    ]);
  });
});

describe('normalizePlot', () => {
  it('makes a clockwise boundary counter-clockwise and renumbers edges, entrance and wicket', () => {
    const clockwise = plot({
      boundary: [
        [0, 0],
        [0, 30],
        [20, 30],
        [20, 0],
      ],
      edges: [{ kind: 'neighbor' }, { kind: 'forest' }, { kind: 'water' }, { kind: 'street' }],
      entrance: { edge: 3, t: 0.25, width_m: 4 },
      wicket: { edge: 3, t: 0.6, width_m: 1 },
    });
    const normal = normalizePlot(clockwise);
    expect(normal.boundary).toEqual(rect(20, 30));
    // The street side (20,0)->(0,0) becomes edge 0, (0,0)->(20,0).
    expect(normal.edges.map((e) => e.kind)).toEqual(['street', 'water', 'forest', 'neighbor']);
    expect(normal.entrance).toEqual({ edge: 0, t: 0.75, width_m: 4 });
    expect(normal.wicket?.edge).toBe(0);
    expect(normal.wicket?.t).toBeCloseTo(0.4, 12);
    expect(normalizePlot(normal)).toEqual(normal);
  });

  it('drops a closing vertex and its edge entry, and wraps north into [0, 360)', () => {
    const closed = plot({
      boundary: [...rect(20, 30), [0, 0]],
      edges: [...plot().edges, { kind: 'unknown' }],
      north_deg: -90,
    });
    const normal = normalizePlot(closed);
    expect(normal.boundary).toHaveLength(4);
    expect(normal.edges).toHaveLength(4);
    expect(normal.north_deg).toBe(270);
  });
});
