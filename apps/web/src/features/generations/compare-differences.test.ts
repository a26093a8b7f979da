import { describe, expect, it } from 'vitest';
import { compareDifferences } from './compare-differences';
import { generation } from './test-fixtures';

const error = {
  rule_id: 'x',
  severity: 'error' as const,
  message: 'Too close',
  object_ids: [],
  required_m: 3,
  actual_m: 1,
  shortfall_m: 2,
  at: { x: 0, y: 0 },
};

describe('compareDifferences', () => {
  const a = generation({ id: 1, score: 0.8, score_breakdown: { sun: 0.9, entrance: 0.4 }, violations: [] });
  const base = a.plan?.objects ?? [];
  const movedHouse = base.map((o) => (o.id === 'house-1' ? { ...o, x: o.x + 5 } : o));
  const b = generation({
    id: 2,
    score: 0.7,
    score_breakdown: { sun: 0.5, entrance: 0.4 },
    violations: [error],
    plan: { objects: movedHouse },
  });

  it('marks the best score, the fewest problems and the best of each goal, not a goal all tie on', () => {
    const found = compareDifferences([a, b]);
    expect(found.get(1)).toMatchObject({ bestScore: true, fewestProblems: true });
    expect(found.get(2)).toMatchObject({ bestScore: false, fewestProblems: false });
    expect([...(found.get(1)?.bestGoals ?? [])]).toEqual(['sun']);
    expect([...(found.get(2)?.bestGoals ?? [])]).toEqual([]);
  });

  it('marks ties of the best among more variants', () => {
    const c = generation({ id: 4, score: 0.8, score_breakdown: { sun: 0.9, entrance: 0.2 }, violations: [] });
    const found = compareDifferences([a, b, c]);
    expect(found.get(1)?.bestScore).toBe(true);
    expect(found.get(4)?.bestScore).toBe(true);
    expect([...(found.get(4)?.bestGoals ?? [])]).toEqual(['sun']);
    expect([...(found.get(1)?.bestGoals ?? [])].sort()).toEqual(['entrance', 'sun']);
  });

  it('finds the objects placed differently: the moved house, not the tree in the same place', () => {
    const found = compareDifferences([a, b]);
    expect([...(found.get(1)?.movedIds ?? [])]).toEqual(['house-1']);
    expect([...(found.get(2)?.movedIds ?? [])]).toEqual(['house-1']);
    expect(found.get(2)?.objectCount).toBe(2);
  });

  it('never stars a variant that leaves an object out or a building unreached (issue 25)', () => {
    // The incomplete ones have the higher score and no error: still no star, and the complete one,
    // with an error, is the one marked.
    const unreached = generation({
      id: 5,
      score: 0.95,
      score_breakdown: { sun: 1, entrance: 1 },
      violations: [],
      unreachable: ['well-1'],
    });
    const notPlaced = generation({
      id: 6,
      score: 0.9,
      score_breakdown: { sun: 1, entrance: 1 },
      violations: [],
      not_placed: [
        { id: 'toilet-1', landscape_object: 'outdoor_toilet', reason: 'No spot keeps 8 m from the well.' },
      ],
    });
    const found = compareDifferences([unreached, notPlaced, b]);
    for (const id of [5, 6]) {
      expect(found.get(id)).toMatchObject({ bestScore: false, fewestProblems: false });
      expect(found.get(id)?.bestGoals.size).toBe(0);
    }
    expect(found.get(2)).toMatchObject({ bestScore: true, fewestProblems: true });
    expect([...(found.get(2)?.bestGoals ?? [])].sort()).toEqual(['entrance', 'sun']);
  });

  it('marks nothing as best for a single variant', () => {
    const found = compareDifferences([a]);
    expect(found.get(1)).toMatchObject({ bestScore: false, fewestProblems: false, objectCount: 2 });
    expect(found.get(1)?.bestGoals.size).toBe(0);
  });
});
