import type { PlacedObject, Point } from '@plotplan/domain';
import { toWorld } from './object-geometry';

/** A grip on the selected object: turn it, or pull a corner (a circle's rim) to resize. */
export type Handle =
  | { readonly kind: 'rotate'; readonly at: Point }
  | { readonly kind: 'resize'; readonly at: Point; readonly sx: -1 | 1; readonly sy: -1 | 1 };

/** Handle sizes are in screen pixels; the editor converts with the current scale. */
export const HANDLE_RADIUS_PX = 7;
export const ROTATE_OFFSET_PX = 28;

/**
 * The handles of one selected, unlocked object: resize corners within its size range (none when the
 * catalog fixes the size), and a rotate grip above its local top edge (none for circles or objects
 * that may not turn).
 */
export function handlesOf(
  o: PlacedObject,
  pxPerMetre: number,
  resizable: boolean,
  rotatable: boolean,
): Handle[] {
  const out: Handle[] = [];
  if (o.locked) return out;
  const hw = o.width / 2;
  const hd = o.depth / 2;
  if (resizable) {
    if (o.shape === 'circle') out.push({ kind: 'resize', at: [o.x + hw, o.y], sx: 1, sy: 1 });
    else
      for (const [sx, sy] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ] as const)
        out.push({ kind: 'resize', at: toWorld(o, [sx * hw, sy * hd]), sx, sy });
  }
  if (rotatable && o.shape === 'rect')
    out.push({ kind: 'rotate', at: toWorld(o, [0, hd + ROTATE_OFFSET_PX / pxPerMetre]) });
  return out;
}
