import type { PlacedObject, Point } from '@plotplan/domain';
import { rectCorners } from '../../../lib/plan-canvas';
import { INK } from './drawing-sidebar';
import type { DrawingShape, PaperPoint } from './drawing-types';
import { estimateTextWidth } from './fit-text';

/** A box on the sheet, millimetres. */
export interface PaperBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** An object as the label placer sees it: its footprint on the sheet and its name and number. */
export interface LabelTarget {
  readonly object: PlacedObject;
  readonly name: string;
  readonly number: number;
}

/** How each object ended up labelled: by name in place, or by number (in place or on a leader). */
export interface ObjectLabel {
  readonly objectId: string;
  readonly number: number;
  readonly name: string;
  readonly by: 'name' | 'number' | 'leader';
  /** The label's text box on the sheet. */
  readonly box: PaperBox;
}

const NAME_SIZE = 2.4;
const NAME_MIN = 1.6;
const NUMBER_SIZE = 2.2;
/** Clearance kept between a label and an outline. */
const CLEAR = 0.3;

const overlaps = (a: PaperBox, b: PaperBox) =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/** The text box of `text` at `size` centred on `centre` (baseline placed so the box is centred). */
const textBox = (text: string, size: number, [cx, cy]: PaperPoint): PaperBox => {
  const w = estimateTextWidth(text, size);
  return { minX: cx - w / 2, maxX: cx + w / 2, minY: cy - size / 2, maxY: cy + size / 2 };
};

const corners = (box: PaperBox): PaperPoint[] => [
  [box.minX, box.minY],
  [box.maxX, box.minY],
  [box.maxX, box.maxY],
  [box.minX, box.maxY],
];

/** Whether every corner of `box` lies inside the object's footprint on the sheet, with clearance. */
function fitsInside(object: PlacedObject, box: PaperBox, at: (p: Point) => PaperPoint, k: number): boolean {
  const [cx, cy] = at([object.x, object.y]);
  if (object.shape === 'circle') {
    const r = (object.width / 2) * k - CLEAR;
    return corners(box).every(([x, y]) => Math.hypot(x - cx, y - cy) <= r);
  }
  // Into the object's own frame: the sheet's y runs down, the plan's rotation is anticlockwise.
  const a = (object.rotation_deg * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  const hw = (object.width / 2) * k - CLEAR;
  const hd = (object.depth / 2) * k - CLEAR;
  return corners(box).every(([x, y]) => {
    const [dx, dy] = [x - cx, cy - y];
    return Math.abs(dx * c + dy * s) <= hw && Math.abs(-dx * s + dy * c) <= hd;
  });
}

/** The object's footprint box on the sheet. */
export function footprintBox(object: PlacedObject, at: (p: Point) => PaperPoint, k: number): PaperBox {
  if (object.shape === 'circle') {
    const [cx, cy] = at([object.x, object.y]);
    const r = (object.width / 2) * k;
    return { minX: cx - r, maxX: cx + r, minY: cy - r, maxY: cy + r };
  }
  const points = rectCorners(object).map(at);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Directions tried for a leader, in order: up-right first (away from the usual dimension lines). */
const LEADER_DIRECTIONS: readonly PaperPoint[] = [
  [1, -1],
  [1, 1],
  [-1, -1],
  [-1, 1],
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/**
 * Labels for every object that never lie over another object or another label: the name inside the
 * object where it fits (from 2.4 mm down to 1.6 mm), else the object's number inside it, else the
 * number beside it on a short leader line in the first free direction. Numbered objects are listed
 * in the drawing's key. Deterministic: objects are labelled in plan order.
 */
export function placeObjectLabels(
  targets: readonly LabelTarget[],
  at: (p: Point) => PaperPoint,
  k: number,
): { readonly shapes: DrawingShape[]; readonly labels: ObjectLabel[] } {
  const footprints = targets.map((t) => footprintBox(t.object, at, k));
  const taken: PaperBox[] = [];
  const shapes: DrawingShape[] = [];
  const labels: ObjectLabel[] = [];
  const text = (objectId: string, value: string, size: number, box: PaperBox, bold = false) =>
    shapes.push({
      kind: 'text',
      role: 'object-label',
      objectId,
      at: [(box.minX + box.maxX) / 2, box.maxY - size * 0.15],
      text: value,
      size_mm: size,
      anchor: 'middle',
      color: INK,
      ...(bold ? { bold } : {}),
    });

  targets.forEach((target, i) => {
    const { object } = target;
    const centre = at([object.x, object.y]);
    const free = (box: PaperBox) => !taken.some((t) => overlaps(t, box));
    for (let size = NAME_SIZE; size >= NAME_MIN - 1e-9; size -= 0.2) {
      const box = textBox(target.name, size, centre);
      if (fitsInside(object, box, at, k) && free(box)) {
        text(object.id, target.name, size, box);
        taken.push(box);
        labels.push({ objectId: object.id, number: target.number, name: target.name, by: 'name', box });
        return;
      }
    }
    const number = String(target.number);
    const inside = textBox(number, NUMBER_SIZE, centre);
    if (fitsInside(object, inside, at, k) && free(inside)) {
      text(object.id, number, NUMBER_SIZE, inside, true);
      taken.push(inside);
      labels.push({
        objectId: object.id,
        number: target.number,
        name: target.name,
        by: 'number',
        box: inside,
      });
      return;
    }
    const own = footprints[i] as PaperBox;
    const clearOfObjects = (box: PaperBox) => !footprints.some((f) => overlaps(f, box));
    const reach = Math.max(own.maxX - own.minX, own.maxY - own.minY) / 2;
    for (const distance of [reach + 2.5, reach + 5, reach + 8]) {
      for (const [dx, dy] of LEADER_DIRECTIONS) {
        const norm = Math.hypot(dx, dy);
        const spot: PaperPoint = [centre[0] + (dx / norm) * distance, centre[1] + (dy / norm) * distance];
        const box = textBox(number, NUMBER_SIZE, spot);
        const padded = {
          minX: box.minX - 0.5,
          minY: box.minY - 0.5,
          maxX: box.maxX + 0.5,
          maxY: box.maxY + 0.5,
        };
        if (!clearOfObjects(padded) || !free(padded)) continue;
        // The leader runs from the object's outline (its box's edge on the way) to the number.
        const edge = Math.min(
          dx === 0 ? Infinity : (own.maxX - own.minX) / 2 / Math.abs(dx / norm),
          dy === 0 ? Infinity : (own.maxY - own.minY) / 2 / Math.abs(dy / norm),
        );
        const from: PaperPoint = [centre[0] + (dx / norm) * edge * 0.8, centre[1] + (dy / norm) * edge * 0.8];
        const to: PaperPoint = [
          spot[0] - (dx / norm) * (NUMBER_SIZE * 0.7),
          spot[1] - (dy / norm) * (NUMBER_SIZE * 0.7),
        ];
        shapes.push({
          kind: 'line',
          role: 'object-label',
          objectId: object.id,
          from,
          to,
          stroke: { color: INK, width_mm: 0.15 },
        });
        text(object.id, number, NUMBER_SIZE, box, true);
        taken.push(padded);
        labels.push({ objectId: object.id, number: target.number, name: target.name, by: 'leader', box });
        return;
      }
    }
    // Nowhere free nearby (a crowded corner): the number at the object, listed in the key all the same.
    text(object.id, number, NUMBER_SIZE, inside, true);
    labels.push({ objectId: object.id, number: target.number, name: target.name, by: 'number', box: inside });
  });
  return { shapes, labels };
}
