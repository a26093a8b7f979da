import type { Point } from '../../geometry/index.js';
import type { LandscapeObject } from '../../model/catalog.js';
import type { EdgeKind } from '../../model/plot.js';
import type { EdgeInfo } from '../../rules/plot-edges.js';
import type { FitDistance, FitPlace, FitReason, ReasonObject } from '../core/reason-codes.js';
import type { AreaTerm, SegmentTerm } from '../core/rule-model.js';

// The fit estimate's reasons as codes: what an object needs and why there is no room for it. The
// words are in @plotplan/contract (localize/generator).

const EDGE_PLACES: Readonly<Record<EdgeKind, FitPlace>> = {
  neighbor: 'neighbours',
  // The rules treat an unmarked edge as a neighbour's.
  unknown: 'neighbours',
  street: 'street',
  driveway: 'driveway',
  forest: 'forest',
  water: 'water',
  field: 'field',
};

/** What each boundary segment a rule measures from is called: the edges and the neighbours' houses. */
export function segmentPlaces(edges: readonly EdgeInfo[]): Map<Point, FitPlace> {
  const places = new Map<Point, FitPlace>();
  for (const e of edges) {
    places.set(e.a, EDGE_PLACES[e.kind]);
    if (e.building !== undefined) places.set(e.building.a, 'neighbour_houses');
  }
  return places;
}

/** The largest distance to each kind of place, in the order the places are met. */
function distancesOf(terms: readonly SegmentTerm[], places: ReadonlyMap<Point, FitPlace>): FitDistance[] {
  const most = new Map<FitPlace, number>();
  for (const t of terms) {
    const place = places.get(t.a) ?? 'boundary';
    most.set(place, Math.max(most.get(place) ?? 0, t.value));
  }
  return [...most].map(([place, m]) => ({ place, m }));
}

const objectOf = (entry: LandscapeObject): ReasonObject => ({ code: entry.code, name: entry.name });

/**
 * "The swimming pool needs 4 x 8 m plus 1.5 m from the neighbours: there is no such spot." Distances
 * a rule measures from the centre (tree trunks) are said so.
 */
export function noSpotReason(
  entry: LandscapeObject,
  segments: readonly SegmentTerm[],
  areas: readonly AreaTerm[],
  places: ReadonlyMap<Point, FitPlace>,
): FitReason {
  return {
    code: 'no_spot',
    object: objectOf(entry),
    shape: entry.shape === 'circle' ? 'circle' : 'rect',
    width_m: entry.width,
    depth_m: entry.depth,
    plus: distancesOf(
      segments.filter((t) => !t.fromCentre),
      places,
    ),
    area_gap_m: areas.reduce((m, t) => Math.max(m, t.value), -1),
    from_centre: distancesOf(
      segments.filter((t) => t.fromCentre),
      places,
    ),
    tree: entry.tags.includes('tree'),
  };
}

/**
 * "The house and the outdoor toilet must be 8 m apart: the plot has no spots that far apart.", or for
 * two of a kind "Only one bathhouse fits: there are no two spots for it 0.5 m apart."
 */
export function apartReason(a: LandscapeObject, b: LandscapeObject, gap: number): FitReason {
  if (a.code === b.code) return { code: 'apart_same', object: objectOf(a), gap_m: gap };
  return { code: 'apart', a: objectOf(a), b: objectOf(b), gap_m: gap };
}

/** "Only 4 of 7 fit (large house, 10 x 10 m): the plot has no room for more with ..." */
export function roomForReason(entry: LandscapeObject, fits: number, count: number): FitReason {
  return {
    code: 'room_for',
    object: objectOf(entry),
    fits,
    count,
    width_m: entry.width,
    depth_m: entry.depth,
  };
}

export function tooMuchReason(needM2: number, haveM2: number): FitReason {
  return { code: 'too_much', need_m2: needM2, have_m2: haveM2 };
}
