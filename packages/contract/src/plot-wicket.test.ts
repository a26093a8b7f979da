import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './errors.js';
import { plotSchema } from './plot.js';

// 20 x 30 m, the street along the bottom (edge 0) with a 4 m vehicle gate at x 8..12.
const plot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'driveway' }],
  entrance: { edge: 0, t: 0.5, width_m: 4 },
};

const errorsOf = (input: unknown) => fieldErrorsFromIssues(plotSchema.safeParse(input).error?.issues ?? []);

describe('plotSchema: the pedestrian wicket (issue 25)', () => {
  it('keeps a wicket beside the gate or on another street or driveway side', () => {
    const beside = { edge: 0, t: 0.64, width_m: 1 };
    expect(plotSchema.parse({ ...plot, wicket: beside }).wicket).toEqual(beside);
    expect(plotSchema.parse({ ...plot, wicket: { edge: 3, t: 0.5, width_m: 1.2 } }).wicket?.edge).toBe(3);
  });

  it('leaves a plot stored with one entrance without one (it shares the gate)', () => {
    expect(plotSchema.parse(plot)).not.toHaveProperty('wicket');
  });

  it('refuses a wicket in the gate opening', () => {
    expect(errorsOf({ ...plot, wicket: { edge: 0, t: 0.55, width_m: 1 } })).toEqual({
      wicket: { t: ['The wicket overlaps the vehicle gate on edge 0: place it beside the gate.'] },
    });
  });

  it('refuses a wicket off a street or driveway side, or past its edge', () => {
    expect(errorsOf({ ...plot, wicket: { edge: 1, t: 0.5, width_m: 1 } })).toEqual({
      wicket: { edge: ['The wicket must be on a street or driveway side, not on a neighbor side.'] },
    });
    expect(errorsOf({ ...plot, wicket: { edge: 0, t: 0.99, width_m: 1 } })).toEqual({
      wicket: { t: ['The wicket must lie within edge 0: move it along the side or make it narrower.'] },
    });
  });

  it('reports a malformed plot with a wicket by its fields, without throwing', () => {
    const malformed = { ...plot, boundary: [[0, 0], null, 'x'], wicket: { edge: 0, t: 0.8, width_m: 1 } };
    expect(Object.keys(errorsOf(malformed))).toEqual(['boundary']);
  });

  it('refuses a wicket too narrow or as wide as a gate', () => {
    expect(errorsOf({ ...plot, wicket: { edge: 0, t: 0.8, width_m: 0.3 } })).toEqual({
      wicket: { width_m: ['A wicket is at least 0.5 m wide.'] },
    });
    expect(errorsOf({ ...plot, wicket: { edge: 3, t: 0.5, width_m: 4 } })).toEqual({
      wicket: { width_m: ['A wicket is at most 3 m wide; a wider opening is a vehicle gate.'] },
    });
  });
});
