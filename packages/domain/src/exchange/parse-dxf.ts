import type { Point } from '../geometry/index.js';
import type { RefusedImport, SourceRing } from './boundary-import-types.js';

/** The closed polylines of a DXF drawing, in metres. */
export type ParsedDxf =
  | {
      readonly ok: true;
      readonly rings: readonly SourceRing[];
      readonly units: string;
      readonly notes: readonly string[];
    }
  | RefusedImport;

/** $INSUNITS codes: metres per unit and a name. 0 (unitless) is read as metres. */
const insUnits: Readonly<Record<number, readonly [number, string]>> = {
  0: [1, 'metres (the drawing has no units)'],
  1: [0.0254, 'inches'],
  2: [0.3048, 'feet'],
  4: [0.001, 'millimetres'],
  5: [0.01, 'centimetres'],
  6: [1, 'metres'],
  7: [1000, 'kilometres'],
  10: [0.9144, 'yards'],
  14: [0.1, 'decimetres'],
  21: [1200 / 3937, 'US survey feet'],
};

interface Pair {
  readonly code: number;
  readonly value: string;
}

interface Polyline {
  kind: 'LWPOLYLINE' | 'POLYLINE';
  points: Point[];
  closed: boolean;
  layer: string;
  bulges: boolean;
}

/**
 * Reads a DXF text (ASCII, any version): $INSUNITS from the HEADER, and from ENTITIES every
 * LWPOLYLINE and old-style POLYLINE (VERTEX ... SEQEND) that is closed (flag 70 bit 1, or its
 * last vertex on its first). Arcs (bulges) are replaced by their chords, which the notes say.
 */
export function parseDxf(text: string): ParsedDxf {
  const pairs = groupPairs(text);
  if (pairs === undefined || !pairs.some((p) => p.code === 0 && p.value === 'SECTION')) {
    return { ok: false, errors: ['The file is not an ASCII DXF drawing (no SECTION found).'] };
  }
  const unitsCode = headerUnits(pairs);
  const units = insUnits[unitsCode];
  if (units === undefined) {
    return {
      ok: false,
      errors: [`The drawing's units ($INSUNITS ${unitsCode}) are not supported; save it in metres.`],
    };
  }
  const polylines = entities(pairs);
  const closed = polylines.filter((p) => p.closed && p.points.length >= 3);
  if (closed.length === 0) {
    return {
      ok: false,
      errors: [
        polylines.length === 0
          ? 'The drawing has no LWPOLYLINE or POLYLINE: draw the boundary as one closed polyline.'
          : 'The drawing has no closed polyline: close the boundary polyline and save again.',
      ],
    };
  }
  const [scale, name] = units;
  const notes = closed.some((p) => p.bulges) ? ['Arcs in the polyline were replaced by straight sides.'] : [];
  return {
    ok: true,
    units: name,
    notes,
    rings: closed.map((p) => ({
      points: p.points.map(([x, y]): Point => [x * scale, y * scale]),
      holes: 0,
      layer: p.layer,
    })),
  };
}

function groupPairs(text: string): Pair[] | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = Number((lines[i] ?? '').trim());
    if (!Number.isInteger(code)) return undefined;
    pairs.push({ code, value: (lines[i + 1] ?? '').trim() });
  }
  return pairs;
}

function headerUnits(pairs: readonly Pair[]): number {
  const at = pairs.findIndex((p) => p.code === 9 && p.value === '$INSUNITS');
  const value = at < 0 ? undefined : pairs[at + 1];
  return value?.code === 70 ? Number(value.value) : 0;
}

/** The polylines of the ENTITIES section. */
function entities(pairs: readonly Pair[]): Polyline[] {
  const start = pairs.findIndex(
    (p, i) => p.code === 0 && p.value === 'SECTION' && pairs[i + 1]?.value === 'ENTITIES',
  );
  if (start < 0) return [];
  const found: Polyline[] = [];
  let current: Polyline | undefined;
  let entity = '';
  let x: number | undefined;
  const finish = () => {
    if (current !== undefined) found.push(closedByRepeat(current));
    current = undefined;
  };
  for (const { code, value } of pairs.slice(start + 2)) {
    if (code === 0) {
      const vertexOfPolyline = value === 'VERTEX' && current?.kind === 'POLYLINE';
      if (!vertexOfPolyline) finish();
      entity = value;
      if (value === 'ENDSEC') break;
      if (value === 'LWPOLYLINE' || value === 'POLYLINE')
        current = { kind: value, points: [], closed: false, layer: '', bulges: false };
      continue;
    }
    if (current === undefined) continue;
    const number = Number(value);
    const header = entity !== 'VERTEX';
    if (code === 8 && header) current.layer = value;
    // Bit 1: closed; bits 16 and 64 are meshes, not outlines.
    else if (code === 70 && header) current.closed = (number & 1) === 1 && (number & 80) === 0;
    else if (code === 10 && entity !== 'POLYLINE') x = number;
    else if (code === 20 && x !== undefined && entity !== 'POLYLINE') {
      current.points.push([x, number]);
      x = undefined;
    } else if (code === 42 && number !== 0) current.bulges = true;
  }
  finish();
  return found;
}

/** An open polyline whose last vertex lies on its first is closed too. */
function closedByRepeat(line: Polyline): Polyline {
  const [first] = line.points;
  const last = line.points[line.points.length - 1];
  const repeats =
    first !== undefined &&
    last !== undefined &&
    line.points.length > 3 &&
    first[0] === last[0] &&
    first[1] === last[1];
  return repeats ? { ...line, closed: true } : line;
}
