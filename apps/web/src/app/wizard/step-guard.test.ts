import { afterEach, describe, expect, it } from 'vitest';
import { emptyDraft, type EditorDraft } from '../../features/plot-editor/state/editor-draft';
import { firstInvalidStep, stepIssues, stopBefore } from './step-guard';

const named = (name: string): EditorDraft => ({ ...emptyDraft(), name });
const complete: EditorDraft = {
  ...emptyDraft(),
  selection: [{ landscape_object: 'house_medium', count: 1 }],
};
/** The entrance on side 1 (index 0), wider than that 20 m side. */
const wideEntrance: EditorDraft = {
  ...complete,
  plot: { ...complete.plot, entrance: { edge: 0, t: 0.5, width_m: 25 } },
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first invalid step', () => {
  it('is none for a complete draft', () => {
    expect(firstInvalidStep(complete)).toBeUndefined();
  });

  it('names the step and what to fix there, sides counted from 1', () => {
    expect(firstInvalidStep(named(' '))).toEqual({
      index: 0,
      path: 'preparation',
      problems: ['Give the project a name.'],
    });
    expect(firstInvalidStep(wideEntrance)).toEqual({
      index: 2,
      path: 'neighbors',
      problems: ['The entrance is 25 m wide but side 1 is only 20 m long.'],
    });
    expect(firstInvalidStep(emptyDraft())?.path).toBe('object-selection');
  });

  it('looks only at the steps before the one asked for', () => {
    expect(firstInvalidStep(wideEntrance, 2)).toBeUndefined();
  });
});

describe('a jump by step link', () => {
  it('stops at the first invalid step on the way, not going back', () => {
    expect(stopBefore(wideEntrance, 0, 5)?.path).toBe('neighbors');
    expect(stopBefore(wideEntrance, 0, 2)).toBeUndefined();
    expect(stopBefore(wideEntrance, 4, 1)).toBeUndefined();
  });

  it("stops on the shown step for an error in one of its fields, named by the field's label", () => {
    document.body.innerHTML = `
      <main class="step">
        <label for="side">Side 1<span> (m)</span></label>
        <input id="side" aria-invalid="true" aria-describedby="side-error" />
        <p id="side-error">Enter a value from 0.1 to 2000.</p>
      </main>`;
    const root = document.querySelector('main') ?? document;
    expect(stepIssues('preparation', complete, root)).toEqual(['Side 1: Enter a value from 0.1 to 2000.']);
    expect(stopBefore(complete, 0, 3, root)).toEqual({
      index: 0,
      path: 'preparation',
      problems: ['Side 1: Enter a value from 0.1 to 2000.'],
    });
  });
});
