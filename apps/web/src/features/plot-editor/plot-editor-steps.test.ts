import { describe, expect, it } from 'vitest';
import { emptyDraft } from './state/editor-draft';
import { stepProblems } from './plot-editor-steps';

describe('stepProblems on the object-selection step', () => {
  const withSelection = (counts: number[]) => ({
    ...emptyDraft,
    selection: counts.map((count, i) => ({ landscape_object: `object_${i}`, count })),
  });

  it('asks for at least one object', () => {
    expect(stepProblems('object-selection', withSelection([]))).toEqual([
      'Choose at least one object to place on the plot.',
    ]);
  });

  it('accepts 500 objects in all and refuses 501 with the count, as the server would', () => {
    expect(stepProblems('object-selection', withSelection([300, 200]))).toEqual([]);
    expect(stepProblems('object-selection', withSelection([300, 201]))).toEqual([
      'A plan can hold at most 500 objects; this selection has 501. Choose fewer.',
    ]);
  });
});
