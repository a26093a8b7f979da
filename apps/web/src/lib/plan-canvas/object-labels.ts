import type { PlacedObject, Point } from '@plotplan/domain';

/** Average glyph width of the UI's sans-serif, as a share of the font size (a safe overestimate). */
export const CHAR_WIDTH = 0.6;
/** Line height, as a share of the font size. */
const LINE = 1.2;

export interface NameLabel {
  readonly kind: 'name';
  readonly id: string;
  /** One or two lines. */
  readonly lines: readonly string[];
  /** The label's centre, plan frame. */
  readonly at: Point;
  /** Font size, metres. */
  readonly size: number;
  /** Screen rotation, degrees clockwise, within [-90, 90): never upside down. */
  readonly angle: number;
  /** The label's own box, metres: along its baseline and across. */
  readonly width: number;
  readonly height: number;
}

export interface NumberLabel {
  readonly kind: 'number';
  readonly id: string;
  /** The object's place in the plan, from 1: the same number as the summary's object list. */
  readonly number: number;
  readonly at: Point;
  readonly size: number;
  /** False where it would overlap another label: then it is in the key but not on the plan. */
  readonly drawn: boolean;
}

export type ObjectLabel = NameLabel | NumberLabel;

export interface KeyEntry {
  readonly number: number;
  readonly id: string;
  readonly name: string;
}

export interface LabelLayout {
  readonly labels: readonly ObjectLabel[];
  /** The numbered objects, by number: what the plan key lists. */
  readonly key: readonly KeyEntry[];
}

export interface LabelOptions {
  /** Screen pixels per metre of the picture. */
  readonly scale: number;
  /** Smallest readable name, pixels: a name that would be smaller gets a number. */
  readonly minPx?: number;
  /** Largest name, pixels. */
  readonly maxPx?: number;
  /** Numbers for objects too small for their name (off: those stay unlabelled, e.g. on a card). */
  readonly numbers?: boolean;
}

interface Room {
  readonly length: number;
  readonly cross: number;
  readonly angle: number;
}

/**
 * Degrees into [-90, 90): text turned by more would read upside down, and upright text reads from
 * the bottom up, as on drawings.
 */
export function uprightAngle(deg: number): number {
  const a = ((deg % 180) + 180) % 180;
  return a >= 90 ? a - 180 : a;
}

/** The room a label has inside an object: along its long side, across it, and that side's angle. */
function roomOf(o: PlacedObject): Room {
  if (o.shape === 'circle') {
    const side = o.width / Math.SQRT2;
    return { length: side, cross: side, angle: 0 };
  }
  const long = o.width >= o.depth;
  // The plan turns counter-clockwise, the screen (y down) clockwise.
  return {
    length: Math.max(o.width, o.depth),
    cross: Math.min(o.width, o.depth),
    angle: uprightAngle(-(o.rotation_deg + (long ? 0 : 90))),
  };
}

/** The name in one line, or two split at the space nearest its middle. */
function lineChoices(name: string): string[][] {
  const choices = [[name]];
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  if (spaces.length > 0) {
    const mid = name.length / 2;
    const at = spaces.reduce((best, i) => (Math.abs(i - mid) < Math.abs(best - mid) ? i : best));
    choices.push([name.slice(0, at), name.slice(at + 1)]);
  }
  return choices;
}

/** The largest name that fits the room (metres), with a margin, or undefined below minSize. */
function fitName(name: string, room: Room, minSize: number, maxSize: number) {
  const usable = { length: room.length * 0.88, cross: room.cross * 0.85 };
  let best: { lines: string[]; size: number } | undefined;
  for (const lines of lineChoices(name)) {
    const chars = Math.max(...lines.map((l) => l.length));
    const size = Math.min(
      maxSize,
      usable.length / (chars * CHAR_WIDTH),
      usable.cross / (lines.length * LINE),
    );
    if (size >= minSize && (best === undefined || size > best.size * 1.15)) best = { lines, size };
  }
  return best;
}

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The plan-frame box around a label of width x height centred at `at`, turned by `angle`. */
function boxOf(at: Point, width: number, height: number, angle: number): Box {
  const t = (angle * Math.PI) / 180;
  const w = Math.abs(Math.cos(t)) * width + Math.abs(Math.sin(t)) * height;
  const h = Math.abs(Math.sin(t)) * width + Math.abs(Math.cos(t)) * height;
  return { minX: at[0] - w / 2, maxX: at[0] + w / 2, minY: at[1] - h / 2, maxY: at[1] + h / 2 };
}

const overlaps = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * Where each object's name goes: inside the object, along its long side and upright, as large as
 * fits up to maxPx; an object whose name would be under minPx, or would overlap a name already
 * placed (larger objects are placed first), gets its number instead and a line in the key.
 */
export function layoutLabels(
  objects: readonly PlacedObject[],
  nameOf: (object: PlacedObject) => string,
  { scale, minPx = 9, maxPx = 14, numbers = true }: LabelOptions,
): LabelLayout {
  const minSize = minPx / scale;
  const maxSize = maxPx / scale;
  const placed: Box[] = [];
  const labels: ObjectLabel[] = [];
  const key: KeyEntry[] = [];
  const order = objects
    .map((object, index) => ({ object, index }))
    .sort((a, b) => b.object.width * b.object.depth - a.object.width * a.object.depth);
  for (const { object, index } of order) {
    const name = nameOf(object);
    const room = roomOf(object);
    const at: Point = [object.x, object.y];
    const fit = fitName(name, room, minSize, maxSize);
    if (fit !== undefined) {
      const width = Math.max(...fit.lines.map((l) => l.length)) * CHAR_WIDTH * fit.size;
      const height = fit.lines.length * LINE * fit.size;
      const box = boxOf(at, width, height, room.angle);
      if (!placed.some((b) => overlaps(b, box))) {
        placed.push(box);
        labels.push({
          kind: 'name',
          id: object.id,
          lines: fit.lines,
          at,
          size: fit.size,
          angle: room.angle,
          width,
          height,
        });
        continue;
      }
    }
    if (!numbers) continue;
    const number = index + 1;
    const box = boxOf(at, (String(number).length * CHAR_WIDTH + 0.4) * minSize, LINE * minSize, 0);
    const drawn = !placed.some((b) => overlaps(b, box));
    if (drawn) placed.push(box);
    labels.push({ kind: 'number', id: object.id, number, at, size: minSize, drawn });
    key.push({ number, id: object.id, name });
  }
  key.sort((a, b) => a.number - b.number);
  return { labels, key };
}
