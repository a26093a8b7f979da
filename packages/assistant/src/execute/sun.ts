import {
  objectByCode,
  type LandscapeObject,
  type SunNeed,
  type PlacedObject,
  objectSunHours,
  sunClass,
  type SunClass,
} from '@plotplan/domain';
import type { AssistantCommand } from '../commands/index.js';
import { reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { capitalise, objectName } from '../replies.js';
import { resolveRef } from '../place/resolve-refs.js';
import { contextSunMap } from '../place/sunniest.js';

type SunCommand = Extract<AssistantCommand, { kind: 'sun_hours' }>;

const CLASS_WORDS: Readonly<Record<SunClass, string>> = {
  full: 'full sun',
  partial: 'partial sun',
  partial_shade: 'partial shade',
  shade: 'shade',
};

/** The least class each need is happy with (shade lovers are happy anywhere but full sun). */
function needNote(need: SunNeed | undefined, cls: SunClass): string {
  if (need === 'full' && cls !== 'full')
    return ' It wants full sun (6 h or more), so a sunnier spot would suit it better.';
  if (need === 'partial' && (cls === 'partial_shade' || cls === 'shade'))
    return ' It wants at least 4 h, so a sunnier spot would suit it better.';
  if (need === 'shade' && cls === 'full') return ' It prefers some shade.';
  return '';
}

const hoursText = (h: number): string => `${(Math.round(h * 10) / 10).toFixed(1)} h`;

function describe(
  o: PlacedObject,
  hours: number | undefined,
  catalog: readonly LandscapeObject[],
  season?: string,
): string {
  const name = objectName(o, catalog);
  if (hours === undefined) return `${capitalise(name)} is outside the plot, so I can't tell.`;
  const cls = sunClass(hours);
  if (season === undefined)
    return `${capitalise(name)} gets about ${hoursText(hours)} of direct sun a day (${CLASS_WORDS[cls]})`;
  const need = needNote(objectByCode(o.landscape_object, catalog)?.sun, cls);
  return `${capitalise(name)} gets about ${hoursText(hours)} of direct sun a day ${season}: ${CLASS_WORDS[cls]}.${need}`;
}

/** Mean direct-sun hours a day over the growing season, with the plan's shade, per object. */
export function executeSun(command: SunCommand, context: AssistantContext): CommandOutcome {
  const { plot, plan, catalog } = context;
  if (plot.location === undefined) {
    return reply(
      "I need the plot's location to work out the sun: set it in the plot settings, then ask again.",
    );
  }
  let objects: readonly PlacedObject[] = plan.objects;
  if (command.target !== undefined) {
    const found = resolveRef(command.target, plan);
    if (found.kind === 'none') return reply(found.text);
    objects = found.objects;
  }
  if (objects.length === 0) return reply('There are no objects on the plan yet.');
  const map = contextSunMap(context, plan);
  const hours = objectSunHours(map, plan);
  const season = 'over the growing season (April to September)';
  const open = `An open spot gets ${hoursText(map.max_hours)}.`;
  if (objects.length === 1) {
    const o = objects[0] as PlacedObject;
    return reply(`${describe(o, hours[o.id], catalog, season)} ${open}`);
  }
  const lines = objects.map((o) => `- ${describe(o, hours[o.id], catalog)}`);
  return reply(
    [`Direct sun a day ${season}; ${open.charAt(0).toLowerCase()}${open.slice(1)}`, ...lines].join('\n'),
  );
}
