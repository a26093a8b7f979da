import { edgeLengths, polygonArea, signedArea, type Point } from '../geometry/index.js';
import type { GeoReference } from '../model/plot.js';
import { plotLimits, plotProblems } from '../plot/index.js';
import type {
  AxisOrder,
  BoundaryImport,
  BoundaryImportOptions,
  BoundaryImportSummary,
  ParsedRings,
  SourceRing,
} from './boundary-import-types.js';
import { importProblemMessage } from './import-messages.js';
import { decideAxisOrder, parseCornerList } from './parse-corner-list.js';
import { defaultOutline, outlineFacts } from './dxf-outlines.js';
import { egrnSource } from './egrn-source.js';
import { parseDxf } from './parse-dxf.js';
import { parseGeoJson } from './parse-geojson.js';
import { parseKml } from './parse-kml.js';
import { parseProjectFile, type ProjectFilePlot } from './parse-project-file.js';
import { geographicProblem, projectGeographicRing } from './project-geographic.js';

export * from './boundary-import-types.js';
export { importProblemMessage } from './import-messages.js';
export {
  decideAxisOrder,
  guessAxisOrder,
  parseCornerList,
  type AxisDecision,
  type CornerList,
} from './parse-corner-list.js';

export const boundaryImportLimits = {
  /** The longest file text read (2 MiB): a plot boundary file is a few kilobytes. */
  maxChars: 2 * 1024 * 1024,
} as const;

export const holeMessage =
  'The polygon has a hole (an inner ring); a plot boundary must be one ring without holes.';

type Summary = Omit<BoundaryImportSummary, 'vertex_count' | 'source'>;

/** Surveyors' X north, Y east: a local system (an MSK zone) whose parameters are not public. */
export const localSystemNote =
  "X north, Y east are read as plane metres of the survey's local system (such as an MSK zone): " +
  "sides and area are exact; north is the system's grid north and the plot gets no map location.";

const sourceNames = {
  geojson: 'GeoJSON',
  kml: 'KML',
  csv: 'Corner list',
  dxf: 'DXF drawing',
  egrn: 'EGRN extract',
} as const;
interface Source {
  readonly points: readonly Point[];
  readonly summary: Summary;
  readonly geographic: boolean;
  /** A Plotplan project file: its plan frame is kept (no shift; its north, location and georef). */
  readonly frame?: ProjectFilePlot;
  /** What the file was when the format alone does not say ("KPZU cadastral plan"). */
  readonly name?: string;
}

/**
 * A plot boundary from a GeoJSON, KML, corner-list (CSV/TXT), DXF or EGRN/KPZU XML text, checked with the plot
 * rules. Geographic input (GeoJSON, KML, lat-lon lists) is projected to metres on a transverse
 * Mercator plane centred on the polygon's centroid, so north is up (north_deg 0) and the plot gets
 * a location and a geo-reference. Every boundary is shifted so its bounding box starts at 0, 0 and
 * turned counter-clockwise (keeping corner 1). Problems are reported in words, corners counted
 * from 1 in the file's order.
 */
export function importBoundary(text: string, options: BoundaryImportOptions): BoundaryImport {
  if (text.length > boundaryImportLimits.maxChars) {
    return { ok: false, errors: ['The file is larger than 2 MB; a boundary file is a few kilobytes.'] };
  }
  const source = readSource(text, options);
  if ('errors' in source) return { ok: false, errors: source.errors };
  return finish(source);
}

