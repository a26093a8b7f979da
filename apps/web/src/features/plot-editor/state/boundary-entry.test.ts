import { describe, expect, it } from 'vitest';
import { boundaryFromSides, rectangleBoundary } from '../boundary/boundary-builders';
import { boundaryEntryFor, boundaryEntryStorage, type BoundaryEntry } from './boundary-entry';
import { emptyDraft, guestDraftStorage } from './editor-draft';

const lShape = [
  [0, 0],
  [30, 0],
  [30, 10],
  [15, 10],
  [15, 25],
  [0, 25],
] as [number, number][];
const sides = [
  { length: 20, angle: 60 },
  { length: 20, angle: 60 },
];

describe('how the boundary was entered', () => {
  it('keeps the remembered mode while it still describes the boundary', () => {
    const drawnSquare: BoundaryEntry = { mode: 'draw' };
    expect(boundaryEntryFor(rectangleBoundary(20, 30), drawnSquare)).toBe(drawnSquare);
    const typed: BoundaryEntry = { mode: 'sides', sides };
    expect(boundaryEntryFor(boundaryFromSides(sides).boundary, typed)).toBe(typed);
  });

  it('guesses when nothing is remembered or the plot changed elsewhere', () => {
    expect(boundaryEntryFor(rectangleBoundary(20, 30), undefined)).toEqual({ mode: 'rectangle' });
    expect(boundaryEntryFor(lShape, undefined)).toEqual({ mode: 'draw' });
    expect(boundaryEntryFor(lShape, { mode: 'sides', sides })).toEqual({ mode: 'draw' });
    expect(boundaryEntryFor(lShape, { mode: 'rectangle' })).toEqual({ mode: 'draw' });
  });

  it("survives a reload: per project in this browser, and inside a guest's draft", () => {
    const storage = window.localStorage;
    boundaryEntryStorage.save(7, { mode: 'sides', sides }, storage);
    expect(boundaryEntryStorage.load(7, storage)).toEqual({ mode: 'sides', sides });
    expect(boundaryEntryStorage.load(8, storage)).toBeUndefined();
    storage.setItem('plotplan.boundary-entry.9', '{"mode":"freehand"}');
    expect(boundaryEntryStorage.load(9, storage)).toBeUndefined();

    guestDraftStorage.save({ ...emptyDraft(), boundaryEntry: { mode: 'draw' } }, storage);
    expect(guestDraftStorage.load(storage)?.boundaryEntry).toEqual({ mode: 'draw' });
    guestDraftStorage.clear(storage);
  });
});
