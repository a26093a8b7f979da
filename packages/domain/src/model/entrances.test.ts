import { describe, expect, it } from 'vitest';
import { plotWicket, wicketBesideGate, WICKET_WIDTH_M } from './entrances.js';
import type { Plot } from './plot.js';

// A 20 x 30 m plot, the street along the bottom (edge 0), a 4 m gate at its middle (x 8..12).
const boundary: Plot['boundary'] = [
  [0, 0],
  [20, 0],
  [20, 30],
  [0, 30],
];
const gate = { edge: 0, t: 0.5, width_m: 4 };

describe('plotWicket: the wicket as set, else derived from the gate', () => {
  it('shares the gate opening of a plot stored with one entrance (as before wickets)', () => {
    expect(plotWicket({ entrance: gate })).toEqual(gate);
  });

  it('is the wicket as set, wherever it is', () => {
    const wicket = { edge: 1, t: 0.2, width_m: 1.2 };
    expect(plotWicket({ entrance: gate, wicket })).toBe(wicket);
    expect(plotWicket({ wicket })).toBe(wicket);
  });

  it('is undefined without gate or wicket', () => {
    expect(plotWicket({})).toBeUndefined();
  });
});

describe('wicketBesideGate', () => {
  it('stands past a post after the gate (hand-checked: 12 + 0.2 + 0.5 = 12.7 m of 20)', () => {
    const wicket = wicketBesideGate({ boundary, entrance: gate }, 0);
    expect(wicket).toMatchObject({ edge: 0, width_m: WICKET_WIDTH_M });
    expect(wicket.t * 20).toBeCloseTo(12.7, 9);
  });

  it('stands before the gate when the gate reaches the edge end', () => {
    const wicket = wicketBesideGate({ boundary, entrance: { edge: 0, t: 0.9, width_m: 4 } }, 0);
    // Gate 16..20; the wicket's middle 15.3 m along: 14.8..15.8.
    expect(wicket.t * 20).toBeCloseTo(15.3, 9);
  });

  it('stands at the middle of another side, or of any side without a gate', () => {
    expect(wicketBesideGate({ boundary, entrance: gate }, 1)).toEqual({ edge: 1, t: 0.5, width_m: 1 });
    expect(wicketBesideGate({ boundary }, 0)).toEqual({ edge: 0, t: 0.5, width_m: 1 });
  });
});
