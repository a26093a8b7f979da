import { boundingBox } from '../geometry/bounding-box.js';
import type { Point } from '../geometry/point.js';

/** A piece of ground an object covers: a simple polygon or a disc (metres). */
export type CoverPiece =
  | { readonly kind: 'polygon'; readonly ring: readonly Point[] }
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly radius: number };

type Span = readonly [from: number, to: number];

/** Row height to aim for, and bounds on the row count (accuracy against cost on huge plots). */
const TARGET_ROW_M = 0.05;
const MIN_ROWS = 100;
const MAX_ROWS = 2000;

/** Where the horizontal line at y is inside the ring (even-odd), as sorted spans. */
function ringSpans(ring: readonly Point[], y: number): Span[] {
  const xs: number[] = [];
  ring.forEach((a, i) => {
    const b = ring[(i + 1) % ring.length] ?? a;
    // Half-open test: a vertex exactly on the line is counted once.
    if (a[1] <= y !== b[1] <= y) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  });
  xs.sort((p, q) => p - q);
  const spans: Span[] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) spans.push([xs[i] as number, xs[i + 1] as number]);
  return spans;
}

function pieceSpans(piece: CoverPiece, y: number): Span[] {
  if (piece.kind === 'polygon') return ringSpans(piece.ring, y);
  const dy = y - piece.cy;
  if (Math.abs(dy) >= piece.radius) return [];
  const half = Math.sqrt(piece.radius * piece.radius - dy * dy);
  return [[piece.cx - half, piece.cx + half]];
}

function pieceYRange(piece: CoverPiece): Span {
  if (piece.kind === 'circle') return [piece.cy - piece.radius, piece.cy + piece.radius];
  const box = boundingBox(piece.ring);
  return [box.minY, box.maxY];
}

/** Sorted, non-overlapping spans covering the same points. */
function mergeSpans(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Total length of the overlap of two sorted, non-overlapping span lists. */
function overlapLength(a: readonly Span[], b: readonly Span[]): number {
  let total = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const p = a[i] as Span;
    const q = b[j] as Span;
    total += Math.max(0, Math.min(p[1], q[1]) - Math.max(p[0], q[0]));
    if (p[1] < q[1]) i++;
    else j++;
  }
  return total;
}

/**
 * The area of the union of `pieces` that lies inside `ring`, m². Overlapping pieces count once and
 * parts outside the ring not at all. Computed on horizontal scanlines: exact along x, sampled at
 * each row's middle along y (rows of about 5 cm), which is exact for axis-aligned rectangles on
 * the row grid and within a fraction of a percent otherwise.
 */
export function coveredArea(ring: readonly Point[], pieces: readonly CoverPiece[]): number {
  if (ring.length < 3 || pieces.length === 0) return 0;
  const box = boundingBox(ring);
  const height = box.maxY - box.minY;
  if (!(height > 0)) return 0;
  const rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, Math.ceil(height / TARGET_ROW_M)));
  const step = height / rows;
  const ranged = pieces.map((piece) => ({ piece, range: pieceYRange(piece) }));
  let area = 0;
  for (let row = 0; row < rows; row++) {
    const y = box.minY + (row + 0.5) * step;
    const spans: Span[] = [];
    for (const { piece, range } of ranged) {
      if (y > range[0] && y < range[1]) spans.push(...pieceSpans(piece, y));
    }
    if (spans.length === 0) continue;
    area += overlapLength(mergeSpans(ringSpans(ring, y)), mergeSpans(spans)) * step;
  }
  return area;
}
