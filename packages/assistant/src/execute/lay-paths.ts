import {
  MAIN_PATH_WIDTH,
  BRANCH_PATH_WIDTH,
  unitSystemOf,
  withPathNetwork,
  type Plan,
} from '@plotplan/domain';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { groupNames } from '../replies.js';
import { change, reply } from './support.js';
import { givenLengthText, wholeLengthText } from '../measures.js';

function pathLength(plan: Plan): number {
  let total = 0;
  for (const path of plan.paths ?? []) {
    for (let k = 1; k < path.points.length; k++) {
      const [a, b] = [path.points[k - 1], path.points[k]];
      if (a !== undefined && b !== undefined) total += Math.hypot(b[0] - a[0], b[1] - a[1]);
    }
  }
  return total;
}

/**
 * Lays the plan's paths anew with the generator's path network (the plan's own paths are replaced):
 * a main path from the gate to the house's door side and garden paths on to every building and the
 * beds, routed around objects; a branch that would break an error rule is left out and named.
 */
export function executeLayPaths(context: AssistantContext): CommandOutcome {
  const { plan, unreachable } = withPathNetwork(context.plot, context.plan, context.pack, context.catalog);
  const missed = context.plan.objects.filter((o) => unreachable.includes(o.id));
  const missedText =
    missed.length === 0
      ? ''
      : ` I could not reach ${groupNames(missed, context.catalog)}: objects or the rules block every way there.`;
  if ((plan.paths ?? []).length === 0) {
    return reply(
      `There is no way to lay a path from the gate without crossing objects, so the plan stays as it is.${missedText}`,
    );
  }
  const result: Plan = { ...context.plan, paths: plan.paths ?? [] };
  const units = unitSystemOf(context.plot);
  const length = wholeLengthText(pathLength(result), units);
  const summary = `Laid ${length} of paths from the gate to the house and on`;
  const text =
    `Laid paths: a ${givenLengthText(MAIN_PATH_WIDTH, units)} main path from the gate to the house's door and ` +
    `${givenLengthText(BRANCH_PATH_WIDTH, units)} garden paths on to the other buildings and the beds, ${length} in all, keeping to the rules.` +
    missedText;
  return change('lay_paths', result, [], text, summary);
}
