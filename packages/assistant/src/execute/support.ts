// Small pieces every command uses: outcomes, new objects, size clamping and how far objects moved.
import type { LandscapeObject, PlacedObject, Plan } from '@plotplan/domain';
import type { PlanChangeKind } from '../commands/index.js';
import type { CommandOutcome } from '../outcome.js';
import { clip } from '../replies.js';

export function reply(text: string): CommandOutcome {
  return { kind: 'reply', text };
}

/** A change outcome; the summary (plan history) is clipped to 200 characters. */
export function change(
  kind: PlanChangeKind,
  plan: Plan,
  object_ids: readonly string[],
  text: string,
  summary: string,
): CommandOutcome {
  return { kind: 'change', text, change: { kind, plan, object_ids, summary: clip(summary) } };
}

/** A new object of a catalog entry (its size unless given), unturned and unlocked, centred at x, y. */
export function newObject(
  entry: LandscapeObject,
  id: string,
  x: number,
  y: number,
  size: { readonly width: number; readonly depth: number } = entry,
): PlacedObject {
  return {
    id,
    landscape_object: entry.code,
    shape: entry.shape,
    x,
    y,
    rotation_deg: 0,
    width: size.width,
    depth: size.depth,
    height_m: entry.height_m,
    locked: false,
  };
}

/** The farthest any object of `now` sits from its match (same index) in `was`, metres; 0 for none. */
export function farthestMove(now: readonly PlacedObject[], was: readonly PlacedObject[]): number {
  let most = 0;
  now.forEach((p, i) => {
    const w = was[i];
    if (w !== undefined) most = Math.max(most, Math.hypot(p.x - w.x, p.y - w.y));
  });
  return most;
}

export interface Clamped {
  readonly width: number;
  readonly depth: number;
  /** Whether either side was cut to the catalog's range. */
  readonly clamped: boolean;
}

const clampTo = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const cm = (v: number): number => Math.round(v * 100) / 100;

/** A size within the entry's min/max (a circle's depth is its width), to the centimetre. */
export function clampSize(entry: LandscapeObject, width: number, depth: number): Clamped {
  const w = cm(clampTo(width, entry.min_width, entry.max_width));
  const d = entry.shape === 'circle' ? w : cm(clampTo(depth, entry.min_depth, entry.max_depth));
  const clamped = Math.abs(w - width) > 0.005 || (entry.shape === 'rect' && Math.abs(d - depth) > 0.005);
  return { width: w, depth: d, clamped };
}

/** `count` ids `${code}-${n}` that the plan does not use, lowest n first. */
export function newIds(code: string, count: number, plan: Plan): string[] {
  const used = new Set(plan.objects.map((o) => o.id));
  const ids: string[] = [];
  for (let n = 1; ids.length < count; n++) {
    const id = `${code}-${n}`;
    if (!used.has(id)) ids.push(id);
  }
  return ids;
}
