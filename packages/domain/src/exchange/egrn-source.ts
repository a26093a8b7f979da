import { signedArea, type Point } from '../geometry/index.js';
import type { BoundaryImportSummary } from './boundary-import-types.js';
import { parseEgrn, type EgrnFacts } from './parse-egrn.js';

export interface EgrnSource {
  /** The outer ring in plane metres [east, north] of the file's system. */
  readonly points: readonly Point[];
  readonly summary: Omit<BoundaryImportSummary, 'vertex_count' | 'source'>;
  /** "EGRN extract" or "KPZU cadastral plan". */
  readonly document: string;
}

export const egrnHoleMessage =
  'The plot has a hole (an inner contour, such as a plot of someone else inside it); a plot boundary must be one ring without holes.';

const squareMetres = (m2: number) =>
  `${m2.toLocaleString('en-US', { maximumFractionDigits: 1, minimumFractionDigits: m2 % 1 === 0 ? 0 : 1 })} m²`;

/**
 * The boundary of an EGRN extract or a KPZU plan: the largest contour (a multi-contour plot has
 * several), its coordinates as plane metres of the local system (x north, y east), with notes on
 * the system and on how the polygon's area compares with the area the register states.
 */
export function egrnSource(text: string): EgrnSource | { errors: readonly string[] } {
  const parsed = parseEgrn(text);
  if (!parsed.ok) return parsed;
  const { rings, facts } = parsed;
  const areas = rings.map((ring) => Math.abs(signedArea(ring.points)));
  const index = areas.indexOf(Math.max(...areas));
  const ring = rings[index];
  if (ring === undefined) return { errors: ['The file has no contour with coordinates.'] };
  if (ring.holes > 0) return { errors: [egrnHoleMessage] };
  const notes: string[] = [systemNote(facts)];
  if (rings.length > 1) {
    notes.push(
      `The plot has ${rings.length} contours (a multi-contour plot); contour ${index + 1}, the largest, was imported.`,
    );
  }
  const areaNote = declaredAreaNote(facts, areas[index] ?? 0, rings.length > 1);
  if (areaNote !== undefined) notes.push(areaNote);
  return {
    points: ring.points,
    document: facts.document,
    summary: {
      format: 'egrn',
      units: 'metres (x north, y east)',
      polygon_index: index + 1,
      polygon_count: rings.length,
      ...withoutDocument(facts),
      notes,
    },
  };
}

function withoutDocument(facts: EgrnFacts): Omit<EgrnFacts, 'document'> {
  const { document, ...rest } = facts;
  void document;
  return rest;
}

function systemNote(facts: EgrnFacts): string {
  const system = facts.coordinate_system === undefined ? 'the local system' : facts.coordinate_system;
  return (
    `Coordinates in ${system} are read as plane metres, X north and Y east; the system's grid north ` +
    'is taken as north (within a degree or so of true north) and the plot gets no map location.'
  );
}

/**
 * The register's area against the polygon's: within the stated inaccuracy (or 1 m², as areas are
 * stated to the square metre) it agrees; otherwise the note says by how much it differs.
 */
function declaredAreaNote(facts: EgrnFacts, area: number, partial: boolean): string | undefined {
  const declared = facts.declared_area_m2;
  if (declared === undefined) return undefined;
  const inaccuracy = facts.declared_area_inaccuracy_m2;
  const stated = `${squareMetres(declared)}${inaccuracy === undefined ? '' : ` ± ${inaccuracy}`}`;
  const tolerance = Math.max(inaccuracy ?? 0, 1);
  const difference = area - declared;
  if (Math.abs(difference) <= tolerance) {
    return `The register states ${stated}; the boundary's polygon is ${squareMetres(area)}, which agrees.`;
  }
  const more = `${squareMetres(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'}`;
  const why = partial
    ? ' (the register states the whole plot, all its contours)'
    : ': check the coordinates against the paper extract';
  return `The register states ${stated}, but the boundary's polygon is ${squareMetres(area)} (${more})${why}.`;
}
