import {
  objectByCode,
  boundingBox,
  perimeter,
  polygonArea,
  unitSystemOf,
  type PlacedObject,
} from '@plotplan/domain';
import { reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { areaText, lengthText, plotAreaText } from '../measures.js';

/** Ground area of an object's footprint, m². */
export function footprintArea(o: PlacedObject): number {
  return o.shape === 'circle' ? (Math.PI * o.width * o.width) / 4 : o.width * o.depth;
}

const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;
const share = (part: number, whole: number): string => `${round((100 * part) / whole, 1)}%`;

/** The plot's area (m², ares, hectares; or sq ft and acres), perimeter, extent and how much of it is built on. */
export function executePlotSize(context: AssistantContext): CommandOutcome {
  const { plot, plan, catalog } = context;
  const area = polygonArea(plot.boundary);
  if (!(area > 0)) return reply('The plot has no area yet: draw its boundary first.');
  const box = boundingBox(plot.boundary);
  const buildings = plan.objects.filter((o) =>
    objectByCode(o.landscape_object, catalog)?.tags.includes('building'),
  );
  const built = buildings.reduce((s, o) => s + footprintArea(o), 0);
  const covered = plan.objects.reduce((s, o) => s + footprintArea(o), 0);
  const units = unitSystemOf(plot);
  const length = (m: number) => lengthText(m, units);
  const lines = [
    `Your plot is ${plotAreaText(area, units)}, with a perimeter of ${length(perimeter(plot.boundary))}.`,
    `It spans ${length(box.maxX - box.minX)} by ${length(box.maxY - box.minY)} on the plan.`,
    buildings.length === 0
      ? 'Nothing is built on it yet.'
      : `Buildings cover ${areaText(built, units)} (${share(built, area)} of the plot); all objects together take up ${areaText(covered, units)} (${share(covered, area)}).`,
  ];
  return reply(lines.join(' '));
}
