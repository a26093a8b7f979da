import type { Plot } from '@plotplan/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n';
import { stepProblems } from './plot-editor-steps';
import { emptyDraft, emptyPlot } from '../../features/plot-editor/state/editor-draft';
import { draftStepIssues } from './step-guard';
import { wicketMessages } from './wicket-messages';

// The new plot: 20 x 30 m, side 1 the street; a 4 m gate at its middle (8..12 m).
const withWicket = (wicket: Plot['wicket']): Plot => ({
  ...emptyPlot,
  entrance: { edge: 0, t: 0.5, width_m: 4 },
  ...(wicket === undefined ? {} : { wicket }),
});

afterEach(() => setLocale('en'));

describe('wicket messages (issue 25)', () => {
  it('are none for no wicket or one beside the gate', () => {
    expect(wicketMessages(withWicket(undefined))).toEqual([]);
    expect(wicketMessages(withWicket({ edge: 0, t: 0.635, width_m: 1 }))).toEqual([]);
  });

  it('say what is wrong, sides counted from 1, in English and Russian', () => {
    const overlapping = withWicket({ edge: 0, t: 0.55, width_m: 1 });
    const offStreet = withWicket({ edge: 1, t: 0.5, width_m: 1 });
    expect(wicketMessages(overlapping)).toEqual([
      'The wicket overlaps the vehicle gate on side 1: move it beside the gate.',
    ]);
    expect(wicketMessages(offStreet)).toEqual([
      'The wicket must be on a street or driveway side, not on side 2 (neighbour).',
    ]);
    setLocale('ru');
    expect(wicketMessages(overlapping)).toEqual([
      'Калитка заходит на ворота на стороне 1: сдвиньте её в сторону от ворот.',
    ]);
    expect(wicketMessages(offStreet)).toEqual([
      'Калитка должна быть на стороне улицы или проезда, а не на стороне 2 (соседи).',
    ]);
  });

  it('keep the user on the neighbors step, once, in the catalogue’s words', () => {
    const draft = { ...emptyDraft(), plot: withWicket({ edge: 0, t: 0.55, width_m: 1 }) };
    expect(stepProblems('neighbors', draft)).toEqual([
      'The wicket overlaps the vehicle gate on side 1: move it beside the gate.',
    ]);
    expect(draftStepIssues('neighbors', draft)).toHaveLength(1);
  });
});
