import { objectByCode, boundingBox, perimeter, polygonArea, type PlacedObject } from '@plotplan/domain';
import { reply } from './support.js';
import type { AssistantContext, CommandOutcome } from '../outcome.js';
import { metres } from '../replies.js';

/** Ground area of an object's footprint, m². */
export function footprintArea(o: PlacedObject): number {
  return o.shape === 'circle' ? (Math.PI * o.width * o.width) / 4 : o.width * o.depth;
}

const round = (v: number, digits: number): number => Math.round(v * 10 ** digits) / 10 ** digits;
const share = (part: number, whole: number): string => `${round((100 * part) / whole, 1)}%`;

/** The plot's area (m², ares, hectares), perimeter, extent and how much of it is built on. */
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
  const lines = [
    `Your plot is ${round(area, 1)} m² (${round(area / 100, 2)} ares, ${round(area / 10000, 4)} ha), with a perimeter of ${metres(perimeter(plot.boundary))}.`,
    `It spans ${metres(box.maxX - box.minX)} by ${metres(box.maxY - box.minY)} on the plan.`,
    buildings.length === 0
      ? 'Nothing is built on it yet.'
      : `Buildings cover ${round(built, 1)} m² (${share(built, area)} of the plot); all objects together take up ${round(covered, 1)} m² (${share(covered, area)}).`,
  ];
  return reply(lines.join(' '));
}
