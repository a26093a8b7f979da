import { METRES_PER_FOOT, type Point } from '@plotplan/domain';

declare const frame: unique symbol;

/**
 * A point on screen: CSS pixels from the canvas's top-left corner, y down. Only `screenPoint` and
 * the viewport make one, so a plan point cannot be passed where pixels are meant.
 */
export type ScreenPoint = readonly [x: number, y: number] & { readonly [frame]: 'screen' };

/**
 * A point in the plan frame: metres, y up (the domain's `Point`). The brand rules screen points
 * out, so pixels cannot be passed where metres are meant either.
 */
export type PlanPoint = Point & { readonly [frame]?: never };

/** A screen point from pixel offsets (pointer events, the canvas size). */
export const screenPoint = (x: number, y: number): ScreenPoint =>
  [x, y] as readonly [number, number] as ScreenPoint;

/**
 * How the plan is shown: screen = (x * scale + tx, -y * scale + ty). The plan's y axis points up,
 * the screen's down, so y is flipped here and nowhere else.
 */
export interface Viewport {
  readonly scale: number;
  readonly tx: number;
  readonly ty: number;
}

export const MIN_SCALE = 0.5; // px per metre: a 2 km plot fits a phone
export const MAX_SCALE = 400; // px per metre: centimetre work

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export function worldToScreen(view: Viewport, [x, y]: PlanPoint): ScreenPoint {
  return screenPoint(x * view.scale + view.tx, -y * view.scale + view.ty);
}

export function screenToWorld(view: Viewport, [sx, sy]: ScreenPoint): PlanPoint {
  return [(sx - view.tx) / view.scale, -(sy - view.ty) / view.scale];
}

/** Zoom by `factor` keeping the world point under `anchor` (screen) where it is. */
export function zoomAt(view: Viewport, anchor: ScreenPoint, factor: number): Viewport {
  const scale = clampScale(view.scale * factor);
  const [wx, wy] = screenToWorld(view, anchor);
  return { scale, tx: anchor[0] - wx * scale, ty: anchor[1] + wy * scale };
}

export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { ...view, tx: view.tx + dx, ty: view.ty + dy };
}

/** A box in the plan frame, metres. */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The viewport that shows `bounds` centred in a `width` x `height` screen with `padding` px around. */
export function fitBounds(bounds: Bounds, width: number, height: number, padding = 32): Viewport {
  const w = Math.max(bounds.maxX - bounds.minX, 1);
  const h = Math.max(bounds.maxY - bounds.minY, 1);
  const scale = clampScale(Math.min((width - 2 * padding) / w, (height - 2 * padding) / h));
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  return { scale, tx: width / 2 - cx * scale, ty: height / 2 + cy * scale };
}

/** The world rectangle visible on a `width` x `height` screen. */
export function visibleBounds(view: Viewport, width: number, height: number): Bounds {
  const [minX, maxY] = screenToWorld(view, screenPoint(0, 0));
  const [maxX, minY] = screenToWorld(view, screenPoint(width, height));
  return { minX, minY, maxX, maxY };
}

/** A grid step (1, 2 or 5 x 10^k metres) whose lines are at least `minPx` apart on screen. */
export function gridStep(scale: number, minPx = 16): number {
  const raw = minPx / scale;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/**
 * The grid step in metres for the plot's unit system: round metres (`gridStep`), or on an
 * imperial plot round feet (1, 2, 5 or 10 x 10^k ft: major lines every 10 ft at a plot's zoom).
 */
export const gridStepIn = (scale: number, units: 'metric' | 'imperial', minPx = 16): number =>
  units === 'metric' ? gridStep(scale, minPx) : gridStep(scale * METRES_PER_FOOT, minPx) * METRES_PER_FOOT;

/** The nearest grid point (snapping). */
export function snapToGrid([x, y]: PlanPoint, step: number): PlanPoint {
  const snap = (v: number) => Math.round(v / step) * step;
  return [snap(x) + 0, snap(y) + 0];
}