function readSource(text: string, options: BoundaryImportOptions): Source | { errors: readonly string[] } {
  switch (options.format) {
    case 'geojson': {
      const frame = parseProjectFile(text);
      if (frame === undefined) return fromGeographic(parseGeoJson(text), 'geojson');
      const notes = ['A Plotplan project file: its boundary, north and location are taken as saved.'];
      const summary = {
        format: 'geojson' as const,
        units: 'metres',
        polygon_index: 1,
        polygon_count: 1,
        notes,
      };
      return { points: frame.boundary, geographic: false, frame, summary };
    }
    case 'kml':
      return fromGeographic(parseKml(text), 'kml');
    case 'dxf':
      return fromDxf(text, options.outline);
    case 'egrn': {
      const egrn = egrnSource(text);
      if ('errors' in egrn) return egrn;
      return { points: egrn.points, geographic: false, summary: egrn.summary, name: egrn.document };
    }
    case 'csv': {
      const parsed = parseCornerList(text);
      if (!parsed.ok) return parsed;
      const decision = decideAxisOrder(parsed);
      const axis: AxisOrder = options.axisOrder ?? decision.order;
      const guessed = options.axisOrder === undefined && decision.guessed;
      const summary = {
        format: 'csv' as const,
        polygon_index: 1,
        polygon_count: 1,
        axis_order: axis,
        axis_order_guessed: guessed,
      };
      const notes =
        options.axisOrder === undefined
          ? [
              ...parsed.notes,
              guessed ? `${decision.reason} This is a guess: check the other reading.` : decision.reason,
            ]
          : parsed.notes;
      if (axis === 'lat-lon') {
        const ring = parsed.pairs.map(([lat, lon]): Point => [lon, lat]);
        return fromGeographic({ ok: true, rings: [{ points: ring, holes: 0 }], notes }, 'csv', summary);
      }
      const points = parsed.pairs.map(([a, b]): Point => (axis === 'xy' ? [a, b] : [b, a]));
      const all = axis === 'north-east' ? [...notes, localSystemNote] : notes;
      return { points, geographic: false, summary: { ...summary, units: 'metres', notes: all } };
    }
  }
}

function fromDxf(text: string, chosen: number | undefined): Source | { errors: readonly string[] } {
  const parsed = parseDxf(text);
  if (!parsed.ok) return parsed;
  const facts = outlineFacts(parsed.outlines, parsed.pieces);
  const count = facts.length;
  if (chosen !== undefined && !(Number.isInteger(chosen) && chosen >= 1 && chosen <= count))
    return {
      errors: [
        `The drawing has ${count} closed outline${count === 1 ? '' : 's'}; there is no outline ${chosen}.`,
      ],
    };
  const picked = chosen === undefined ? defaultOutline(facts) : { index: chosen, why: 'the one chosen' };
  const outline = parsed.outlines[picked.index - 1];
  const fact = facts[picked.index - 1];
  if (outline === undefined || fact === undefined) return { errors: ['The drawing has no closed outline.'] };
  const notes = [...parsed.notes];
  if (count > 1)
    notes.push(
      `The drawing has ${count} closed outlines; outline ${picked.index}, ${picked.why}, was imported.`,
    );
  if (fact.frame && count > 1)
    notes.push(`Outline ${picked.index} encloses all the others: it may be the drawing's frame.`);
  if (outline.joined)
    notes.push(`The outline was joined from separate lines and arcs on layer ${outline.layer || '0'}.`);
  if (outline.arcs) notes.push('Arcs were drawn as straight sides within 1 cm of the arc.');
  return {
    points: outline.points,
    geographic: false,
    summary: {
      format: 'dxf',
      units: parsed.units,
      polygon_index: picked.index,
      polygon_count: count,
      ...(count > 1 ? { outlines: facts } : {}),
      notes,
    },
  };
}

function fromGeographic(
  parsed: ParsedRings,
  format: 'geojson' | 'kml' | 'csv',
  extra: Partial<Summary> = {},
): Source | { errors: readonly string[] } {
  if (!parsed.ok) return parsed;
  const bad = parsed.rings.map((r) => geographicProblem(r.points)).find((p) => p !== undefined);
  if (bad !== undefined) return { errors: [bad] };
  const picked = pickRing(parsed.rings);
  if (picked.ring.holes > 0) return { errors: [holeMessage] };
  return {
    points: picked.ring.points,
    geographic: true,
    summary: {
      format,
      units: 'degrees (WGS84)',
      ...picked.summary,
      ...extra,
      notes: [...parsed.notes, ...picked.notes],
    },
  };
}

