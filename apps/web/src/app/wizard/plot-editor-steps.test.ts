import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../features/plot-editor/state/editor-draft';
import { plotEditorSteps, stepLabel, stepProblems } from './plot-editor-steps';

describe('stepProblems on the object-selection step', () => {
  const withSelection = (counts: number[]) => ({
    ...emptyDraft(),
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

describe('stepLabel, the narrow stepper', () => {
  it('counts from one and names the step', () => {
    expect(stepLabel(0)).toBe('Step 1 of 7 · Preparation');
    expect(stepLabel(2)).toBe('Step 3 of 7 · Neighbors');
    expect(stepLabel(plotEditorSteps.length - 1)).toBe('Step 7 of 7 · Summary');
  });

  it('is empty off the steps (a path that is no step)', () => {
    expect(stepLabel(-1)).toBe('');
    expect(stepLabel(plotEditorSteps.length)).toBe('');
  });
});
