import { describe, expect, it } from 'vitest';
import { objectById, placed, testEditor, testPlan } from './test-plan';

describe('PlanEditor: selecting', () => {
  it('selects the object under the pointer, and clears the selection on empty ground', () => {
    const { editor } = testEditor();
    expect(editor.pointerDown({ point: [15, 20] })).toBe(true);
    editor.pointerUp();
    expect(editor.getState().selectedIds).toEqual(['house']);
    expect(editor.pointerDown({ point: [10, 30] })).toBe(false);
    expect(editor.getState().selectedIds).toEqual([]);
  });

  it('adds and removes objects with Shift, and keeps the selection on Shift + empty ground', () => {
    const { editor } = testEditor();
    editor.pointerDown({ point: [15, 20] });
    editor.pointerUp();
    editor.pointerDown({ point: [5, 10], shiftKey: true });
    editor.pointerUp();
    expect(editor.getState().selectedIds).toEqual(['house', 'bed']);
    editor.pointerDown({ point: [10, 30], shiftKey: true });
    expect(editor.getState().selectedIds).toEqual(['house', 'bed']);
    editor.pointerDown({ point: [15, 20], shiftKey: true });
    editor.pointerUp();
    expect(editor.getState().selectedIds).toEqual(['bed']);
  });

  it('does not move on a click that stays within the slop, and commits nothing', () => {
    const { editor, commits } = testEditor();
    editor.pointerDown({ point: [15, 20] });
    editor.pointerMove({ point: [15.1, 20.1] });
    editor.pointerUp();
    expect(objectById(editor, 'house')).toMatchObject({ x: 15, y: 20 });
    expect(commits).toEqual([]);
    expect(editor.getState().canUndo).toBe(false);
  });
});

describe('PlanEditor: dragging', () => {
  it('moves the object with the pointer and commits one undoable step at pointer up', () => {
    const { editor, commits } = testEditor();
    editor.pointerDown({ point: [15, 20] });
    editor.pointerMove({ point: [16, 21] });
    editor.pointerMove({ point: [17.5, 22.25] });
    expect(editor.getState().dragging).toBe(true);
    expect(commits).toHaveLength(0);
    editor.pointerUp();
    expect(objectById(editor, 'house')).toMatchObject({ x: 17.5, y: 22.25 });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.summary).toBe('Moved Small house');
    expect(editor.getState().dragging).toBe(false);
    editor.undoChange();
    expect(objectById(editor, 'house')).toMatchObject({ x: 15, y: 20 });
    expect(commits.at(-1)?.summary).toBe('Undo');
    editor.redoChange();
    expect(objectById(editor, 'house')).toMatchObject({ x: 17.5, y: 22.25 });
  });

  it('checks the rules on every move: a house dragged 1 m from a neighbour boundary is listed at once', () => {
    const { editor } = testEditor();
    expect(editor.getState().violations).toEqual([]);
    editor.pointerDown({ point: [15, 20] });
    // House 6 m wide: centre at x = 4 puts its side 1 m from the left (neighbour) edge; 3 m are required.
    editor.pointerMove({ point: [4, 20], altKey: true });
    const during = editor.getState().violations.filter((v) => v.rule_id === 'house-neighbor-boundary');
    expect(during).toHaveLength(1);
    expect(during[0]).toMatchObject({ object_ids: ['house'], required_m: 3, actual_m: 1, shortfall_m: 2 });
    editor.pointerUp();
    editor.undoChange();
    expect(editor.getState().violations).toEqual([]);
  });

  it('moves every selected object together, and leaves locked ones where they are', () => {
    const { editor } = testEditor({
      objects: [...testPlan.objects.slice(0, 2), placed('well', 'well', 25, 32, { locked: true })],
    });
    editor.select(['house', 'bed', 'well']);
    editor.pointerDown({ point: [15, 20] });
    editor.pointerMove({ point: [16, 19], altKey: true });
    editor.pointerUp();
    expect(objectById(editor, 'house')).toMatchObject({ x: 16, y: 19 });
    expect(objectById(editor, 'bed')).toMatchObject({ x: 6, y: 9 });
    expect(objectById(editor, 'well')).toMatchObject({ x: 25, y: 32 });
  });

  it('snaps a side flush to a boundary edge within 8 px, and not with Alt held', () => {
    const { editor } = testEditor();
    editor.pointerDown({ point: [5, 10] });
    // The bed is 1.2 m wide: its left side at 0.5 m is within 0.8 m of the edge x = 0.
    editor.pointerMove({ point: [1.1, 10.37] });
    expect(objectById(editor, 'bed').x).toBe(0.6);
    expect(editor.getState().guides.length).toBeGreaterThan(0);
    editor.pointerMove({ point: [1.1, 10.37], altKey: true });
    expect(objectById(editor, 'bed').x).toBe(1.1);
    expect(editor.getState().guides).toEqual([]);
  });

  it('keeps the plan (and its check) while a snap holds the object in place', () => {
    const { editor } = testEditor();
    editor.pointerDown({ point: [5, 10] });
    editor.pointerMove({ point: [1.1, 10.37] });
    const held = editor.getState();
    editor.pointerMove({ point: [1.2, 10.37] });
    expect(objectById(editor, 'bed').x).toBe(0.6);
    expect(editor.getState().plan).toBe(held.plan);
    expect(editor.getState().violations).toBe(held.violations);
  });

  it('lines a dragged object up with another object', () => {
    const { editor } = testEditor();
    editor.pointerDown({ point: [5, 10] });
    // The house's bottom is at y = 17; the bed's bottom (y - 2) comes within snapping distance.
    editor.pointerMove({ point: [8, 19.4] });
    expect(objectById(editor, 'bed').y).toBe(19);
  });

  it('shows the distance to the nearest boundary edge and the nearest object while dragging', () => {
    const { editor } = testEditor();
    editor.pointerDown({ point: [15, 20] });
    editor.pointerMove({ point: [15, 21], altKey: true });
    const [boundary, object] = editor.getState().measurements;
    expect(boundary).toMatchObject({ to: 'boundary', distance_m: 12 });
    expect(object?.to).toBe('object');
    expect(object?.otherId).toBe('bed');
    editor.pointerUp();
    expect(editor.getState().measurements).toEqual([]);
  });

  it('puts everything back on cancel (Escape) and commits nothing', () => {
    const { editor, commits } = testEditor();
    editor.pointerDown({ point: [15, 20] });
    editor.pointerMove({ point: [20, 25] });
    editor.cancel();
    editor.pointerUp();
    expect(objectById(editor, 'house')).toMatchObject({ x: 15, y: 20 });
    expect(commits).toEqual([]);
  });
});

