import type { Point } from '../geometry/index.js';
import type { RefusedImport } from './boundary-import-types.js';
import { ARC_TOLERANCE_M } from './dxf-arcs.js';
import { dxfPieces, type DxfPair, type DxfPiece } from './dxf-entities.js';
import { closedOutlines, type DxfOutline } from './dxf-outlines.js';

/** Line ends this close (1 mm) are taken as one point when joining a boundary's pieces. */
const JOIN_TOLERANCE_M = 0.001;

/** The closed outlines of a DXF drawing, in metres. */
export type ParsedDxf =
  | {
      readonly ok: true;
      readonly outlines: readonly DxfOutline[];
      /** Everything drawn (in metres), to tell a frame around it all. */
      readonly pieces: readonly DxfPiece[];
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

/**
 * Reads a DXF text (ASCII, any version): $INSUNITS from the HEADER, and from ENTITIES the closed
 * outlines: closed LWPOLYLINEs and old-style POLYLINEs (VERTEX ... SEQEND), and LINEs, ARCs and
 * open polylines of one layer joined end to end (within 1 mm). Arcs, as bulges or ARC entities,
 * become chords within 1 cm of the arc.
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
  const [scale, name] = units;
  const pieces = dxfPieces(pairs, ARC_TOLERANCE_M / scale).map((p) => ({
    ...p,
    points: p.points.map(([x, y]): Point => [x * scale, y * scale]),
  }));
  const outlines = closedOutlines(pieces, JOIN_TOLERANCE_M);
  if (outlines.length === 0) {
    return {
      ok: false,
      errors: [
        pieces.length === 0
          ? 'The drawing has no LWPOLYLINE, POLYLINE, LINE or ARC: draw the boundary as one closed polyline.'
          : 'The drawing has no closed outline: close the boundary polyline (or join its lines end to end) and save again.',
      ],
    };
  }
  return {
    ok: true,
    units: name,
    notes: [],
    outlines,
    pieces,
  };
}

function groupPairs(text: string): DxfPair[] | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  const pairs: DxfPair[] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = Number((lines[i] ?? '').trim());
    if (!Number.isInteger(code)) return undefined;
    pairs.push({ code, value: (lines[i + 1] ?? '').trim() });
  }
  return pairs;
}

function headerUnits(pairs: readonly DxfPair[]): number {
  const at = pairs.findIndex((p) => p.code === 9 && p.value === '$INSUNITS');
  const value = at < 0 ? undefined : pairs[at + 1];
  return value?.code === 70 ? Number(value.value) : 0;
}
