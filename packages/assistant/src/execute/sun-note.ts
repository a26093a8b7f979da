// The sentence a sunniest placement ends with: the sun the placed objects get where they now stand,
// measured on the new plan (the shade of everything on it, the moved objects' own included).
import { objectSunHours, type PlacedObject, type Plan, SUN_CLASS_HOURS, sunClass } from '@plotplan/domain';
import type { AssistantContext } from '../outcome.js';
import { contextSunMap } from '../place/sunniest.js';
import type { Aim } from '../place/targets.js';

const CLASS_WORDS = {
  full: 'full sun',
  partial: 'partial sun',
  partial_shade: 'partial shade',
  shade: 'shade',
} as const;

/** Mean sun hours a day of the objects on the plan (undefined when none is on the plot). */
export function meanSunHours(
  context: AssistantContext,
  plan: Plan,
  objects: readonly PlacedObject[],
): number | undefined {
  const hours = objectSunHours(contextSunMap(context, plan), plan);
  const known = objects.map((o) => hours[o.id]).filter((h): h is number => h !== undefined);
  return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0) / known.length;
}

export interface SunNote {
  /** ", where they get about 7.5 h of sun a day (full sun)": after the summary; '' for none. */
  readonly where: string;
  /** A sentence on a fallback (no location); '' for none. */
  readonly note: string;
}

/**
 * What a reply says about the sun of a sunniest placement: the hours the placed objects get (their
 * mean), or the fallback's note when the plot has no location; nothing for any other target.
 */
export function sunPlacementNote(
  target: Aim | undefined,
  context: AssistantContext,
  plan: Plan,
  placed: readonly PlacedObject[],
  /** The title of the rule that kept the sunnier spots out, when known. */
  blockedBy?: string,
): SunNote {
  const none = { where: '', note: '' };
  if (target === undefined) return none;
  if (target.note !== undefined) return { where: '', note: target.note };
  if (target.sun === undefined) return none;
  const mean = meanSunHours(context, plan, placed);
  if (mean === undefined) return none;
  const h = (Math.round(mean * 10) / 10).toFixed(1);
  const subject = placed.length === 1 ? 'it gets' : 'they get';
  const cls = sunClass(mean);
  let why = '';
  if (cls !== 'full') {
    why =
      target.sun.hours >= SUN_CLASS_HOURS.full
        ? `; the sunnier spots would break ${blockedBy === undefined ? 'a rule' : `"${blockedBy}"`}`
        : `; no free spot of that size gets the ${SUN_CLASS_HOURS.full} h of full sun`;
  }
  return { where: `, where ${subject} about ${h} h of sun a day (${CLASS_WORDS[cls]}${why})`, note: '' };
}