describe('PlanEditor: grips', () => {
  it('rotates with the grip above the object; Shift turns in 15° steps', () => {
    const { editor } = testEditor();
    editor.select(['house']);
    const grip = editor.handles().find((h) => h.kind === 'rotate');
    expect(grip?.at[0]).toBeCloseTo(15);
    expect(grip?.at[1]).toBeCloseTo(23 + 2.8);
    editor.pointerDown({ point: grip?.at ?? [0, 0] });
    // Pointer to the right of the centre: the top faces east, a quarter turn clockwise.
    editor.pointerMove({ point: [25, 20] });
    expect(objectById(editor, 'house').rotation_deg).toBe(270);
    editor.pointerMove({ point: [25, 24], shiftKey: true });
    expect(objectById(editor, 'house').rotation_deg).toBe(285);
    editor.pointerUp();
    editor.undoChange();
    expect(objectById(editor, 'house').rotation_deg).toBe(0);
  });

  it('resizes from a corner with the opposite corner fixed, within the catalog range', () => {
    const { editor, commits } = testEditor();
    editor.select(['house']);
    const corner = editor.handles().find((h) => h.kind === 'resize' && h.sx === 1 && h.sy === 1);
    expect(corner?.at).toEqual([18, 23]);
    editor.pointerDown({ point: [18, 23] });
    editor.pointerMove({ point: [19, 30] });
    editor.pointerUp();
    // Width 7 m; depth held to the catalog's maximum of 8 m; the (12, 17) corner stays.
    expect(objectById(editor, 'house')).toMatchObject({ width: 7, depth: 8, x: 15.5, y: 21 });
    expect(commits.at(-1)?.summary).toBe('Resized Small house');
    editor.undoChange();
    expect(objectById(editor, 'house')).toMatchObject({ width: 6, depth: 6, x: 15, y: 20 });
  });

  it('offers no grips for a locked object, and none to turn a circle', () => {
    const { editor } = testEditor();
    editor.select(['well']);
    expect(editor.handles().map((h) => h.kind)).toEqual(['resize']);
    editor.toggleLock();
    expect(editor.handles()).toEqual([]);
  });
});

