import { clampScale, type Bounds, type Viewport } from './viewport';

/** A rectangle on screen, pixels (y down). */
export interface ScreenRect {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

const SHRINK = 0.96;
/**
 * Room around the fitted drawing: the metre rulers along the top and left edges (about 16 px) and,
 * beyond them, what is written just outside the boundary ("Neighbour's plot" above a side without a
 * house was painted under the top ruler at 16 px).
 */
const FIT_PADDING_PX = 30;
const MAX_STEPS = 80;

/** The viewport at `scale` with `bounds` centred on a `width` x `height` screen. */
function centred(bounds: Bounds, width: number, height: number, scale: number): Viewport {
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  return { scale, tx: width / 2 - cx * scale, ty: height / 2 + cy * scale };
}

/** Where `box` (plan metres) lands on screen in `view`. */
export function screenRectOf(view: Viewport, box: Bounds): ScreenRect {
  return {
    x0: box.minX * view.scale + view.tx,
    x1: box.maxX * view.scale + view.tx,
    y0: view.ty - box.maxY * view.scale,
    y1: view.ty - box.minY * view.scale,
  };
}

const meets = (a: ScreenRect, b: ScreenRect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Fits `bounds` centred with `padding` px around, then zooms out step by step until `clear` (the plot,
 * by default all of `bounds`) meets none of the `furniture` drawn over the canvas (north arrow, scale
 * bar, zoom buttons, map credit): the furniture gets its own margin, never the plot's corner.
 */
export function fitClear(
  bounds: Bounds,
  width: number,
  height: number,
  furniture: readonly ScreenRect[],
  { clear = bounds, padding = FIT_PADDING_PX }: { clear?: Bounds; padding?: number } = {},
): Viewport {
  const w = Math.max(bounds.maxX - bounds.minX, 1);
  const h = Math.max(bounds.maxY - bounds.minY, 1);
  let scale = clampScale(Math.min((width - 2 * padding) / w, (height - 2 * padding) / h));
  let view = centred(bounds, width, height, scale);
  for (let step = 0; step < MAX_STEPS; step++) {
    const rect = screenRectOf(view, clear);
    if (!furniture.some((item) => meets(rect, item))) return view;
    scale = clampScale(scale * SHRINK);
    view = centred(bounds, width, height, scale);
  }
  return view;
}
