import { boundingBox, type Point } from '@plotplan/domain';
import { describe, expect, it } from 'vitest';
import { snapMove } from './snapping';

const square = (x: number, y: number, size = 2): Point[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
];

describe('snapMove', () => {
  it('lays a box flush against a sloping boundary edge from inside, along the edge normal', () => {
    // A right triangle whose hypotenuse runs from (20, 0) to (0, 20): the line x + y = 20.
    const ring: Point[] = [
      [0, 0],
      [20, 0],
      [0, 20],
    ];
    const corners = square(8, 9.5); // top-right corner (10, 11.5) is 1.5 / sqrt 2 = 1.06 m past the line
    const snap = snapMove(boundingBox(corners), corners, [], ring, 1.5);
    expect(snap.dx).toBeCloseTo(-0.75);
    expect(snap.dy).toBeCloseTo(-0.75);
    expect(snap.guides).toEqual([
      [
        [20, 0],
        [0, 20],
      ],
    ]);
  });

  it('ignores an edge the box is not beside (the other arm of an L-shaped plot)', () => {
    const lShape: Point[] = [
      [0, 0],
      [30, 0],
      [30, 10],
      [10, 10],
      [10, 30],
      [0, 30],
    ];
    // In the lower arm, 0.3 m right of the line x = 10, which is a boundary only above y = 10 (the
    // upper arm's right side).
    const corners = square(10.3, 2);
    expect(snapMove(boundingBox(corners), corners, [], lShape, 0.5)).toEqual({ dx: 0, dy: 0, guides: [] });
    // In the upper arm, 0.3 m left of that edge, it snaps flush.
    const beside = square(7.7, 15);
    expect(snapMove(boundingBox(beside), beside, [], lShape, 0.5).dx).toBeCloseTo(0.3);
  });

  it('prefers the smaller of an edge snap and an alignment on the same axis, and snaps each axis on its own', () => {
    const ring = square(0, 0, 40);
    const corners = square(0.3, 5.2);
    const other = boundingBox(square(10, 5, 3));
    const snap = snapMove(boundingBox(corners), corners, [other], ring, 0.5);
    expect(snap.dx).toBeCloseTo(-0.3); // flush with the edge x = 0
    expect(snap.dy).toBeCloseTo(-0.2); // bottom in line with the other box's bottom
    expect(snap.guides).toHaveLength(2);
  });

  it('leaves a box alone when nothing is within the tolerance', () => {
    const corners = square(5, 5);
    expect(snapMove(boundingBox(corners), corners, [], square(0, 0, 40), 0.5)).toEqual({
      dx: 0,
      dy: 0,
      guides: [],
    });
  });
});
