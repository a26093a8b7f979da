import { describe, expect, it } from 'vitest';
import type { Plot } from '../../model/plot.js';
import { rulePacks } from '../../rules/rule-packs.js';
import { estimateFit, WHOLE_SELECTION } from './fit-estimate.js';
import { gardenSelection, gist, impossibleRequest, rectPlot, rotatedPlot } from '../test-fixtures.js';
import type { SelectionItem } from '../core/types.js';

const snt = rulePacks['ru-snt'];
const us = rulePacks['us-typical'];
const pool: SelectionItem[] = [{ landscape_object: 'pool', count: 1 }];

describe('estimateFit: one kind needs a spot with its setbacks', () => {
  // us-typical: the pool keeps 5 ft = 1.524 m from neighbour edges (right, top, left of rectPlot),
  // none from the street (bottom). Across: W - 2 x 1.524 must hold 4 m (or 8 m turned); along:
  // 10 - 1.524 = 8.476 m holds 8 m.
  it('fits a 4 x 8 m pool on a 7.5 m wide plot: 7.5 - 3.048 = 4.452 m >= 4 m', () => {
    expect(estimateFit(rectPlot(7.5, 10, 'us-typical'), pool, us)).toEqual({ fits: true, problems: [] });
  });

  it('does not fit it on a 6.75 m wide plot: 6.75 - 3.048 = 3.702 m < 4 m, and 8 m turned', () => {
    const fit = estimateFit(rectPlot(6.75, 10, 'us-typical'), pool, us);
    expect(fit.fits).toBe(false);
    expect(fit.problems).toEqual([
      {
        landscape_object: 'pool',
        count: 1,
        // "The swimming pool needs 4 x 8 m plus 1.5 m from the neighbours: there is no such spot."
        reason: {
          code: 'no_spot',
          object: { code: 'pool', name: 'Swimming pool' },
          shape: 'rect',
          width_m: 4,
          depth_m: 8,
          plus: [{ place: 'neighbours', m: 1.524 }],
          area_gap_m: -1,
          from_centre: [],
          tree: false,
        },
      },
    ]);
  });

  it('finds the same spot on a plot turned by 30 degrees (the grid follows the plot)', () => {
    expect(estimateFit(rotatedPlot(rectPlot(7.5, 10, 'us-typical'), 30), pool, us).fits).toBe(true);
    expect(estimateFit(rotatedPlot(rectPlot(6.75, 10, 'us-typical'), 30), pool, us).fits).toBe(false);
  });

  it('keeps objects off protected areas', () => {
    // ru-snt has no pool setback: on 8 x 10 m the pool fits anywhere 4 m wide; a 1 m easement strip
    // down the middle (x 3.5..4.5) leaves 3.5 m either side across and 10 m along: no 4 m.
    const plot: Plot = {
      ...rectPlot(8, 10),
      protected_areas: [
        {
          id: 'easement',
          kind: 'utility_easement',
          label: 'Cable',
          shape: {
            type: 'polygon',
            points: [
              [3.5, 0],
              [4.5, 0],
              [4.5, 10],
              [3.5, 10],
            ],
          },
        },
      ],
    };
    expect(estimateFit(rectPlot(8, 10), pool, snt).fits).toBe(true);
    const fit = estimateFit(plot, pool, snt);
    // "The swimming pool needs 4 x 8 m plus clear of the protected areas: there is no such spot."
    expect(
      fit.problems.map((p) => p.reason.code === 'no_spot' && [p.reason.plus, p.reason.area_gap_m]),
    ).toEqual([[[], 0]]);
  });

  it('judges a tree by its trunk: 3 m from the neighbours leaves no spot on a 5.5 m wide plot', () => {
    // ru-snt tall trees: trunk 3 m from neighbour edges; 6.5 m wide leaves x in [3, 3.5], 5.5 m none.
    const trees: SelectionItem[] = [{ landscape_object: 'fruit_tree_tall', count: 1 }];
    expect(estimateFit(rectPlot(6.5, 10), trees, snt).fits).toBe(true);
    // "The tall fruit tree needs 7 m across with its trunk 3 m from the neighbours: there is no such spot."
    expect(estimateFit(rectPlot(5.5, 10), trees, snt).problems[0]?.reason).toMatchObject({
      code: 'no_spot',
      shape: 'circle',
      width_m: 7,
      plus: [],
      from_centre: [{ place: 'neighbours', m: 3 }],
      tree: true,
    });
  });
});

