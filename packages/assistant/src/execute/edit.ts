// Rotate, resize and remove: changes to the objects themselves. A turned or resized object that now
// breaks a rule is nudged to the nearest spot that keeps to them, or the change is refused.
import {
  normalizeDeg,
  objectByCode,
  unitSystemOf,
  type PlacedObject,
  type UnitSystem,
} from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { change, clampSize, farthestMove, reply } from './support.js';
import { lengthText, sizeRangeText, sizeText } from '../measures.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { crownRoomText } from '../place/crown-room.js';
import { settleObjects } from '../place/objects.js';
import { capitalise, catalogNoun, groupNames, objectName } from '../replies.js';
import { resolveRef } from '../place/resolve-refs.js';

type RotateCommand = Extract<AssistantCommand, { kind: 'rotate' }>;
type ResizeCommand = Extract<AssistantCommand, { kind: 'resize' }>;
type RemoveCommand = Extract<AssistantCommand, { kind: 'remove' }>;

const norm360 = (deg: number): number => normalizeDeg(Math.round(normalizeDeg(deg) * 1e6) / 1e6);

/** "I nudged it 0.8 m to keep to the rules." when the settled objects moved. */
function nudgeNote(
  placed: readonly PlacedObject[],
  wanted: readonly PlacedObject[],
  units: UnitSystem,
): string {
  const most = farthestMove(placed, wanted);
  if (most < 0.005) return '';
  return ` To keep to the rules I nudged ${placed.length === 1 ? 'it' : 'them'} ${lengthText(most, units)}${placed.length === 1 ? '' : ' at most'}.`;
}

/**
 * A rotate or resize carried out: the changed objects settled (see settleObjects), the reply `text`
 * given the nudge note; refused when they would break a rule wherever they stand nearby.
 */
function settleChange(
  kind: 'rotate' | 'resize',
  context: AssistantContext,
  changed: readonly PlacedObject[],
  wording: { readonly refusal: string; readonly summary: string; readonly text: (nudge: string) => string },
): CommandOutcome {
  const result = settleObjects(context, changed);
  if (result === undefined) {
    const crowns = crownRoomText(context.plot, changed, context.catalog);
    return reply(
      `${wording.refusal} would break a rule wherever ${changed.length === 1 ? 'it stands' : 'they stand'} nearby, so I left the plan as it is.` +
        (crowns === '' ? '' : ` ${crowns}`),
    );
  }
  const ids = result.placed.map((o) => o.id);
  return change(
    kind,
    result.plan,
    ids,
    wording.text(nudgeNote(result.placed, changed, unitSystemOf(context.plot))),
    wording.summary,
  );
}

export function executeRotate(command: RotateCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const round = found.objects.filter((o) => o.shape === 'circle');
  const fixedTurn = found.objects.filter(
    (o) => o.shape === 'rect' && objectByCode(o.landscape_object, context.catalog)?.rotatable === false,
  );
  const turnable = found.objects.filter((o) => !round.includes(o) && !fixedTurn.includes(o));
  if (turnable.length === 0) {
    const o = found.objects[0] as PlacedObject;
    const name = capitalise(objectName(o, context.catalog));
    return reply(
      round.length > 0 ? `${name} is round, so turning it changes nothing.` : `${name} can't be turned.`,
    );
  }
  if (!Number.isFinite(command.degrees) || norm360(command.degrees) === 0) {
    return reply('That turns it all the way round, so nothing would change.');
  }
  const turned = turnable.map((o) => ({ ...o, rotation_deg: norm360(o.rotation_deg + command.degrees) }));
  const names = groupNames(turnable, context.catalog);
  const angle = `${Math.round(Math.abs(command.degrees) * 10) / 10}°`;
  const way = command.degrees > 0 ? 'anticlockwise' : 'clockwise';
  const summary = capitalise(`Turned ${names} ${angle} ${way}`);
  const skipped = round.length > 0 ? ' Round objects stay as they are.' : '';
  return settleChange('rotate', context, turned, {
    refusal: `Turned by ${angle}, ${names}`,
    summary,
    text: (nudge) => `${summary}.${nudge}${skipped}`,
  });
}

export function executeResize(command: ResizeCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const notes: string[] = [];
  const resized: PlacedObject[] = [];
  for (const o of found.objects) {
    const entry = objectByCode(o.landscape_object, context.catalog);
    const c = command.change;
    const [w, d] =
      c.kind === 'scale' ? [o.width * c.factor, o.depth * c.factor] : [c.width, c.depth ?? o.depth];
    if (!(w > 0) || !(d > 0)) return reply('A size must be more than 0 m.');
    // Without a catalog entry there is no range to keep to: take the size as asked.
    const size =
      entry === undefined
        ? { width: w, depth: o.shape === 'circle' ? w : d, clamped: false }
        : clampSize(entry, w, o.shape === 'circle' ? w : d);
    if (size.clamped && entry !== undefined) {
      const note = `The catalog's ${catalogNoun(entry.code, context.catalog)} is ${sizeRangeText(entry, unitSystemOf(context.plot))}.`;
      if (!notes.includes(note)) notes.push(note);
    }
    if (Math.abs(size.width - o.width) > 0.005 || Math.abs(size.depth - o.depth) > 0.005) {
      resized.push({ ...o, width: size.width, depth: size.depth });
    }
  }
  if (resized.length === 0) {
    const name = objectName(found.objects[0] as PlacedObject, context.catalog);
    return reply(
      `${capitalise(name)} is already that size as far as the catalog allows. ${notes.join(' ')}`.trim(),
    );
  }
  const names = groupNames(resized, context.catalog);
  const first = resized[0] as PlacedObject;
  const was = found.objects.find((o) => o.id === first.id) ?? first;
  const summary = capitalise(
    `Resized ${names} to ${sizeText(first.shape, first.width, first.depth, unitSystemOf(context.plot))}`,
  );
  const kept = notes.length > 0 ? ` ${notes.join(' ')} I kept within that.` : '';
  return settleChange('resize', context, resized, {
    refusal: `At that size ${names}`,
    summary,
    text: (nudge) =>
      `${summary} (was ${sizeText(was.shape, was.width, was.depth, unitSystemOf(context.plot))}).${kept}${nudge}`,
  });
}

export function executeRemove(command: RemoveCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const gone = new Set(found.objects.map((o) => o.id));
  const plan = { ...context.plan, objects: context.plan.objects.filter((o) => !gone.has(o.id)) };
  const what = groupNames(found.objects, context.catalog);
  const summary = `Removed ${what}`;
  const short =
    found.missing > 0
      ? ` There ${found.objects.length === 1 ? 'was' : 'were'} only ${found.objects.length} on the plan.`
      : '';
  return change('remove', plan, [], `${capitalise(summary)}.${short}`, capitalise(summary));
}
