import { unitSystemOf, type PlacedObject } from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { change, farthestMove, reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import type { FreeObject } from '../place/generator.js';
import { crownRoomText } from '../place/crown-room.js';
import { placeAnew } from '../place/objects.js';
import { refusalFor } from '../place/refusal.js';
import { placementTargets } from '../place/targets.js';
import { sunPlacementNote } from './sun-note.js';
import { moveIntoSun } from './sun-place.js';
import { sunSpotsApply } from '../place/sun-spots.js';
import { capitalise, groupNames, objectName, placementPhrase, refusalText } from '../replies.js';
import { lengthText } from '../measures.js';
import { resolveRef } from '../place/resolve-refs.js';

type MoveCommand = Extract<AssistantCommand, { kind: 'move' }>;

/** Moves shorter than this are no move at all (the object already sits as asked). */
const STILL_M = 0.05;

const centreGap = (a: PlacedObject, b: PlacedObject): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Nearest centre distance from `o` to any of `refs`. */
const nearest = (o: PlacedObject, refs: readonly PlacedObject[]): number =>
  Math.min(...refs.map((r) => centreGap(o, r)));

/**
 * Moves the target objects (everything else kept as it is) towards the placement; each keeps its
 * size and turn. A shift or "north of the house" tries the exact spot first.
 */
export function executeMove(command: MoveCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const targets = found.objects;
  const names = groupNames(targets, context.catalog);
  if (command.placement.kind === 'sunniest' && sunSpotsApply(targets, context)) {
    return moveIntoSun(context, targets, names);
  }
  const moving = new Set(targets.map((o) => o.id));
  const aims = placementTargets(command.placement, targets, context, moving);
  if (!Array.isArray(aims)) return reply(aims.text);
  const free: FreeObject[] = [];
  let refs: readonly PlacedObject[] = [];
  let exact = true;
  targets.forEach((o, i) => {
    const target = aims[i];
    if (target === undefined) return;
    refs = target.refs;
    // Several objects cannot all take one "north of the house" spot; a shift moves each its own way.
    const spot = target.spot !== undefined && (targets.length === 1 || command.placement.kind === 'shift');
    if (!spot) exact = false;
    const object = spot && target.spot !== undefined ? { ...o, x: target.spot[0], y: target.spot[1] } : o;
    free.push({ object, keepRotation: true, pull: target.pull });
  });
  const units = unitSystemOf(context.plot);
  const where = placementPhrase(command.placement, units, true);
  const result = placeAnew(context, free, exact);
  if (result === undefined) {
    const crowns = crownRoomText(context.plot, targets, context.catalog);
    // The first object's: which rule blocks it where it was asked for, and the nearest spot that works.
    const first = free[0];
    const refusal =
      first === undefined
        ? undefined
        : refusalFor(
            context,
            context.plan.objects.filter((o) => !moving.has(o.id)),
            first,
            aims[0]?.spot,
          );
    const why = refusal === undefined ? '' : refusalText(refusal, units);
    const text =
      `I can't move ${names} ${where}: every spot there would break a rule, so I left the plan as it is.` +
      (why === '' ? '' : ` ${why}`) +
      (crowns === '' ? '' : ` ${crowns}`);
    return refusal === undefined ? reply(text) : { kind: 'reply', text, refusal };
  }
  const sun = sunPlacementNote(aims[0], context, result.plan, result.placed);
  if (farthestMove(result.placed, targets) < STILL_M) {
    return reply(
      `${capitalise(names)} already ${targets.length === 1 ? 'sits' : 'sit'} as close to that (${where}) as the rules allow${sun.where}, so nothing changed.${sun.note === '' ? '' : ` ${sun.note}`}`,
    );
  }
  const ids = result.placed.map((o) => o.id);
  const summary = `Moved ${names} ${where}`;
  const details: string[] = [];
  if (targets.length === 1) {
    const [now, was] = [result.placed[0] as PlacedObject, targets[0] as PlacedObject];
    details.push(`It moved ${lengthText(centreGap(now, was), units)}.`);
    const p = command.placement;
    if (p.kind === 'shift' && centreGap(now, free[0]?.object ?? now) > STILL_M) {
      details.push(
        `The exact spot would break a rule, so it is ${lengthText(centreGap(now, free[0]?.object ?? now), units)} from it.`,
      );
    }
    if ((p.kind === 'near' || p.kind === 'away_from' || p.kind === 'beside') && refs.length > 0) {
      const ref = objectName(refs[0] as PlacedObject, context.catalog);
      details.push(
        `Its centre is now ${lengthText(nearest(now, refs), units)} from ${ref} (was ${lengthText(nearest(was, refs), units)}).`,
      );
    }
  }
  const text = [`${summary}${sun.where}, keeping to the rules.`, ...details, sun.note]
    .filter((t) => t !== '')
    .join(' ');
  return change('move', result.plan, ids, capitalise(text), capitalise(summary));
}
