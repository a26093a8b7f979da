import type { Point } from '../geometry/index.js';
import type { LandscapeObject } from '../model/catalog.js';
import type { EdgeKind } from '../model/plot.js';
import type { EdgeInfo } from '../rules/plot-edges.js';
import type { AreaTerm, SegmentTerm } from './rule-model.js';

// The fit estimate's sentences, in words a homeowner reads: what an object needs and why there is
// no room for it.

const EDGE_PLACES: Readonly<Record<EdgeKind, string>> = {
  neighbor: 'the neighbours',
  // The rules treat an unmarked edge as a neighbour's.
  unknown: 'the neighbours',
  street: 'the street',
  driveway: 'the driveway',
  forest: 'the forest',
  water: 'the water',
  field: 'the field',
};
const NEIGHBOUR_HOUSES = "the neighbours' houses";

/** Metres to one decimal, without a trailing ".0". */
export function metresText(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** What each boundary segment a rule measures from is called: the edges and the neighbours' houses. */
export function segmentPlaces(edges: readonly EdgeInfo[]): Map<Point, string> {
  const places = new Map<Point, string>();
  for (const e of edges) {
    places.set(e.a, EDGE_PLACES[e.kind]);
    if (e.building !== undefined) places.set(e.building.a, NEIGHBOUR_HOUSES);
  }
  return places;
}

/** "3 m from the neighbours and 5 m from the street": the largest distance to each kind of place. */
function distancesText(terms: readonly SegmentTerm[], places: ReadonlyMap<Point, string>): string[] {
  const most = new Map<string, number>();
  for (const t of terms) {
    const place = places.get(t.a) ?? 'the boundary';
    most.set(place, Math.max(most.get(place) ?? 0, t.value));
  }
  return [...most].map(([place, v]) => `${metresText(v)} m from ${place}`);
}

function joinWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1] as string}`;
}

export function objectName(entry: LandscapeObject): string {
  return entry.name.charAt(0).toLowerCase() + entry.name.slice(1);
}

/**
 * "The swimming pool needs 4 x 8 m plus 1.5 m from the neighbours: there is no such spot." Distances
 * a rule measures from the centre (tree trunks) are said so.
 */
export function noSpotMessage(
  entry: LandscapeObject,
  segments: readonly SegmentTerm[],
  areas: readonly AreaTerm[],
  places: ReadonlyMap<Point, string>,
): string {
  const size =
    entry.shape === 'circle'
      ? `${metresText(entry.width)} m across`
      : `${metresText(entry.width)} x ${metresText(entry.depth)} m`;
  const plus = distancesText(
    segments.filter((t) => !t.fromCentre),
    places,
  );
  const areaGap = areas.reduce((m, t) => Math.max(m, t.value), -1);
  if (areaGap > 0) plus.push(`${metresText(areaGap)} m from the protected areas`);
  else if (areaGap === 0) plus.push('clear of the protected areas');
  const fromCentre = distancesText(
    segments.filter((t) => t.fromCentre),
    places,
  );
  const centre = entry.tags.includes('tree') ? 'its trunk' : 'its centre';
  let needs = size;
  if (plus.length > 0) needs += ` plus ${joinWords(plus)}`;
  if (fromCentre.length > 0) needs += ` with ${centre} ${joinWords(fromCentre)}`;
  return `The ${objectName(entry)} needs ${needs}: there is no such spot.`;
}

/**
 * "The house and the outdoor toilet must be 8 m apart: the plot has no spots that far apart.", or for
 * two of a kind "Only one bathhouse fits: there are no two spots for it 0.5 m apart."
 */
export function apartMessage(a: LandscapeObject, b: LandscapeObject, gap: number): string {
  if (a.code === b.code)
    return `Only one ${objectName(a)} fits: there are no two spots for it ${metresText(gap)} m apart.`;
  return `The ${objectName(a)} and the ${objectName(b)} must be ${metresText(gap)} m apart: the plot has no spots that far apart.`;
}

export function tooMuchMessage(needM2: number, haveM2: number): string {
  return (
    `The selection needs about ${Math.round(needM2)} m² with the gaps the rules ask; ` +
    `the plot has ${Math.round(haveM2)} m² where these objects may stand.`
  );
}
