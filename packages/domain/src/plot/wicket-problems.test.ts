import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { plotProblems } from './plot-problems.js';
import { wicketProblems } from './wicket-problems.js';

// 20 x 30 m: edge 0 street (20 m), edge 1 driveway (30 m), the others neighbours; a 4 m gate x 8..12.
const plot = (wicket: Plot['wicket']): Plot => ({
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'driveway' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  ...(wicket === undefined ? {} : { wicket }),
  protected_areas: [],
  rule_pack: 'ru-snt',
});

describe('wicketProblems', () => {
  it('accepts no wicket, one beside the gate (touching its post) and one on another front side', () => {
    expect(wicketProblems(plot(undefined))).toEqual([]);
    expect(wicketProblems(plot({ edge: 0, t: 12.5 / 20, width_m: 1 }))).toEqual([]);
    expect(wicketProblems(plot({ edge: 1, t: 0.5, width_m: 1.2 }))).toEqual([]);
  });

  it('refuses a wicket in the gate opening', () => {
    expect(wicketProblems(plot({ edge: 0, t: 12.3 / 20, width_m: 1 }))).toEqual([
      {
        path: ['wicket', 't'],
        message: 'The wicket overlaps the vehicle gate on edge 0: place it beside the gate.',
        issue: { kind: 'overlaps-gate', edge: 0 },
      },
    ]);
  });

  it('refuses a wicket off a street or driveway side, past its edge, or on no edge', () => {
    expect(wicketProblems(plot({ edge: 2, t: 0.5, width_m: 1 }))[0]).toMatchObject({
      path: ['wicket', 'edge'],
      message: 'The wicket must be on a street or driveway side, not on a neighbor side.',
      issue: { kind: 'off-street', edgeKind: 'neighbor' },
    });
    expect(wicketProblems(plot({ edge: 0, t: 0.01, width_m: 1 }))[0]?.issue.kind).toBe('past-edge');
    expect(wicketProblems(plot({ edge: 7, t: 0.5, width_m: 1 }))[0]?.message).toBe('There is no edge 7.');
  });

  it('is among the plot problems, without its issue', () => {
    expect(plotProblems(plot({ edge: 3, t: 0.5, width_m: 1 }))).toEqual([
      {
        path: ['wicket', 'edge'],
        message: 'The wicket must be on a street or driveway side, not on a neighbor side.',
      },
    ]);
  });

  it('is left out of the plot problems for a caller whose schema has checked it', () => {
    expect(plotProblems(plot({ edge: 3, t: 0.5, width_m: 1 }), { wicket: false })).toEqual([]);
  });
});
