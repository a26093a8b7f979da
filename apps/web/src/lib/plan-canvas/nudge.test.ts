import { describe, expect, it } from 'vitest';
import { moveArea, nudgeOffset } from './nudge';

describe('keyboard nudging', () => {
  it('moves 0.1 m per arrow key, 1 m with Shift, up meaning +y in the plan', () => {
    expect(nudgeOffset('ArrowUp', false)).toEqual([0, 0.1]);
    expect(nudgeOffset('ArrowLeft', true)).toEqual([-1, 0]);
    expect(nudgeOffset('Enter', false)).toBeUndefined();
  });

  it('moves circles and polygons without drifting', () => {
    let tree = {
      id: 't',
      kind: 'existing_tree' as const,
      label: 'Oak',
      shape: { type: 'circle' as const, center: [5, 5] as const, radius: 3 },
    };
    for (let i = 0; i < 10; i++) tree = moveArea(tree, [0.1, 0]) as typeof tree;
    expect(tree.shape.center).toEqual([6, 5]);
    const zone = {
      id: 'z',
      kind: 'other' as const,
      label: 'Zone',
      shape: {
        type: 'polygon' as const,
        points: [
          [0, 0],
          [1, 0],
          [1, 1],
        ] as [number, number][],
      },
    };
    expect(moveArea(zone, [0, -1]).shape).toEqual({
      type: 'polygon',
      points: [
        [0, -1],
        [1, -1],
        [1, 0],
      ],
    });
  });
});
