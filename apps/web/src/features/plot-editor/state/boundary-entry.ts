import type { Point } from '@plotplan/domain';
import { asRectangle, boundaryFromSides, type SideAndAngle } from '../boundary/boundary-builders';

/** The three ways the preparation step takes a boundary. */
export type BoundaryMode = 'rectangle' | 'sides' | 'draw';

/**
 * How the user entered the boundary, remembered with the draft so the preparation step reopens in
 * the same mode (the API's plot has only the corners): the sides and angles when typed that way.
 */
export interface BoundaryEntry {
  readonly mode: BoundaryMode;
  readonly sides?: readonly SideAndAngle[];
}

const modes: readonly BoundaryMode[] = ['rectangle', 'sides', 'draw'];

const isSide = (value: unknown): value is SideAndAngle =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SideAndAngle).length === 'number' &&
  typeof (value as SideAndAngle).angle === 'number';

/** A stored value that is a boundary entry (storage may hold anything). */
export function isBoundaryEntry(value: unknown): value is BoundaryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { mode, sides } = value as { mode?: unknown; sides?: unknown };
  return (
    modes.includes(mode as BoundaryMode) &&
    (sides === undefined || (Array.isArray(sides) && sides.every(isSide)))
  );
}

const sameRing = (a: readonly Point[], b: readonly Point[]) =>
  a.length === b.length && a.every((p, i) => p[0] === b[i]?.[0] && p[1] === b[i]?.[1]);

/**
 * The mode to show for a boundary: the remembered one while it still describes the boundary (a
 * plot replaced elsewhere, e.g. by an import, is not the rectangle typed before), else a guess: the
 * rectangle this editor makes, or drawn corners.
 */
export function boundaryEntryFor(
  boundary: readonly Point[],
  stored: BoundaryEntry | undefined,
): BoundaryEntry {
  if (stored?.mode === 'draw') return stored;
  if (stored?.mode === 'sides' && stored.sides !== undefined) {
    if (sameRing(boundaryFromSides(stored.sides).boundary, boundary)) return stored;
  }
  if (stored?.mode === 'rectangle' && asRectangle(boundary) !== undefined) return stored;
  return { mode: boundary.length === 0 || asRectangle(boundary) !== undefined ? 'rectangle' : 'draw' };
}

const storageKey = (projectId: number) => `plotplan.boundary-entry.${projectId}`;

/** A project's boundary entry, kept in this browser (a guest's travels inside their draft). */
export const boundaryEntryStorage = {
  load(projectId: number, storage: Storage = window.localStorage): BoundaryEntry | undefined {
    try {
      const raw = storage.getItem(storageKey(projectId));
      const value: unknown = raw === null ? undefined : JSON.parse(raw);
      return isBoundaryEntry(value) ? value : undefined;
    } catch {
      return undefined;
    }
  },
  save(projectId: number, entry: BoundaryEntry, storage: Storage = window.localStorage) {
    try {
      storage.setItem(storageKey(projectId), JSON.stringify(entry));
    } catch {
      // A full or blocked storage only loses the remembered mode; the plot itself is saved.
    }
  },
};
