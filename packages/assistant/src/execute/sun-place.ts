// "Put the beds where there is most sun", "move the greenhouse into full sun", "add 3 beds in full
// sun" (issue 25): the sunniest spot that keeps every rule (place/sun-spots.ts). A move is refused
// only when no allowed spot gets more sun than today's, and the reply names the rule that keeps the
// sunnier spots out.
import { unitSystemOf, type PlacedObject, type Violation } from '@plotplan/domain';
import type { AssistantContext, CommandOutcome, Refusal } from '../outcome.js';
import { checkContextPlan } from '../place/guard.js';
import { replaceObjects, settlePlaced, type Placed } from '../place/objects.js';
import { sunSpots, type SunSpots } from '../place/sun-spots.js';
import type { Aim } from '../place/targets.js';
import { capitalise } from '../replies.js';
import { lengthText } from '../measures.js';
import { sunPlacementNote } from './sun-note.js';
import { change, farthestMove, reply } from './support.js';

const WHERE = 'to the sunniest spot';

/** The rule of an error, by its pack's title. */
function ruleOf(context: AssistantContext, v: Violation | undefined): Refusal['rule'] {
  const rule = v === undefined ? undefined : context.pack.rules.find((r) => r.id === v.rule_id);
  return rule === undefined ? undefined : { id: rule.id, title: rule.title };
}

/** The aim the sun note reads: the sunniest candidate's hours decide whether a rule kept it out. */
function aimOf(spots: SunSpots<Placed>, objects: readonly PlacedObject[]): Aim {
  const n = Math.max(1, objects.length);
  const centre = [
    objects.reduce((s, o) => s + o.x, 0) / n,
    objects.reduce((s, o) => s + o.y, 0) / n,
  ] as const;
  const none = (): number => 0;
  return {
    kind: 'target',
    pull: none,
    refs: [],
    sun: { map: spots.map, centre: [centre[0], centre[1]], hours: spots.bestHours, pull: none },
  };
}

/**
 * The sunniest spots for `objects` among the `fixed` ones (place/sun-spots.ts), each settled by the
 * checker; `compose` puts the objects into the plan. With the rule that keeps sunnier spots out.
 */
function sunniestSpots(
  context: AssistantContext,
  request: {
    readonly fixed: readonly PlacedObject[];
    readonly objects: readonly PlacedObject[];
    readonly keepRotation: boolean;
    readonly moving: boolean;
    readonly compose: (placed: readonly PlacedObject[]) => ReturnType<typeof replaceObjects>;
  },
): { readonly spots: SunSpots<Placed>; readonly rule: Refusal['rule'] } {
  const before = checkContextPlan(context, context.plan);
  const { fixed, objects, keepRotation, moving, compose } = request;
  // A move keeps each object's turn while it is settled; a new object may turn.
  const free = objects.map((object) => ({ object, keepRotation: moving }));
  const settle = { context, before, fixed, free, compose };
  const spots = sunSpots(context, before, fixed, objects, {
    keepRotation,
    moving,
    settle: (layout) => settlePlaced(settle, layout),
  });
  return { spots, rule: ruleOf(context, spots.blocking) };
}

/** Moves the objects (one, or beds as a block) to the sunniest spot that keeps the rules. */
export function moveIntoSun(
  context: AssistantContext,
  targets: readonly PlacedObject[],
  names: string,
): CommandOutcome {
  const moving = new Set(targets.map((o) => o.id));
  const { spots, rule } = sunniestSpots(context, {
    fixed: context.plan.objects.filter((o) => !moving.has(o.id)),
    objects: targets,
    keepRotation: targets.length === 1,
    moving: true,
    compose: (p) => replaceObjects(context.plan, p),
  });
  const aim = aimOf(spots, targets);
  const one = targets.length === 1;
  if (spots.found === undefined || farthestMove(spots.found.placed, targets) < 0.05) {
    const sun = sunPlacementNote(aim, context, context.plan, targets, rule?.title);
    const why =
      rule === undefined
        ? 'No spot of the plot gets more sun.'
        : `The sunnier spots would break "${rule.title}".`;
    const text = `${capitalise(names)} already ${one ? 'sits' : 'sit'} as close to that (${WHERE}) as the rules allow${sun.where}, so nothing changed. ${why}`;
    return rule === undefined ? reply(text) : { kind: 'reply', text, refusal: { rule } };
  }
  const { plan, placed } = spots.found;
  const sun = sunPlacementNote(aim, context, plan, placed, rule?.title);
  const summary = `Moved ${names} ${WHERE}`;
  const moved = one
    ? ` It moved ${lengthText(farthestMove(placed, targets), unitSystemOf(context.plot))}.`
    : '';
  const text = `${summary}${sun.where}, keeping to the rules.${moved}`;
  return change(
    'move',
    plan,
    placed.map((o) => o.id),
    capitalise(text),
    capitalise(summary),
  );
}

/** New objects (one, or beds as a block) at the sunniest spot that keeps the rules; undefined for none. */
export function addIntoSun(
  context: AssistantContext,
  templates: readonly PlacedObject[],
): { readonly placed?: Placed; readonly where: string; readonly rule?: Refusal['rule'] } {
  const { spots, rule } = sunniestSpots(context, {
    fixed: context.plan.objects,
    objects: templates,
    keepRotation: false,
    moving: false,
    compose: (p) => replaceObjects(context.plan, [], p),
  });
  const ruled = rule === undefined ? {} : { rule };
  if (spots.found === undefined) return { where: '', ...ruled };
  const { plan, placed } = spots.found;
  const sun = sunPlacementNote(aimOf(spots, templates), context, plan, placed, rule?.title);
  return { placed: spots.found, where: sun.where, ...ruled };
}
