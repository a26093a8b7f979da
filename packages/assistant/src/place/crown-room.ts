// Why a tree found no spot: the words a refusal adds when the crown limits (tree-crown.ts) took part,
// telling apart "the crown fits nowhere on this plot" from "it fits, but not where the rules left room".
import {
  boundingBox,
  type LandscapeObject,
  type PlacedObject,
  type Plot,
  ringContainsPoint,
  type UnitSystem,
  unitSystemOf,
} from '@plotplan/domain';
import { catalogNoun } from '../replies.js';
import { givenLengthText, lengthText } from '../measures.js';
import { CROWN_OVERHANG_LIMIT_M, crownProblem, isTreeCode } from './tree-crown.js';

/** Grid step of the search for any spot where a crown fits, metres (coarse: it only tells why). */
const SCAN_STEP_M = 0.5;

/** Whether a crown of this radius fits anywhere on the plot, the rules aside. */
export function crownFitsSomewhere(plot: Plot, radius: number): boolean {
  const box = boundingBox(plot.boundary);
  for (let y = box.minY + SCAN_STEP_M / 2; y < box.maxY; y += SCAN_STEP_M) {
    for (let x = box.minX + SCAN_STEP_M / 2; x < box.maxX; x += SCAN_STEP_M) {
      if (ringContainsPoint([x, y], plot.boundary) && crownProblem(plot, [x, y], radius) === undefined) {
        return true;
      }
    }
  }
  return false;
}

const limits = (units: UnitSystem): string =>
  "over the plot at the neighbours' boundaries, hang at most " +
  `${givenLengthText(CROWN_OVERHANG_LIMIT_M.street, units)} over a street or driveway and never over the entrance`;

/**
 * One or two sentences on the crowns when trees were among the objects that found no spot; '' when
 * none was a tree.
 */
export function crownRoomText(
  plot: Plot,
  objects: readonly PlacedObject[],
  catalog: readonly LandscapeObject[],
): string {
  const trees = objects.filter((o) => isTreeCode(o.landscape_object, catalog));
  if (trees.length === 0) return '';
  const widest = trees.reduce((a, b) => (Math.max(b.width, b.depth) > Math.max(a.width, a.depth) ? b : a));
  const across = Math.max(widest.width, widest.depth);
  const noun = catalogNoun(widest.landscape_object, catalog);
  const units = unitSystemOf(plot);
  if (!crownFitsSomewhere(plot, across / 2)) {
    return `A ${noun}'s crown is ${lengthText(across, units)} across and must stay ${limits(units)}: this plot has no such spot.`;
  }
  return `A ${noun}'s crown (${lengthText(across, units)} across) must also stay ${limits(units)}, which rules out the spots the other rules left.`;
}
