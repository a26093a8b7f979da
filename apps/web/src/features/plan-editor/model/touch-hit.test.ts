import { describe, expect, it } from 'vitest';
import { underFinger } from './editor-state';
import { placed, testEditor, testPlan } from './test-plan';

// At 10 px per metre a fingertip's half (22 px) is 2.2 m; the 1.2 m bed is 12 px wide, the house 60 px.
const objects = [...testPlan.objects, placed('compost_bin', 'compost', 7, 10)];

describe('touch hit areas', () => {
  it('takes a small object from a fingertip beside it, but a large one only under the finger', () => {
    // 2 m west of the bed's west edge (4.4): a mouse misses, a finger takes it.
    expect(underFinger(objects, [], [2.5, 10], 10)).toEqual(['bed']);
    const { editor } = testEditor({ objects });
    expect(editor.pointerDown({ point: [2.5, 10] })).toBe(false);
    expect(editor.pointerDown({ point: [2.5, 10], touch: true })).toBe(true);
    expect(editor.getState().selectedIds).toEqual(['bed']);
    // 1 m off the house's side is off the house, finger or not.
    expect(underFinger(objects, [], [11, 20], 10)).toEqual([]);
  });

  it('lists every small object under the finger, topmost first, unless one is selected', () => {
    expect(underFinger(objects, [], [6, 10], 10)).toEqual(['compost', 'bed']);
    expect(underFinger(objects, ['bed'], [6, 10], 10)).toEqual(['bed']);
    // Zoomed in to 50 px per metre the bed is 60 px wide: exact hits only, and the gap is empty.
    expect(underFinger(objects, [], [6.05, 10], 50)).toEqual([]);
  });
});
