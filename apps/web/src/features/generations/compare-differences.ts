import type { Generation, SoftGoalName } from '@plotplan/contract';
import { violationCounts } from './generations-api';
import { scoreToBars } from './score-bars';

/** Two objects of one kind whose centres lie closer than this (m) stand in the same place. */
export const SAME_PLACE_M = 1;

/** What stands out about one variant among those compared. */
export interface VariantDifferences {
  /**
   * The highest total score of those compared (ties all marked; nothing when all are equal). Only a
   * complete variant (see `complete`) is ever marked best, in this and the marks below.
   */
  readonly bestScore: boolean;
  /** The fewest errors, and among those the fewest warnings. */
  readonly fewestProblems: boolean;
  /** Goals where this variant scores highest (whole percent; ties all marked, not when all tie). */
  readonly bestGoals: ReadonlySet<SoftGoalName>;
  /** Objects with no counterpart of their kind at the same place in every other variant. */
  readonly movedIds: ReadonlySet<string>;
  readonly objectCount: number;
}

type PlanObjects = NonNullable<Generation['plan']>['objects'];

const samePlace = (a: PlanObjects[number], b: PlanObjects[number]) =>
  a.landscape_object === b.landscape_object && Math.hypot(a.x - b.x, a.y - b.y) < SAME_PLACE_M;

/** Ids of `objects` that some other plan has nowhere near (same kind within SAME_PLACE_M). */
function placedDifferently(objects: PlanObjects, others: readonly PlanObjects[]): Set<string> {
  return new Set(
    objects
      .filter((object) => others.some((other) => !other.some((candidate) => samePlace(object, candidate))))
      .map((object) => object.id),
  );
}

/**
 * Everything placed and every building, well, greenhouse, compost and the bed block reached by path
 * (issue 25): a variant short of that is never starred, whatever its score or error count.
 */
export const complete = (g: Generation): boolean => g.not_placed.length === 0 && g.unreachable.length === 0;

const problemRank = (g: Generation) => {
  const counts = violationCounts(g.violations);
  return counts.errors * 10_000 + counts.warnings;
};

/** Per compared variant (by id): its best marks and the objects it places differently. */
export function compareDifferences(generations: readonly Generation[]): Map<number, VariantDifferences> {
  // An incomplete variant counts as the worst on every mark: it is never best, and a complete one
  // beside it stands out.
  const scores = generations.map((g) => (complete(g) ? (g.score ?? -1) : -Infinity));
  const topScore = Math.max(...scores);
  const scoresDiffer = Math.min(...scores) < topScore;
  const ranks = generations.map((g) => (complete(g) ? problemRank(g) : Infinity));
  const fewest = Math.min(...ranks);
  const problemsDiffer = Math.max(...ranks) > fewest;
  const bars = generations.map(
    (g) => new Map(scoreToBars(g.score_breakdown).map((b) => [b.goal, complete(g) ? b.percent : -Infinity])),
  );
  // A goal where every variant scores alike is no difference: nothing to mark there.
  const topOf = (goal: SoftGoalName) => {
    const values = bars.map((b) => b.get(goal) ?? -1);
    const top = Math.max(...values);
    return Math.min(...values) < top && top > -Infinity ? top : Infinity;
  };
  const plans = generations.map((g) => g.plan?.objects ?? []);
  return new Map(
    generations.map((g, index) => {
      const own = bars[index] ?? new Map<SoftGoalName, number>();
      const bestGoals = new Set(
        [...own].filter(([goal, percent]) => percent === topOf(goal)).map(([goal]) => goal),
      );
      const objects = plans[index] ?? [];
      const differences: VariantDifferences = {
        bestScore: scoresDiffer && complete(g) && g.score !== null && g.score === topScore,
        fewestProblems: problemsDiffer && complete(g) && problemRank(g) === fewest,
        bestGoals,
        movedIds: placedDifferently(
          objects,
          plans.filter((_, other) => other !== index),
        ),
        objectCount: objects.length,
      };
      return [g.id, differences];
    }),
  );
}