describe('PlanEditor: edits', () => {
  it('nudges, turns, locks and deletes, each one undoable step', () => {
    const { editor, commits } = testEditor();
    editor.select(['bed']);
    editor.nudge(0.1, 0);
    editor.rotateBy(90);
    editor.toggleLock();
    editor.nudge(1, 0); // locked: nothing happens
    editor.toggleLock();
    editor.deleteSelected();
    expect(commits.map((c) => c.summary)).toEqual([
      'Moved Vegetable bed',
      'Rotated Vegetable bed',
      'Locked Vegetable bed',
      'Unlocked Vegetable bed',
      'Deleted Vegetable bed',
    ]);
    expect(editor.getState().plan.objects.map((o) => o.id)).toEqual(['house', 'well']);
    for (let i = 0; i < 5; i++) editor.undoChange();
    expect(objectById(editor, 'bed')).toMatchObject({ x: 5, y: 10, rotation_deg: 0, locked: false });
    expect(editor.getState().canUndo).toBe(false);
    for (let i = 0; i < 5; i++) editor.redoChange();
    expect(editor.getState().plan.objects.map((o) => o.id)).toEqual(['house', 'well']);
    expect(editor.getState().canRedo).toBe(false);
  });

  it('holds sizes typed in to the catalog range', () => {
    const { editor } = testEditor();
    editor.setGeometry('house', { width: 20, depth: 1 });
    expect(objectById(editor, 'house')).toMatchObject({ width: 8, depth: 6 });
  });

  it('adds an object from the catalog where it breaks no error rule, and selects it', () => {
    const { editor, commits } = testEditor();
    // The plot's centre (15, 20) is taken by the house.
    const id = editor.add('greenhouse_3x6');
    expect(id).toBe('greenhouse_3x6-1');
    expect(editor.getState().selectedIds).toEqual([id]);
    expect(editor.getState().violations.filter((v) => v.severity === 'error')).toEqual([]);
    expect(commits.at(-1)?.summary).toBe('Added Greenhouse 3 x 6 m');
    editor.undoChange();
    expect(editor.getState().plan.objects).toHaveLength(3);
    expect(editor.add('no_such_thing')).toBeUndefined();
  });

  it('starts afresh on a plan changed elsewhere: shown at once, undo history cleared', () => {
    const { editor } = testEditor();
    editor.select(['house']);
    editor.nudge(1, 0);
    editor.replacePlan({ objects: [placed('well', 'well', 10, 10)] });
    expect(editor.getState().plan.objects.map((o) => o.id)).toEqual(['well']);
    expect(editor.getState().selectedIds).toEqual([]);
    expect(editor.getState().canUndo).toBe(false);
  });
});

describe('PlanEditor: paths', () => {
  const paths = [
    {
      id: 'path-1',
      points: [
        [15, 0.05],
        [15, 16.99],
      ] as [number, number][],
      width_m: 1.2,
    },
  ];
  it('keeps the plan paths when objects move, are added, removed, and on undo', () => {
    const { editor, commits } = testEditor({ ...testPlan, paths });
    editor.pointerDown({ point: [5, 10] });
    editor.pointerMove({ point: [6, 10] });
    editor.pointerUp();
    expect(editor.getState().plan.paths).toEqual(paths);
    editor.add('garden_shed');
    editor.select(['bed']);
    editor.deleteSelected();
    expect(editor.getState().plan.paths).toEqual(paths);
    expect(commits.every((c) => c.plan.paths === paths)).toBe(true);
    editor.undoChange();
    expect(editor.getState().plan.paths).toEqual(paths);
  });

  it('lays the paths anew for where the objects stand, as one undoable step', () => {
    // A stray path along the west fence; the network runs from the middle of the street edge (15, 0)
    // (testPlot has no entrance) to the house's door side at y = 17.
    const stray = [
      {
        id: 'stray',
        points: [
          [1, 1],
          [1, 5],
        ] as [number, number][],
        width_m: 0.6,
      },
    ];
    const { editor, commits } = testEditor({ ...testPlan, paths: stray });
    const missed = editor.layPaths();
    const laid = editor.getState().plan.paths ?? [];
    expect(laid.length).toBeGreaterThan(0);
    expect(laid.some((p) => p.id === 'stray')).toBe(false);
    expect(laid[0]?.width_m).toBe(1.2);
    expect(laid[0]?.points.at(-1)?.[1]).toBeCloseTo(17, 1);
    expect(laid[0]?.points[0]?.[1]).toBeLessThan(0.5);
    expect(missed).toEqual([]);
    expect(editor.getState().violations.filter((v) => v.severity === 'error')).toEqual([]);
    expect(commits.at(-1)?.summary).toBe('Laid paths');
    editor.undoChange();
    expect(editor.getState().plan.paths).toEqual(stray);
  });
});
