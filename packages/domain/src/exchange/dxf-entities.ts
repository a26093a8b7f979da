import type { Point } from '../geometry/index.js';
import { arcEntityPoints, bulgePoints } from './dxf-arcs.js';

export interface DxfPair {
  readonly code: number;
  readonly value: string;
}

/** A drawn line of the ENTITIES section, arcs already turned into short chords. */
export interface DxfPiece {
  readonly layer: string;
  readonly points: readonly Point[];
  readonly closed: boolean;
  /** What it was drawn as: LWPOLYLINE, POLYLINE, LINE or ARC. */
  readonly kind: string;
  /** Whether arcs (bulges or ARC entities) went into it. */
  readonly arcs: boolean;
}

interface Reading {
  kind: string;
  layer: string;
  vertices: { point: Point; bulge: number }[];
  flags: number;
  /** 230: a negative extrusion mirrors the entity's x (AutoCAD's object coordinate system). */
  mirrored: boolean;
  x?: number;
  values: Map<number, number>;
}

const READ = new Set(['LWPOLYLINE', 'POLYLINE', 'LINE', 'ARC']);

function piece(r: Reading, tol: number): DxfPiece | undefined {
  const mirror = ([x, y]: Point): Point => (r.mirrored ? [-x, y] : [x, y]);
  const v = (code: number) => r.values.get(code) ?? 0;
  if (r.kind === 'LINE') {
    return {
      layer: r.layer,
      kind: r.kind,
      arcs: false,
      closed: false,
      points: [
        [v(10), v(20)],
        [v(11), v(21)],
      ],
    };
  }
  if (r.kind === 'ARC') {
    if (!(v(40) > 0)) return undefined;
    const points = arcEntityPoints([v(10), v(20)], v(40), v(50), v(51), tol).map(mirror);
    return { layer: r.layer, kind: r.kind, arcs: true, closed: false, points };
  }
  // Bit 1: closed; bits 16 and 64 are meshes, not outlines.
  if ((r.flags & 80) !== 0) return undefined;
  let closed = (r.flags & 1) === 1;
  const vertices = [...r.vertices];
  const first = vertices[0];
  const last = vertices[vertices.length - 1];
  // An open polyline whose last vertex lies on its first is closed too.
  if (!closed && vertices.length > 3 && first !== undefined && last !== undefined) {
    if (first.point[0] === last.point[0] && first.point[1] === last.point[1]) {
      closed = true;
      vertices.pop();
    }
  }
  const points: Point[] = [];
  let arcs = false;
  vertices.forEach(({ point, bulge }, i) => {
    points.push(point);
    const next = vertices[i + 1] ?? (closed ? vertices[0] : undefined);
    if (next === undefined || bulge === 0) return;
    arcs = true;
    points.push(...bulgePoints(point, next.point, bulge, tol));
  });
  return { layer: r.layer, kind: r.kind, arcs, closed, points: points.map(mirror) };
}

/**
 * The LWPOLYLINEs, old-style POLYLINEs (VERTEX ... SEQEND), LINEs and ARCs of the ENTITIES section,
 * with every arc (a bulge or an ARC) as chords within `tol` drawing units of it.
 */
export function dxfPieces(pairs: readonly DxfPair[], tol: number): DxfPiece[] {
  const start = pairs.findIndex(
    (p, i) => p.code === 0 && p.value === 'SECTION' && pairs[i + 1]?.value === 'ENTITIES',
  );
  if (start < 0) return [];
  const found: DxfPiece[] = [];
  let current: Reading | undefined;
  let entity = '';
  const finish = () => {
    const made = current === undefined ? undefined : piece(current, tol);
    if (made !== undefined) found.push(made);
    current = undefined;
  };
  for (const { code, value } of pairs.slice(start + 2)) {
    if (code === 0) {
      const vertexOfPolyline = value === 'VERTEX' && current?.kind === 'POLYLINE';
      if (!vertexOfPolyline) finish();
      entity = value;
      if (value === 'ENDSEC') break;
      if (READ.has(value))
        current = { kind: value, layer: '', vertices: [], flags: 0, mirrored: false, values: new Map() };
      continue;
    }
    if (current === undefined) continue;
    const number = Number(value);
    const own = entity === current.kind;
    if (code === 8 && own) current.layer = value;
    else if (code === 70 && own) current.flags = number;
    else if (code === 230 && own) current.mirrored = number < 0;
    else if (current.kind === 'LINE' || current.kind === 'ARC') current.values.set(code, number);
    else if (code === 10 && entity !== 'POLYLINE') current.x = number;
    else if (code === 20 && current.x !== undefined && entity !== 'POLYLINE') {
      current.vertices.push({ point: [current.x, number], bulge: 0 });
      current.x = undefined;
    } else if (code === 42 && entity !== 'POLYLINE') {
      const last = current.vertices[current.vertices.length - 1];
      if (last !== undefined && Number.isFinite(number)) last.bulge = number;
    }
  }
  finish();
  return found;
}
