import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { entranceGap, fenceRuns } from './fence-runs.js';

const plot = (entrance?: Plot['entrance']): Pick<Plot, 'boundary' | 'edges' | 'entrance'> => ({
  boundary: [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ],
  edges: [
    { kind: 'street', fence_height_m: 1.2 },
    { kind: 'neighbor', fence_height_m: 0 },
    { kind: 'neighbor' },
    { kind: 'field', fence_height_m: 2 },
  ],
  ...(entrance === undefined ? {} : { entrance }),
});

describe('fenceRuns', () => {
  it('leaves a wicket set beside the gate open too: three pieces around two gaps (issue 25)', () => {
    // Gate 2..4 m, wicket 4.2..5.2 m on the 10 m street side.
    const [street] = fenceRuns({
      ...plot({ edge: 0, t: 0.3, width_m: 2 }),
      wicket: { edge: 0, t: 0.47, width_m: 1 },
    });
    expect(street?.length_m).toBeCloseTo(7, 9);
    const xs = street?.pieces.map((piece) => piece.map(([x]) => Math.round(x * 1e6) / 1e6));
    expect(xs).toEqual([
      [0, 2],
      [4, 4.2],
      [5.2, 10],
    ]);
  });

  it('fences only the sides with a height, whole without an entrance', () => {
    expect(fenceRuns(plot()).map((run) => [run.edge, run.kind, run.length_m, run.pieces.length])).toEqual([
      [0, 'street', 10, 1],
      [3, 'field', 10, 1],
    ]);
  });

  it('leaves the entrance open, in two pieces', () => {
    const [street] = fenceRuns(plot({ edge: 0, t: 0.3, width_m: 2 }));
    expect(street?.length_m).toBeCloseTo(8, 9);
    // Rounded to 1 µm: 0.3 - 0.1 is not exactly 0.2 in floating point.
    const rounded = street?.pieces.map((piece) => piece.map(([x, y]) => [Math.round(x * 1e6) / 1e6, y]));
    expect(rounded).toEqual([
      [
        [0, 0],
        [2, 0],
      ],
      [
        [4, 0],
        [10, 0],
      ],
    ]);
  });

  it('clamps an entrance at the corner to the edge: one piece', () => {
    expect(entranceGap({ ...plot({ edge: 0, t: 0, width_m: 3 }) })).toEqual({ edge: 0, from: 0, to: 0.15 });
    const [street] = fenceRuns(plot({ edge: 0, t: 0, width_m: 3 }));
    expect(street?.pieces).toHaveLength(1);
    expect(street?.length_m).toBeCloseTo(8.5, 9);
  });

  it('ignores an entrance on an unfenced side', () => {
    const runs = fenceRuns(plot({ edge: 2, t: 0.5, width_m: 3 }));
    expect(runs.reduce((sum, run) => sum + run.length_m, 0)).toBe(20);
  });
});