describe('estimateFit: pairs a rule keeps apart', () => {
  // ru-snt on a 12 m wide plot: the house (6 x 6) keeps 3 m from neighbours and 5 m from the street,
  // so x 3..9 and y 5..D-3; the outdoor toilet (1 x 1.5) keeps 2 m from every edge, x 2..10 and
  // y 2..D-2, and 8 m from the house. Side by side there is no room (x 9..10 is 0 m from the house),
  // so the toilet goes below: its top at 3 at best, the house's bottom then at 11, its top at 17.
  const pair: SelectionItem[] = [
    { landscape_object: 'house_small', count: 1 },
    { landscape_object: 'outdoor_toilet', count: 1 },
  ];

  it('fits them 20 m deep: 17 <= 20 - 3', () => {
    expect(estimateFit(rectPlot(12, 20), pair, snt)).toEqual({ fits: true, problems: [] });
  });

  it('does not 19 m deep: 7 m apart at most', () => {
    // The ground: each grows by half its 8 m gap, (6 + 4)² + (1 + 4) x (1.5 + 4) = 127.5 m² against
    // the toilet's room, 8 x 15 = 120 m² (20 m deep: 8 x 16 = 128 m², just enough).
    expect(estimateFit(rectPlot(12, 19), pair, snt).problems.map(gist)).toEqual([
      {
        landscape_object: 'outdoor_toilet',
        count: 1,
        reason: 'apart house_small outdoor_toilet 8',
      },
      {
        landscape_object: WHOLE_SELECTION,
        count: 2,
        reason: 'too_much 128 120',
      },
    ]);
  });
});

describe('estimateFit: the selection as a whole', () => {
  // Vegetable beds (1.2 x 4 m) have no setbacks in ru-snt and keep 0.5 m from each other: each takes
  // (1.2 + 0.25) x (4 + 0.25) = 6.1625 m². A 10 x 10 m plot has 100 m² where they may stand.
  const beds = (count: number): SelectionItem[] => [{ landscape_object: 'vegetable_bed', count }];

  it('fits 12 beds: 2 rows of 6 across 0.5 m gaps (9.7 x 8.5 m)', () => {
    expect(estimateFit(rectPlot(10, 10), beds(12), snt)).toEqual({ fits: true, problems: [] });
  });

  it('does not fit 14: by area 14 x 6.1625 = 86.3 m² <= 100 m², but side by side only 12 stand', () => {
    // A third row of 4 m beds needs 4.5 m more and 1.5 m is left; turned, a bed needs 1.7 m.
    expect(estimateFit(rectPlot(10, 10), beds(14), snt).problems.map(gist)).toEqual([
      { landscape_object: 'vegetable_bed', count: 2, reason: 'room_for vegetable_bed 12 of 14' },
    ]);
  });

  it('does not fit 17 beds: 12 side by side, and 17 x 6.1625 = 104.8 m² > 100 m²', () => {
    expect(estimateFit(rectPlot(10, 10), beds(17), snt).problems.map(gist)).toEqual([
      { landscape_object: 'vegetable_bed', count: 5, reason: 'room_for vegetable_bed 12 of 17' },
      {
        landscape_object: WHOLE_SELECTION,
        count: 17,
        reason: 'too_much 105 100',
      },
    ]);
  });

  it('merges lines of the same object and leaves out zero counts', () => {
    const split: SelectionItem[] = [...beds(9), ...beds(8), { landscape_object: 'pool', count: 0 }];
    const fit = estimateFit(rectPlot(10, 10), split, snt);
    expect(fit.problems.map((p) => [p.landscape_object, p.count])).toEqual([
      ['vegetable_bed', 5],
      [WHOLE_SELECTION, 17],
    ]);
  });

  it('fits the typical garden selection on a 20 x 30 m (6 sotok) plot', () => {
    expect(estimateFit(rectPlot(20, 30), gardenSelection, snt)).toEqual({ fits: true, problems: [] });
  });
});

