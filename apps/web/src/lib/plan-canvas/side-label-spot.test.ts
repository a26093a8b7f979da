import { describe, expect, it } from 'vitest';
import { sideLabelSpot, sideOpening } from './side-label-spot';

describe('sideLabelSpot', () => {
  it('keeps the label in the middle of a side without a gate', () => {
    expect(sideLabelSpot(0, 20, undefined)).toBe(0.5);
    expect(sideLabelSpot(1, 30, { edge: 0, t: 0.5, width_m: 4 })).toBe(0.5);
  });

  it('moves the label off a gate in the middle of the side (regression: "20.0 m" painted over the gate)', () => {
    // A 4 m gate centred on a 20 m side covers 7.5..12.5 m with its clearance: the label goes to
    // the middle of the stretch before it.
    const at = sideLabelSpot(0, 20, { edge: 0, t: 0.5, width_m: 4 });
    expect(at * 20).toBeCloseTo(3.75);
  });

  it('takes the longer stretch beside the gate', () => {
    const at = sideLabelSpot(0, 20, { edge: 0, t: 0.4, width_m: 4 });
    // The gate covers 5.5..10.5 m: after it 9.5 m of fence, before it 5.5 m.
    expect(at * 20).toBeCloseTo(10.5 + 9.5 / 2);
  });

  it('leaves the middle when the gate is beside it', () => {
    expect(sideLabelSpot(0, 20, { edge: 0, t: 0.15, width_m: 3 })).toBe(0.5);
  });

  it('stays in the middle when the gate fills the whole side', () => {
    expect(sideLabelSpot(0, 4, { edge: 0, t: 0.5, width_m: 4 })).toBe(0.5);
  });
});

describe('sideOpening', () => {
  it('spans the gate and a wicket beside it as one, so the label keeps off both', () => {
    const plot = { entrance: { edge: 0, t: 0.5, width_m: 4 }, wicket: { edge: 0, t: 0.635, width_m: 1 } };
    const span = sideOpening(plot, 0, 20);
    // 8..13.2 m.
    expect((span?.t ?? 0) * 20 - (span?.width_m ?? 0) / 2).toBeCloseTo(8, 9);
    expect((span?.t ?? 0) * 20 + (span?.width_m ?? 0) / 2).toBeCloseTo(13.2, 9);
    expect(sideOpening(plot, 1, 30)).toBeUndefined();
    const wicketOnly = sideOpening({ wicket: plot.wicket }, 0, 20);
    expect(wicketOnly?.t).toBeCloseTo(0.635, 9);
    expect(wicketOnly?.width_m).toBeCloseTo(1, 9);
  });
});
