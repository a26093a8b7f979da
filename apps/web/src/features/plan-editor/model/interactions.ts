import {
  boundingBox,
  type LandscapeObject,
  type PlacedObject,
  type Plan,
  type Point,
} from '@plotplan/domain';
import { objectBox, objectCorners, toWorld } from './object-geometry';
import { clampSize, mm, moveObjects, normalizeDeg, sizeRangeOf, updateObjects } from './plan-operations';
import { snapMove, type SnapGuide } from './snapping';

/** A pointer gesture in progress, with the plan as it was when it started. */
export type Interaction =
  | {
      readonly kind: 'move';
      readonly start: Point;
      readonly before: Plan;
      readonly ids: ReadonlySet<string>;
      /** Set once the pointer has gone past the click slop. */
      readonly started: boolean;
    }
  | { readonly kind: 'rotate'; readonly id: string; readonly before: Plan }
  | {
      readonly kind: 'resize';
      readonly id: string;
      readonly before: Plan;
      readonly sx: -1 | 1;
      readonly sy: -1 | 1;
    };

export interface GestureResult {
  readonly plan: Plan;
  readonly guides: readonly SnapGuide[];
}

export interface MoveContext {
  readonly boundary: readonly Point[];
  /** Snap distance in metres (a few screen pixels at the current zoom); 0 turns snapping off. */
  readonly tolerance: number;
}

/** The plan while dragging `ids` from `start` to `point`, snapped to edges and other objects. */
export function dragMove(
  interaction: Extract<Interaction, { kind: 'move' }>,
  point: Point,
  context: MoveContext,
): GestureResult {
  const dx = point[0] - interaction.start[0];
  const dy = point[1] - interaction.start[1];
  const raw = moveObjects(interaction.before, interaction.ids, dx, dy);
  if (context.tolerance <= 0) return { plan: raw, guides: [] };
  const moving = raw.objects.filter((o) => interaction.ids.has(o.id) && !o.locked);
  if (moving.length === 0) return { plan: raw, guides: [] };
  const corners = moving.flatMap(objectCorners);
  const others = raw.objects.filter((o) => !interaction.ids.has(o.id)).map(objectBox);
  const snap = snapMove(boundingBox(corners), corners, others, context.boundary, context.tolerance);
  if (snap.dx === 0 && snap.dy === 0) return { plan: raw, guides: snap.guides };
  return {
    plan: moveObjects(interaction.before, interaction.ids, dx + snap.dx, dy + snap.dy),
    guides: snap.guides,
  };
}

const ROTATION_STEP_DEG = 15;

/** The object turned so its top faces the pointer; with `stepped`, in 15° steps. */
export function dragRotate(before: Plan, id: string, point: Point, stepped: boolean): Plan {
  return updateObjects(before, new Set([id]), (o) => {
    // The rotate grip sits above the local top edge (+y), so the pointer angle minus 90° is the turn.
    let deg = (Math.atan2(point[1] - o.y, point[0] - o.x) * 180) / Math.PI - 90;
    deg = stepped ? Math.round(deg / ROTATION_STEP_DEG) * ROTATION_STEP_DEG : Math.round(deg * 10) / 10;
    return { ...o, rotation_deg: normalizeDeg(deg) };
  });
}

/**
 * The object resized by pulling one corner, the opposite corner staying put (a circle keeps its
 * centre), within the catalog's size range.
 */
export function dragResize(
  interaction: Extract<Interaction, { kind: 'resize' }>,
  point: Point,
  entry: LandscapeObject | undefined,
): Plan {
  const { sx, sy } = interaction;
  return updateObjects(interaction.before, new Set([interaction.id]), (o): PlacedObject => {
    const range = sizeRangeOf(entry, o);
    if (o.shape === 'circle') {
      const size = clampSize(o, range, 2 * Math.hypot(point[0] - o.x, point[1] - o.y), 0);
      return { ...o, ...size };
    }
    const anchor = toWorld(o, [(-sx * o.width) / 2, (-sy * o.depth) / 2]);
    const turned = { x: anchor[0], y: anchor[1], rotation_deg: o.rotation_deg };
    // The pointer in the frame of the fixed corner, measured along the object's own axes.
    const a = (o.rotation_deg * Math.PI) / 180;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    const [px, py] = [point[0] - anchor[0], point[1] - anchor[1]];
    const size = clampSize(o, range, sx * (c * px + s * py), sy * (-s * px + c * py));
    const centre = toWorld(turned, [(sx * size.width) / 2, (sy * size.depth) / 2]);
    return { ...o, ...size, x: mm(centre[0]), y: mm(centre[1]) };
  });
}
