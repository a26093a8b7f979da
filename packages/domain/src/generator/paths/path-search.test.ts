import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathGrid } from './path-grid.js';
import { TreeSearch } from './path-search.js';

// propagateUntil (the skeleton's branches): it stops at the nearest of its targets, with the same
// distance a full propagation gives, and a later propagation carries on to the same field.
const ring: [number, number][] = [
  [0, 0],
  [20, 0],
  [20, 30],
  [0, 30],
];
const grid = new PathGrid(ring, [{ kind: 'rect', cx: 10, cy: 15, width: 8, depth: 8, rotation_deg: 0 }], []);

describe('TreeSearch.propagateUntil', () => {
  it('settles the nearest target with its full-search distance (property)', () => {
    const cells = grid.nx * grid.ny;
    fc.assert(
      fc.property(
        fc.nat(cells - 1),
        fc.uniqueArray(fc.nat(cells - 1), { minLength: 1, maxLength: 6 }),
        (source, targets) => {
          const full = new TreeSearch(grid, 0.8);
          if (!full.isFree(source)) return;
          full.addSources([source]);
          full.propagate();
          const early = new TreeSearch(grid, 0.8);
          early.addSources([source]);
          const found = early.propagateUntil(new Set(targets));
          const reachable = targets.filter((t) => Number.isFinite(full.dist[t] as number));
          if (reachable.length === 0) {
            expect(found).toBe(-1);
            return;
          }
          const nearest = Math.min(...reachable.map((t) => full.dist[t] as number));
          expect(targets).toContain(found);
          expect(early.dist[found]).toBeCloseTo(nearest, 9);
          // Carrying on gives the full field.
          early.propagate();
          for (const t of targets) expect(early.dist[t]).toBe(full.dist[t]);
        },
      ),
      { numRuns: 50 },
    );
  });
});
