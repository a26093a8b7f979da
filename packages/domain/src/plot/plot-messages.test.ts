import { describe, expect, it } from 'vitest';
import type { Plot } from '../model/plot.js';
import { plotProblems } from './plot-problems.js';
import { userPlotMessage } from './plot-messages.js';

const square: Plot = {
  boundary: [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ],
  north_deg: 0,
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
  protected_areas: [],
  rule_pack: 'ru-snt',
};

describe('plot messages as the UI numbers sides', () => {
  it('counts sides and corners from 1', () => {
    expect(userPlotMessage('edge 2 crosses edge 0')).toBe('Side 3 crosses side 1.');
    expect(userPlotMessage('edge 0 has zero length (vertices 0 and 1 coincide)')).toBe(
      'Side 1 has zero length (corners 1 and 2 coincide).',
    );
    expect(userPlotMessage('edges 3 and 0 fold back on each other at vertex 0')).toBe(
      'Sides 4 and 1 fold back on each other at corner 1.',
    );
    expect(userPlotMessage('polygon has zero area: all vertices lie on one line')).toBe(
      'The boundary has zero area: all corners lie on one line.',
    );
  });

  it('leaves counts and already numbered sides alone', () => {
    expect(userPlotMessage('The plot has 5 sides but 4 edge descriptions.')).toBe(
      'The plot has 5 sides but 4 edge descriptions.',
    );
    expect(userPlotMessage('Side 1 is too short.')).toBe('Side 1 is too short.');
  });

  it('renumbers what the domain says about the entrance', () => {
    const narrow = { ...square, entrance: { edge: 0, t: 0.5, width_m: 12 } };
    const [problem] = plotProblems(narrow);
    expect(problem?.message).toContain('edge 0');
    expect(userPlotMessage(problem?.message ?? '')).toBe(
      'The entrance is 12 m wide but side 1 is only 10 m long.',
    );
  });

  it('renumbers a crossing boundary', () => {
    const bowtie = {
      ...square,
      boundary: [
        [0, 0],
        [10, 10],
        [10, 0],
        [0, 10],
      ] as Plot['boundary'],
    };
    const messages = plotProblems(bowtie).map((p) => userPlotMessage(p.message));
    expect(messages).toEqual(['Side 3 crosses side 1.']);
  });
});
