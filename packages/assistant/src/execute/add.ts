import { objectByCode, unitSystemOf, type PlacedObject } from '@plotplan/domain';
import type { AssistantCommand, Placement } from '../commands/index.js';
import { change, clampSize, newIds, newObject, reply } from './support.js';
import { lengthText, sizeRangeText, sizeText } from '../measures.js';
import type { AssistantContext, CommandOutcome, Refusal } from '../outcome.js';
import { addRanked, rankedAddApplies } from './add-ranked.js';
import { rankedOutcome } from './add-partial.js';
import { addIntoSun } from './sun-place.js';
import { sunSpotsApply } from '../place/sun-spots.js';
import { compassVector, plotCentre } from '../place/compass.js';
import type { FreeObject } from '../place/generator.js';
import { crownRoomText } from '../place/crown-room.js';
import { checkContextPlan } from '../place/guard.js';
import { placeObjects, replaceObjects } from '../place/objects.js';
import { refusalFor } from '../place/refusal.js';
import { placementTargets, type Aim } from '../place/targets.js';
import { sunPlacementNote } from './sun-note.js';
import {
  capitalise,
  catalogNoun,
  counted,
  parseProblemReply,
  placementPhrase,
  refusalText,
} from '../replies.js';

type AddCommand = Extract<AssistantCommand, { kind: 'add' }>;

/** More at once than a garden plan sensibly takes in one request. */
export const MAX_ADD = 20;

/** How many centres lie on the asked side of the plot's centre (a side placement only). */
function onSide(
  placement: Placement | undefined,
  objects: readonly PlacedObject[],
  ctx: AssistantContext,
): number {
  if (placement?.kind !== 'side') return objects.length;
  const [ux, uy] = compassVector(placement.side, ctx.plot.north_deg);
  const [cx, cy] = plotCentre(ctx.plot);
  return objects.filter((o) => (o.x - cx) * ux + (o.y - cy) * uy > 0).length;
}

/** The refusal when the objects find no room: the rule that blocks, and what the crowns rule out. */
function noRoom(
  context: AssistantContext,
  what: string,
  where: string,
  refusal: Refusal | undefined,
  templates?: readonly PlacedObject[],
): CommandOutcome {
  const crowns = templates === undefined ? '' : crownRoomText(context.plot, templates, context.catalog);
  const why = refusal === undefined ? '' : refusalText(refusal, unitSystemOf(context.plot));
  const text =
    `There is no room for ${what}${where} without breaking a rule, so I left the plan as it is. ` +
    (why === '' ? '' : `${why} `) +
    (crowns === '' ? '' : `${crowns} `) +
    'Try fewer, a smaller size, or another spot.';
  return refusal === undefined ? reply(text) : { kind: 'reply', text, refusal };
}

/**
 * Adds `count` objects of a catalog code, sized within the catalog's range, placed by the generator
 * around the plan's objects (all kept as they are) and pulled towards the placement.
 */
export function executeAdd(command: AddCommand, context: AssistantContext): CommandOutcome {
  const entry = objectByCode(command.landscape_object, context.catalog);
  if (entry === undefined) {
    const noun = command.landscape_object.replace(/_/g, ' ');
    return reply(parseProblemReply({ kind: 'unknown_object', noun }, context.catalog));
  }
  const noun = catalogNoun(entry.code, context.catalog);
  const count = Math.floor(command.count);
  if (!(count >= 1)) return reply(`How many ${noun}s should I add? Say a number from 1 to ${MAX_ADD}.`);
  if (count > MAX_ADD) return reply(`I can add at most ${MAX_ADD} objects at a time.`);
  const size = clampSize(entry, command.size?.width ?? entry.width, command.size?.depth ?? entry.depth);
  const [cx, cy] = plotCentre(context.plot);
  const ids = newIds(entry.code, count, context.plan);
  const templates = ids.map((id) => newObject(entry, id, cx, cy, size));
  let aims: readonly Aim[] = [];
  if (command.placement !== undefined) {
    const placement: Placement =
      command.placement.kind === 'shift'
        ? { kind: 'side', side: command.placement.direction }
        : command.placement;
    const found = placementTargets(placement, templates, context);
    if (!Array.isArray(found)) return reply(found.text);
    aims = found;
  }
  const units = unitSystemOf(context.plot);
  const where = command.placement === undefined ? '' : ` ${placementPhrase(command.placement, units)}`;
  const what = counted(count, noun);
  const clampNote = size.clamped
    ? [
        `The catalog's ${noun} is ${sizeRangeText(entry, units)}, so I made it ${sizeText(entry.shape, size.width, size.depth, units)}.`,
      ]
    : [];
  if (command.placement?.kind === 'sunniest' && sunSpotsApply(templates, context)) {
    const sun = addIntoSun(context, templates);
    if (sun.placed === undefined)
      return noRoom(context, what, where, sun.rule === undefined ? undefined : { rule: sun.rule });
    const summary = `Added ${what}${where}`;
    const text = [`${capitalise(summary)}${sun.where}, keeping to the rules.`, ...clampNote].join(' ');
    return change('add', sun.placed.plan, ids, text, summary);
  }
  if (rankedAddApplies(command.placement, entry.code, context)) {
    const ranked = addRanked(context, templates, command.placement);
    if (ranked.placed !== undefined)
      return rankedOutcome(ranked, ranked.placed, {
        noun,
        count,
        where,
        notes: clampNote,
        ...(ranked.fromSide_m === undefined ? {} : { fromSideText: lengthText(ranked.fromSide_m, units) }),
      });
    // Nothing fitted where asked: a side is refused (below, as before); a free tree tries the generator.
    if (command.placement !== undefined) {
      return noRoom(
        context,
        what,
        where,
        ranked.rule === undefined ? undefined : { rule: ranked.rule },
        templates,
      );
    }
  }
  const free: FreeObject[] = templates.map((object, i) => {
    const pull = aims[i]?.pull;
    return { object, keepRotation: false, ...(pull === undefined ? {} : { pull }) };
  });
  const before = checkContextPlan(context, context.plan);
  const result = placeObjects({
    context,
    before,
    fixed: context.plan.objects,
    free,
    compose: (placed) => replaceObjects(context.plan, [], placed),
  });
  if (result === undefined) {
    // The first object's: which rule blocks it where it was asked for, and the nearest spot that works.
    const first = free[0];
    const refusal = first === undefined ? undefined : refusalFor(context, context.plan.objects, first);
    return noRoom(context, what, where, refusal, templates);
  }
  const notes = [...clampNote];
  const inPlace = onSide(command.placement, result.placed, context);
  if (inPlace < count && command.placement?.kind === 'side') {
    notes.push(
      `Only ${inPlace} of them fit ${placementPhrase(command.placement, units)}; the rest are as close to it as the rules allow.`,
    );
  }
  const sun = sunPlacementNote(aims[0], context, result.plan, result.placed);
  if (sun.note !== '') notes.push(sun.note);
  const summary = `Added ${what}${where}`;
  const text = [`${capitalise(summary)}${sun.where}, keeping to the rules.`, ...notes].join(' ');
  return change('add', result.plan, ids, text, summary);
}
