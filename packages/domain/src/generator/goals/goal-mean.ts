import type { Body } from '../core/body.js';

/** Mean of `score` over the placed bodies of `which` (item indices); 1 when none is placed. */
export function meanOverPlaced(
  which: readonly number[],
  bodies: readonly (Body | undefined)[],
  score: (b: Body, i: number) => number,
): number {
  let sum = 0;
  let count = 0;
  for (const i of which) {
    const b = bodies[i];
    if (b === undefined) continue;
    sum += score(b, i);
    count++;
  }
  return count === 0 ? 1 : sum / count;
}
