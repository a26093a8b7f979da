import {
  normalizeDeg as turnDeg,
  type LandscapeObject,
  type PlacedObject,
  type Plan,
} from '@plotplan/domain';

/** Millimetre rounding: what the editor shows is exactly what is saved, and nudges never drift. */
export const mm = (value: number): number => Math.round(value * 1000) / 1000;

/** An angle in [0, 360), to 0.001°. */
export const normalizeDeg = (deg: number): number => turnDeg(mm(turnDeg(deg)));

/** The plan with `change` applied to the objects whose id is in `ids`; others keep their identity. */
export function updateObjects(
  plan: Plan,
  ids: ReadonlySet<string>,
  change: (object: PlacedObject) => PlacedObject,
): Plan {
  return { ...plan, objects: plan.objects.map((o) => (ids.has(o.id) ? change(o) : o)) };
}

/** Moves the unlocked objects among `ids` by (dx, dy) metres. */
export function moveObjects(plan: Plan, ids: ReadonlySet<string>, dx: number, dy: number): Plan {
  return updateObjects(plan, ids, (o) => (o.locked ? o : { ...o, x: mm(o.x + dx), y: mm(o.y + dy) }));
}

export function removeObjects(plan: Plan, ids: ReadonlySet<string>): Plan {
  return { ...plan, objects: plan.objects.filter((o) => !ids.has(o.id)) };
}

/** A fresh id for another object of `code`: `code-N` with the lowest N not in use. */
export function newObjectId(plan: Plan, code: string): string {
  const used = new Set(plan.objects.map((o) => o.id));
  let n = 1;
  while (used.has(`${code}-${n}`)) n++;
  return `${code}-${n}`;
}

/** The catalog entry's size range, with the object's current size as the fallback. */
export interface SizeRange {
  readonly minWidth: number;
  readonly maxWidth: number;
  readonly minDepth: number;
  readonly maxDepth: number;
}

export function sizeRangeOf(entry: LandscapeObject | undefined, object: PlacedObject): SizeRange {
  return entry === undefined
    ? { minWidth: object.width, maxWidth: object.width, minDepth: object.depth, maxDepth: object.depth }
    : {
        minWidth: entry.min_width,
        maxWidth: entry.max_width,
        minDepth: entry.min_depth,
        maxDepth: entry.max_depth,
      };
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** Width and depth held to the catalog's range (a circle's depth is its diameter too). */
export function clampSize(
  object: PlacedObject,
  range: SizeRange,
  width: number,
  depth: number,
): { width: number; depth: number } {
  const w = mm(clamp(width, range.minWidth, range.maxWidth));
  return object.shape === 'circle'
    ? { width: w, depth: w }
    : { width: w, depth: mm(clamp(depth, range.minDepth, range.maxDepth)) };
}

/** A new object from the catalog at its default size. */
export function objectFromCatalog(
  entry: LandscapeObject,
  id: string,
  x: number,
  y: number,
  rotation_deg = 0,
): PlacedObject {
  return {
    id,
    landscape_object: entry.code,
    shape: entry.shape,
    x: mm(x),
    y: mm(y),
    rotation_deg: entry.shape === 'circle' ? 0 : normalizeDeg(rotation_deg),
    width: entry.width,
    depth: entry.depth,
    height_m: entry.height_m,
    locked: false,
  };
}

/** Whether two plans have the same paths (edits keep the array; a new network is a new one). */
function samePaths(a: Plan, b: Plan): boolean {
  return a.paths === b.paths || JSON.stringify(a.paths ?? []) === JSON.stringify(b.paths ?? []);
}

/**
 * Whether two plans hold the same objects in the same places and the same paths (identity first:
 * edits replace objects).
 */
export function samePlan(a: Plan, b: Plan): boolean {
  if (a === b) return true;
  if (a.objects.length !== b.objects.length || !samePaths(a, b)) return false;
  return a.objects.every((o, i) => {
    const p = b.objects[i];
    return (
      p !== undefined &&
      (o === p ||
        (o.id === p.id &&
          o.x === p.x &&
          o.y === p.y &&
          o.rotation_deg === p.rotation_deg &&
          o.width === p.width &&
          o.depth === p.depth &&
          o.locked === p.locked &&
          o.landscape_object === p.landscape_object))
    );
  });
}
