// Rotate, resize and remove: changes to the objects themselves. A turned or resized object that now
// breaks a rule is nudged to the nearest spot that keeps to them, or the change is refused.
import type { PlacedObject } from '../model/plan.js';
import type { AssistantCommand } from './commands.js';
import { catalogEntry, change, clampSize, reply, sizeRange, sizeText } from './execute-support.js';
import type { AssistantContext, CommandOutcome } from './outcome.js';
import { plotScale, pointPull } from './place-compass.js';
import type { FreeObject } from './place-generator.js';
import { checkContextPlan } from './place-guard.js';
import { placeObjects, replaceObjects, type Placed } from './place-objects.js';
import { capitalise, catalogNoun, groupNames, metres, objectName } from './replies.js';
import { resolveRef } from './resolve-refs.js';

type RotateCommand = Extract<AssistantCommand, { kind: 'rotate' }>;
type ResizeCommand = Extract<AssistantCommand, { kind: 'resize' }>;
type RemoveCommand = Extract<AssistantCommand, { kind: 'remove' }>;

const norm360 = (deg: number): number => Math.round((((deg % 360) + 360) % 360) * 1e6) / 1e6;

/** The changed objects where they stand, else nudged as little as the rules allow; undefined: no spot. */
function settle(context: AssistantContext, changed: readonly PlacedObject[]): Placed | undefined {
  const ids = new Set(changed.map((o) => o.id));
  const scale = plotScale(context.plot);
  const free: FreeObject[] = changed.map((o) => ({
    object: o,
    keepRotation: true,
    pull: pointPull([o.x, o.y], scale),
  }));
  return placeObjects({
    context,
    before: checkContextPlan(context, context.plan),
    fixed: context.plan.objects.filter((o) => !ids.has(o.id)),
    free,
    compose: (placed) => replaceObjects(context.plan, placed),
    tryAsIs: true,
  });
}

/** "I nudged it 0.8 m to keep to the rules." when the settled objects moved. */
function nudgeNote(placed: readonly PlacedObject[], wanted: readonly PlacedObject[]): string {
  const moved = placed.map((p, i) => {
    const w = wanted[i] as PlacedObject;
    return Math.hypot(p.x - w.x, p.y - w.y);
  });
  const most = Math.max(0, ...moved);
  if (most < 0.005) return '';
  return ` To keep to the rules I nudged ${placed.length === 1 ? 'it' : 'them'} ${metres(most)}${placed.length === 1 ? '' : ' at most'}.`;
}

export function executeRotate(command: RotateCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const round = found.objects.filter((o) => o.shape === 'circle');
  const fixedTurn = found.objects.filter(
    (o) => o.shape === 'rect' && catalogEntry(o.landscape_object, context.catalog)?.rotatable === false,
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
  const result = settle(context, turned);
  if (result === undefined) {
    return reply(
      `Turned by ${angle}, ${names} would break a rule wherever ${turnable.length === 1 ? 'it stands' : 'they stand'} nearby, so I left the plan as it is.`,
    );
  }
  const way = command.degrees > 0 ? 'anticlockwise' : 'clockwise';
  const summary = `Turned ${names} ${angle} ${way}`;
  const skipped = round.length > 0 ? ' Round objects stay as they are.' : '';
  const text = `${capitalise(summary)}.${nudgeNote(result.placed, turned)}${skipped}`;
  return change(
    'rotate',
    result.plan,
    result.placed.map((o) => o.id),
    text,
    capitalise(summary),
  );
}

export function executeResize(command: ResizeCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRef(command.target, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const notes: string[] = [];
  const resized: PlacedObject[] = [];
  for (const o of found.objects) {
    const entry = catalogEntry(o.landscape_object, context.catalog);
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
      const note = `The catalog's ${catalogNoun(entry.code, context.catalog)} is ${sizeRange(entry)}.`;
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
  const result = settle(context, resized);
  if (result === undefined) {
    return reply(
      `At that size ${names} would break a rule wherever ${resized.length === 1 ? 'it stands' : 'they stand'} nearby, so I left the plan as it is.`,
    );
  }
  const first = resized[0] as PlacedObject;
  const was = found.objects.find((o) => o.id === first.id) ?? first;
  const summary = `Resized ${names} to ${sizeText(first.shape, first.width, first.depth)}`;
  const text =
    `${capitalise(summary)} (was ${sizeText(was.shape, was.width, was.depth)}).` +
    (notes.length > 0 ? ` ${notes.join(' ')} I kept within that.` : '') +
    nudgeNote(result.placed, resized);
  return change(
    'resize',
    result.plan,
    result.placed.map((o) => o.id),
    text,
    capitalise(summary),
  );
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
