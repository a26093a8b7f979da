// Placing by ranked candidates, as a designer does: the spots in order of how well they serve the
// request (most sun, along the asked side, no shade on the beds), the first one that keeps every rule
// wins. The checker decides, so "the nearest spot that works" is used instead of refused.
import type { PlacedObject, Violation } from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { checkContextPlan, newErrors } from './guard.js';
import { crownFits } from './tree-crown.js';

/** Candidate layouts held against the checker at most (a check is about a millisecond). */
export const MAX_RANKED_TRIES = 600;

/** Layouts that keep the rules without the paths tried with them at most (paths laid anew are slow). */
const MAX_SETTLES = 12;

export interface RankedFound<T> {
  /** The first layout that keeps the rules (settled), or undefined. */
  readonly found?: T;
  /** Its rank (0 best) when found. */
  readonly rank?: number;
  /** The first error rule the best-ranked layouts broke (what keeps the better spots out). */
  readonly blocking?: Violation;
}

/**
 * The first of `layouts` (best first) whose objects, added to `fixed`, bring no error the plan did
 * not have (`before`) and keep every tree's crown over the plot; `settle` then makes it the whole
 * plan with paths (the old ones kept, or laid anew where they are in the way and still reach all they
 * did), undefined when it cannot, and the search goes on. Tries at most `maxTries` layouts.
 * `blocking`: the first error of the layouts ranked before the one found (the paths' too).
 */
export function firstKeeping<T>(
  context: AssistantContext,
  before: readonly Violation[],
  fixed: readonly PlacedObject[],
  layouts: Iterable<readonly PlacedObject[]>,
  settle: (layout: readonly PlacedObject[]) => T | undefined,
  maxTries: number = MAX_RANKED_TRIES,
  /** Hold the layouts against the plan's paths too (they stay as they are). */
  withPaths = false,
): RankedFound<T> {
  let blocking: Violation | undefined;
  let tries = 0;
  let rank = 0;
  let settles = 0;
  for (const layout of layouts) {
    if (tries >= maxTries || settles >= MAX_SETTLES) break;
    rank++;
    if (!layout.every((o) => crownFits(context.plot, o, context.catalog))) continue;
    tries++;
    const objects = [...fixed, ...layout];
    const fresh = newErrors(
      before,
      checkContextPlan(context, withPaths ? { ...context.plan, objects } : { objects }),
    );
    if (fresh.length > 0) {
      blocking ??= fresh[0];
      continue;
    }
    settles++;
    const found = settle(layout);
    if (found !== undefined) {
      return { found, rank: rank - 1, ...(blocking === undefined ? {} : { blocking }) };
    }
    // In the way of the paths, and paths laid anew would not reach all the old ones did.
    blocking ??= newErrors(before, checkContextPlan(context, { ...context.plan, objects }))[0];
  }
  return blocking === undefined ? {} : { blocking };
}