describe('estimateFit: the impossible request of issue 14', () => {
  // 2 houses, 2 bathhouses, a pool and 3 tall trees on 8 x 10 m (street at the bottom).
  const request = impossibleRequest;

  it('ru-snt: no house (8 - 2 x 3 = 2 m across), one bathhouse and one tree only, far too much for 80 m²', () => {
    const fit = estimateFit(rectPlot(8, 10), request, snt);
    expect(fit.fits).toBe(false);
    expect(fit.problems.map(gist)).toEqual([
      {
        landscape_object: 'house_small',
        count: 2,
        reason: 'no_spot house_small 6 x 6 plus neighbours 3, street 5',
      },
      // Bathhouses (outbuildings: 1 m from neighbours, 5 m from the street) have x 1..7, y 5..9:
      // one 6 x 4 m turned, no room for a second 0.5 m away.
      {
        landscape_object: 'bathhouse',
        count: 1,
        reason: 'apart_same bathhouse 0.5',
      },
      // Trunks 3 m from the neighbours: x 3..5, y 0..7; crowns of 7 m need trunks 7.5 m apart.
      {
        landscape_object: 'fruit_tree_tall',
        count: 2,
        reason: 'apart_same fruit_tree_tall 0.5',
      },
      // Without the houses (no spot): bathhouses 2 x 4.25 x 6.25 = 53.1, the pool 4.25 x 8.25 =
      // 35.1, crowns 3 x pi x 3.625² = 123.9 (0.5 m gaps): 212 m² against the 80 m² of the plot.
      {
        landscape_object: WHOLE_SELECTION,
        count: 6,
        reason: 'too_much 212 80',
      },
    ]);
  });

  it('us-typical: no spot for a house (20 ft from the street leaves 3.9 m), one bathhouse, nor the whole', () => {
    // No rule keeps two bathhouses apart there; side by side (0.5 m) the second has no room.
    const fit = estimateFit(rectPlot(8, 10, 'us-typical'), request, us);
    expect(fit.problems.map(gist).map((p) => p.reason.split(' ')[0])).toEqual([
      'no_spot',
      'room_for',
      'too_much',
    ]);
    expect(fit.problems.map((p) => p.landscape_object)).toEqual([
      'house_small',
      'bathhouse',
      WHOLE_SELECTION,
    ]);
  });

  it('us-typical on a 6.75 m wide plot: the pool has no spot either', () => {
    const fit = estimateFit(rectPlot(6.75, 10, 'us-typical'), request, us);
    expect(fit.problems.map((p) => p.landscape_object)).toEqual([
      'house_small',
      'bathhouse',
      'pool',
      WHOLE_SELECTION,
    ]);
  });
});

describe('estimateFit: copies of one kind side by side in their room', () => {
  // us-typical set-backs for a dwelling: 20 ft front and rear, 5 ft each side; on 30 x 40 m that
  // leaves 27 x 27.8 m (750 m²), room for 2 x 2 large houses of 10 x 10 m, though 7 need only 700 m².
  const houses = (count: number): SelectionItem[] => [
    { landscape_object: 'house_large', count },
    { landscape_object: 'garage', count: 2 },
    { landscape_object: 'vegetable_bed', count: 4 },
    { landscape_object: 'well', count: 1 },
  ];

  it('fits 4 large houses with 2 garages, 4 beds and a well on a 30 x 40 m us-typical plot', () => {
    expect(estimateFit(rectPlot(30, 40, 'us-typical'), houses(4), us)).toEqual({ fits: true, problems: [] });
  });

  it('says 7 do not: only 4 stand side by side, and names the house first', () => {
    const fit = estimateFit(rectPlot(30, 40, 'us-typical'), houses(7), us);
    expect(fit.problems.map(gist)).toEqual([
      { landscape_object: 'house_large', count: 3, reason: 'room_for house_large 4 of 7' },
    ]);
    expect(fit.first).toBe('house_large');
  });
});

describe('estimateFit: input', () => {
  it('throws a RangeError for an unknown code or a bad count', () => {
    const plot = rectPlot(10, 10);
    expect(() => estimateFit(plot, [{ landscape_object: 'nope', count: 1 }], snt)).toThrow(RangeError);
    expect(() => estimateFit(plot, [{ landscape_object: 'pool', count: 1.5 }], snt)).toThrow(RangeError);
    expect(estimateFit(plot, [], snt)).toEqual({ fits: true, problems: [] });
  });
});
