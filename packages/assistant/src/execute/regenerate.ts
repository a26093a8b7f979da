import {
  objectByCode,
  withPathNetwork,
  type SelectionItem,
  type PlacedObject,
  type Plan,
} from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { change, newObject, reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { placeWithGenerator, type FreeObject } from '../place/generator.js';
import { checkContextPlan, newErrors } from '../place/guard.js';
import { counted, groupNames, listWords } from '../replies.js';
import { resolveRefs } from '../place/resolve-refs.js';

type RegenerateCommand = Extract<AssistantCommand, { kind: 'regenerate' }>;

/** The plan's own objects as a selection, codes in order of first appearance. */
function planSelection(plan: Plan): SelectionItem[] {
  const counts = new Map<string, number>();
  for (const o of plan.objects) counts.set(o.landscape_object, (counts.get(o.landscape_object) ?? 0) + 1);
  return [...counts].map(([landscape_object, count]) => ({ landscape_object, count }));
}

/**
 * What to lay out besides the kept objects: the plan's objects of each selected code (keeping their
 * id, size and label), then new catalog-sized ones to make up the count.
 */
function layoutObjects(
  context: AssistantContext,
  kept: ReadonlySet<string>,
  selection: readonly SelectionItem[],
) {
  const used = new Set(context.plan.objects.map((o) => o.id));
  const free: PlacedObject[] = [];
  const unknown: string[] = [];
  for (const { landscape_object: code, count } of selection) {
    const entry = objectByCode(code, context.catalog);
    if (entry === undefined) {
      unknown.push(code);
      continue;
    }
    const keptCount = context.plan.objects.filter(
      (o) => kept.has(o.id) && o.landscape_object === code,
    ).length;
    const own = context.plan.objects.filter((o) => !kept.has(o.id) && o.landscape_object === code);
    const wanted = Math.max(0, count - keptCount);
    free.push(...own.slice(0, wanted));
    let have = free.filter((o) => o.landscape_object === code).length;
    for (let n = 1; have < wanted; n++) {
      const id = `${code}-${n}`;
      if (used.has(id)) continue;
      used.add(id);
      free.push(newObject(entry, id, 0, 0));
      have++;
    }
  }
  return { free, unknown };
}

/**
 * Lays the plan out anew with generatePlans (the context's seed, one variant): the `keep` objects
 * (and any object the user locked) stay exactly, the project's selection (else the plan's own objects) fills the rest. Refused when
 * the new layout would bring an error the current plan does not have.
 */
export function executeRegenerate(command: RegenerateCommand, context: AssistantContext): CommandOutcome {
  const found = resolveRefs(command.keep, context.plan);
  if (found.kind === 'none') return reply(found.text);
  const named = new Set(found.objects.map((o) => o.id));
  // Objects the user locked on the plan stay too, as they would in the generator.
  const keptObjects = context.plan.objects.filter((o) => named.has(o.id) || o.locked);
  const kept = new Set(keptObjects.map((o) => o.id));
  const selection = context.selection.length > 0 ? context.selection : planSelection(context.plan);
  const { free, unknown } = layoutObjects(context, kept, selection);
  if (free.length === 0) return reply('There is nothing to lay out besides the objects you keep.');
  const specs: FreeObject[] = free.map((object) => ({ object, keepRotation: false }));
  const placed = placeWithGenerator(context, keptObjects, specs, context.seed);
  if (placed === undefined) return reply('I could not lay the plan out anew; it stays as it is.');
  const byId = new Map(placed.map((o) => [o.id, o]));
  const laidOut: Plan = {
    objects: [
      ...context.plan.objects.flatMap((o) => (kept.has(o.id) ? [o] : (byId.get(o.id) ?? []))),
      ...placed.filter((o) => !context.plan.objects.some((x) => x.id === o.id)),
    ],
  };
  // The old paths led to where things were: a plan that had paths gets its network laid anew.
  const plan: Plan =
    (context.plan.paths ?? []).length === 0
      ? laidOut
      : withPathNetwork(context.plot, laidOut, context.pack, context.catalog).plan;
  const added = newErrors(checkContextPlan(context, context.plan), checkContextPlan(context, plan));
  if (added.length > 0) {
    return reply(
      `A fresh layout would break ${counted(added.length, 'rule')} that the current plan keeps, so I left the plan as it is. Try keeping fewer objects or removing some.`,
    );
  }
  const keepText =
    found.objects.length === 0
      ? ''
      : `, keeping ${groupNames(found.objects, context.catalog)} where ${found.objects.length === 1 ? 'it is' : 'they are'}`;
  const dropped = context.plan.objects.filter((o) => !kept.has(o.id) && !byId.has(o.id));
  const notes: string[] = [];
  if (dropped.length > 0)
    notes.push(
      `${counted(dropped.length, 'object')} not in your selection ${dropped.length === 1 ? 'was' : 'were'} left out.`,
    );
  if (unknown.length > 0)
    notes.push(
      `The catalog has no ${listWords(unknown)}, so I skipped ${unknown.length === 1 ? 'it' : 'them'}.`,
    );
  const summary = `Laid the plan out anew${keepText}`;
  return change(
    'regenerate',
    plan,
    placed.map((o) => o.id),
    [`${summary}.`, ...notes].join(' '),
    summary,
  );
}
