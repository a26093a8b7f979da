import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './errors.js';
import { planSchema, plotSchema } from './plot.js';

const validPlot = {
  boundary: [
    [0, 0],
    [20, 0],
    [20, 30],
    [0, 30],
  ],
  edges: [{ kind: 'street' }, { kind: 'neighbor' }, { kind: 'neighbor' }, { kind: 'neighbor' }],
};

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => fieldErrorsFromIssues(result.error?.issues ?? []);

describe('plotSchema', () => {
  it('fills the defaults of a minimal plot', () => {
    const parsed = plotSchema.parse(validPlot);
    expect(parsed).toMatchObject({ north_deg: 0, protected_areas: [], rule_pack: 'ru-snt' });
  });

  it.each([
    [
      {
        ...validPlot,
        boundary: [
          [0, 0],
          [1, 1],
        ],
      },
      { boundary: ['A boundary needs at least 3 vertices.'] },
    ],
    [
      {
        ...validPlot,
        boundary: [
          [0, 0],
          [20000, 0],
          [0, 5],
        ],
      },
      { boundary: { '1': { '0': ['Coordinates must be within 10 km of the origin.'] } } },
    ],
    [{ ...validPlot, edges: [{ kind: 'lake' }] }, { edges: { '0': { kind: expect.any(Array) } } }],
    [
      { ...validPlot, location: { lat: 95, lon: 10 } },
      { location: { lat: ['Latitude is between -90 and 90.'] } },
    ],
    [{ ...validPlot, north_deg: 'up' }, { north_deg: ['The north angle must be a number.'] }],
  ])('rejects %j with field errors', (input, expected) => {
    expect(errorsOf(plotSchema.safeParse(input))).toEqual(expected);
  });
});

describe('planSchema', () => {
  const object = { id: 'o1', landscape_object: 'house', shape: 'rect', x: 10, y: 10, width: 8, depth: 8 };

  it('accepts a plan and fills the defaults of its objects', () => {
    expect(planSchema.parse({ objects: [object] }).objects[0]).toMatchObject({
      rotation_deg: 0,
      height_m: 0,
      locked: false,
    });
  });

  it('rejects duplicate ids and more than 500 objects', () => {
    expect(errorsOf(planSchema.safeParse({ objects: [object, object] }))).toEqual({
      objects: { '1': { id: ['The id "o1" is used twice.'] } },
    });
    const many = Array.from({ length: 501 }, (_, i) => ({ ...object, id: `o${i}` }));
    expect(errorsOf(planSchema.safeParse({ objects: many }))).toEqual({
      objects: ['A plan can hold at most 500 objects.'],
    });
  });

  it('rejects a zero-sized object', () => {
    expect(errorsOf(planSchema.safeParse({ objects: [{ ...object, width: 0 }] }))).toEqual({
      objects: { '0': { width: ['The width must be more than 0.'] } },
    });
  });
});
