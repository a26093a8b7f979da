import { boundingBox } from '../geometry/bounding-box.js';
import { pointInPolygon, polygonArea, type Point } from '../geometry/index.js';
import type { DxfPiece } from './dxf-entities.js';

/** A closed outline of a drawing, in metres. */
export interface DxfOutline {
  readonly points: readonly Point[];
  readonly layer: string;
  /** Whether arcs went into it. */
  readonly arcs: boolean;
  /** Whether it was joined from separate LINEs, ARCs or open polylines. */
  readonly joined: boolean;
  /** The drawn pieces it is made of. */
  readonly pieces: readonly DxfPiece[];
}

/** One closed outline as the preview lists it to choose from. */
export interface DxfOutlineFact {
  /** From 1, in the drawing's order. */
  readonly index: number;
  readonly layer: string;
  readonly area_m2: number;
  readonly width_m: number;
  readonly height_m: number;
  /** A drawing frame (see isFrame): not chosen unless asked for. */
  readonly frame: boolean;
}

const near = (a: Point | undefined, b: Point | undefined, tol: number) =>
  a !== undefined && b !== undefined && Math.hypot(a[0] - b[0], a[1] - b[1]) <= tol;

/**
 * The closed outlines of a drawing: its closed polylines, and chains of LINEs, ARCs and open
 * polylines of one layer whose ends meet within `tol` (the way a boundary is often drawn side by
 * side). Pieces that lead nowhere are left out.
 */
export function closedOutlines(pieces: readonly DxfPiece[], tol: number): DxfOutline[] {
  const outlines: DxfOutline[] = pieces
    .filter((p) => p.closed && p.points.length >= 3)
    .map((p) => ({ points: p.points, layer: p.layer, arcs: p.arcs, joined: false, pieces: [p] }));
  const open = pieces.filter((p) => !p.closed && p.points.length >= 2);
  const used = new Set<DxfPiece>();
  for (const first of open) {
    if (used.has(first)) continue;
    used.add(first);
    const chain: Point[] = [...first.points];
    const members: DxfPiece[] = [first];
    let arcs = first.arcs;
    for (;;) {
      const end = chain[chain.length - 1];
      if (chain.length > 3 && near(end, chain[0], tol)) {
        chain.pop();
        outlines.push({ points: chain, layer: first.layer, arcs, joined: true, pieces: members });
        break;
      }
      const next = open.find(
        (p) =>
          !used.has(p) &&
          p.layer === first.layer &&
          (near(p.points[0], end, tol) || near(p.points[p.points.length - 1], end, tol)),
      );
      if (next === undefined) break;
      used.add(next);
      members.push(next);
      arcs ||= next.arcs;
      const forward = near(next.points[0], end, tol) ? next.points : [...next.points].reverse();
      chain.push(...forward.slice(1));
    }
  }
  return outlines;
}

const inside = (p: Point, ring: readonly Point[]) => pointInPolygon(p, ring) === 'inside';

/** Whether the outline has everything else of the drawing inside it (a title block may touch it). */
function enclosesEverything(outline: DxfOutline, pieces: readonly DxfPiece[]): boolean {
  const others = pieces.filter((p) => !outline.pieces.includes(p));
  return (
    others.length > 0 &&
    others.every((p) => p.points.every((q) => pointInPolygon(q, outline.points) !== 'outside'))
  );
}

// Layer names of drawing frames and title blocks, in English and Russian drafting.
const FRAME_LAYER = /frame|border|title|sheet|рамк|формат|штамп/i;

/** An axis-parallel rectangle with the sides of an ISO paper sheet (1 : √2), as frames are drawn. */
function isSheetRectangle(points: readonly Point[]): boolean {
  if (points.length !== 4) return false;
  const box = boundingBox(points);
  const parallel = points.every(
    ([x, y]) => (x === box.minX || x === box.maxX) && (y === box.minY || y === box.maxY),
  );
  const [short, long] = [box.maxX - box.minX, box.maxY - box.minY].sort((a, b) => a - b);
  return (
    parallel &&
    short !== undefined &&
    long !== undefined &&
    short > 0 &&
    Math.abs(long / short - Math.SQRT2) < 0.03
  );
}

/**
 * A drawing frame or title block: an outline with everything else of the drawing inside it, that
 * also looks like one: on a frame or title layer, a sheet-shaped rectangle, or around an outline
 * that has another inside it (a frame around a plot with a house). A plot with only a house inside
 * is not one: both would enclose everything, and nothing else tells them apart.
 */
function isFrame(outline: DxfOutline, outlines: readonly DxfOutline[], pieces: readonly DxfPiece[]): boolean {
  if (!enclosesEverything(outline, pieces)) return false;
  if (FRAME_LAYER.test(outline.layer) || isSheetRectangle(outline.points)) return true;
  const within = outlines.filter((o) => o !== outline && o.points.every((p) => inside(p, outline.points)));
  return within.some((o) =>
    within.some((other) => other !== o && other.points.every((p) => inside(p, o.points))),
  );
}

/** What the preview shows of each outline, with frames marked. */
export function outlineFacts(outlines: readonly DxfOutline[], pieces: readonly DxfPiece[]): DxfOutlineFact[] {
  return outlines.map((outline, i) => {
    const box = boundingBox(outline.points);
    return {
      index: i + 1,
      layer: outline.layer,
      area_m2: Math.round(polygonArea(outline.points) * 100) / 100,
      width_m: Math.round((box.maxX - box.minX) * 100) / 100,
      height_m: Math.round((box.maxY - box.minY) * 100) / 100,
      frame: outlines.length > 1 && isFrame(outline, outlines, pieces),
    };
  });
}

/**
 * The outline imported when none was chosen: the largest on a layer named BOUNDARY if there is
 * one, else the largest that is not a frame (an outline enclosing all the others), else the largest.
 */
export function defaultOutline(facts: readonly DxfOutlineFact[]): { index: number; why: string } {
  const largest = (list: readonly DxfOutlineFact[]) =>
    list.reduce<DxfOutlineFact | undefined>(
      (a, b) => (a === undefined || b.area_m2 > a.area_m2 ? b : a),
      undefined,
    );
  const onLayer = largest(facts.filter((f) => f.layer.toUpperCase() === 'BOUNDARY'));
  if (onLayer !== undefined) return { index: onLayer.index, why: 'the one on layer BOUNDARY' };
  const notFrame = largest(facts.filter((f) => !f.frame));
  if (notFrame !== undefined && facts.some((f) => f.frame))
    return { index: notFrame.index, why: 'the largest inside the drawing frame' };
  return { index: largest(facts)?.index ?? 1, why: 'the largest' };
}