/** The geographic ring to import: the largest. */
function pickRing(rings: readonly SourceRing[]): {
  ring: SourceRing;
  summary: Pick<Summary, 'polygon_index' | 'polygon_count'>;
  notes: string[];
} {
  const measure = (ring: SourceRing) => {
    if (ring.points.length < 3) return 0;
    const [lon0 = 0, lat0 = 0] = ring.points[0] ?? [];
    // Compared in degrees, east-west shrunk by the cosine of the latitude.
    const squeeze = Math.cos((lat0 * Math.PI) / 180);
    return Math.abs(signedArea(ring.points.map(([x, y]): Point => [(x - lon0) * squeeze, y - lat0])));
  };
  const best = rings.reduce((a, b) => (measure(b) > measure(a) ? b : a));
  const index = rings.indexOf(best);
  const notes: string[] = [];
  if (rings.length > 1) {
    notes.push(`The file has ${rings.length} polygons; polygon ${index + 1}, the largest, was imported.`);
  }
  return { ring: best, summary: { polygon_index: index + 1, polygon_count: rings.length }, notes };
}

const roundTenthMm = (value: number) => Math.round(value * 10_000) / 10_000;

function finish(source: Source): BoundaryImport {
  const points = withoutClosingRepeat(source.points);
  if (points.length < plotLimits.minVertices) {
    return {
      ok: false,
      errors: [`The boundary has ${points.length} corners; a plot needs at least ${plotLimits.minVertices}.`],
    };
  }
  if (points.length > plotLimits.maxVertices) {
    return {
      ok: false,
      errors: [
        `The boundary has ${points.length} corners; a plot can have at most ${plotLimits.maxVertices}.`,
      ],
    };
  }
  const projected = source.geographic ? projectGeographicRing(points) : undefined;
  const metres = projected?.points ?? points;
  const xs = metres.map(([x]) => x);
  const ys = metres.map(([, y]) => y);
  // A project file's boundary stays where it was saved; anything else starts at 0, 0.
  const [minX, minY] = source.frame === undefined ? [Math.min(...xs), Math.min(...ys)] : [0, 0];
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  if (span > plotLimits.maxCoordinateM) {
    const km = Number((span / 1000).toFixed(1));
    return { ok: false, errors: [`The boundary spans ${km} km; a plot can span at most 10 km.`] };
  }
  if (source.frame !== undefined && [...xs, ...ys].some((v) => Math.abs(v) > plotLimits.maxCoordinateM)) {
    return { ok: false, errors: ['The boundary lies more than 10 km from the plan origin.'] };
  }
  const local = metres.map(([x, y]): Point => [roundTenthMm(x - minX), roundTenthMm(y - minY)]);
  const problems = plotProblems({
    boundary: local,
    north_deg: 0,
    edges: local.map(() => ({ kind: 'unknown' })),
    protected_areas: [],
    rule_pack: 'ru-snt',
  });
  if (problems.length > 0) {
    return { ok: false, errors: problems.map((p) => importProblemMessage(p.message, local.length)) };
  }
  const clockwise = signedArea(local) < 0;
  const [first = [0, 0] as Point] = local;
  const boundary = clockwise ? [first, ...local.slice(1).reverse()] : local;
  const notes = clockwise
    ? [...source.summary.notes, 'The corners ran clockwise; they were reversed (corner 1 kept).']
    : source.summary.notes;
  const georef: GeoReference | undefined =
    projected === undefined ? source.frame?.georef : { ...projected.centre, x: -minX, y: -minY };
  const location = projected?.centre ?? source.frame?.location;
  return {
    ok: true,
    boundary,
    north_deg: source.frame?.north_deg ?? 0,
    ...(location === undefined ? {} : { location }),
    ...(georef === undefined ? {} : { georef }),
    area_m2: polygonArea(boundary),
    sides_m: edgeLengths(boundary),
    summary: {
      ...source.summary,
      source:
        source.frame === undefined
          ? (source.name ?? sourceNames[source.summary.format])
          : 'Plotplan project file',
      notes,
      vertex_count: boundary.length,
    },
  };
}

/** The ring without repeats of its first corner at the end (files often close their rings). */
function withoutClosingRepeat(points: readonly Point[]): Point[] {
  const [first] = points;
  let end = points.length;
  const same = (p: Point | undefined) =>
    first !== undefined &&
    p !== undefined &&
    Math.abs(p[0] - first[0]) < 1e-9 &&
    Math.abs(p[1] - first[1]) < 1e-9;
  while (end > 1 && same(points[end - 1])) end -= 1;
  return points.slice(0, end);
}
