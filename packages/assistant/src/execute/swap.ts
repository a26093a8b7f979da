import { unitSystemOf, type PlacedObject } from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { change, farthestMove, reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { settleObjects } from '../place/objects.js';
import { capitalise, objectName } from '../replies.js';
import { lengthText } from '../measures.js';
import { resolveRef } from '../place/resolve-refs.js';

type SwapCommand = Extract<AssistantCommand, { kind: 'swap' }>;

/**
 * Exchanges the centres of two objects (each keeps its size and turn); when that breaks a rule, just
 * those two move, as little as the rules allow from the exchanged spots.
 */
export function executeSwap(command: SwapCommand, context: AssistantContext): CommandOutcome {
  const first = resolveRef({ ...command.a, quantity: 1 }, context.plan);
  if (first.kind === 'none') return reply(first.text);
  const a = first.objects[0] as PlacedObject;
  const without = { objects: context.plan.objects.filter((o) => o.id !== a.id) };
  const second = resolveRef({ ...command.b, quantity: 1 }, without);
  if (second.kind === 'none') {
    return reply(
      resolveRef(command.b, context.plan).kind === 'found'
        ? `There is only one ${command.b.noun} on the plan: nothing to swap it with.`
        : second.text,
    );
  }
  const b = second.objects[0] as PlacedObject;
  const [nameA, nameB] = [objectName(a, context.catalog), objectName(b, context.catalog)];
  if (Math.hypot(a.x - b.x, a.y - b.y) < 0.005)
    return reply(`${capitalise(nameA)} and ${nameB} share a centre already.`);
  const swapped = [
    { ...a, x: b.x, y: b.y },
    { ...b, x: a.x, y: a.y },
  ];
  const result = settleObjects(context, swapped);
  if (result === undefined) {
    return reply(
      `Swapping ${nameA} and ${nameB} would break a rule however I fit them, so I left the plan as it is.`,
    );
  }
  const worst = farthestMove(result.placed, swapped);
  const note =
    worst < 0.005
      ? ''
      : ` To keep to the rules they sit up to ${lengthText(worst, unitSystemOf(context.plot))} from each other's old spots.`;
  const summary = `Swapped ${nameA} and ${nameB}`;
  return change('swap', result.plan, [a.id, b.id], `${capitalise(summary)}.${note}`, capitalise(summary));
}
