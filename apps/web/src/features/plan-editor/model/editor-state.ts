import {
  checkPlan,
  type LandscapeObject,
  type Plan,
  type PlacedObject,
  type Plot,
  type Point,
  type RulePack,
  type Violation,
} from '@plotplan/domain';
import { measurementsFor, type Measurement } from './measurements';
import { objectContains } from './object-geometry';
import type { SnapGuide } from './snapping';

export interface PlanEditorOptions {
  readonly plot: Plot;
  readonly plan: Plan;
  readonly pack: RulePack;
  readonly catalog: readonly LandscapeObject[];
  /** Every committed change (the end of a drag, a nudge, undo...), to be saved as a plan version. */
  readonly onCommit?: (commit: PlanCommit) => void;
}

export interface PlanCommit {
  readonly plan: Plan;
  /** What changed, in words, for the version's summary ("Moved Greenhouse"). */
  readonly summary: string;
}

export interface PointerInput {
  /** Plan coordinates, metres. */
  readonly point: Point;
  readonly shiftKey?: boolean;
  /** Alt held: no snapping. */
  readonly altKey?: boolean;
  /** A finger, not a mouse: small objects are hit from a fingertip away (`underFinger`). */
  readonly touch?: boolean;
}

/** What the UI draws; a new object whenever anything changes, the same one otherwise. */
export interface EditorState {
  readonly plan: Plan;
  readonly selectedIds: readonly string[];
  readonly violations: readonly Violation[];
  readonly dragging: boolean;
  readonly guides: readonly SnapGuide[];
  readonly measurements: readonly Measurement[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

export interface StateInput {
  readonly plan: Plan;
  readonly selectedIds: readonly string[];
  readonly dragging: boolean;
  readonly guides: readonly SnapGuide[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/**
 * The editor's next state. The checker runs only when the plan changed (selecting does not
 * re-check); the distances to show are measured only while one object is being dragged.
 */
export function deriveState(
  previous: EditorState | undefined,
  input: StateInput,
  options: Pick<PlanEditorOptions, 'plot' | 'pack' | 'catalog'>,
): EditorState {
  const { plan, selectedIds, dragging } = input;
  const violations =
    previous !== undefined && previous.plan === plan
      ? previous.violations
      : checkPlan(options.plot, plan, options.pack, options.catalog);
  const primary =
    dragging && selectedIds.length === 1 ? plan.objects.find((o) => o.id === selectedIds[0]) : undefined;
  return {
    ...input,
    violations,
    measurements: primary === undefined ? [] : measurementsFor(primary, plan.objects, options.plot.boundary),
  };
}

/** The ids among `ids` that name objects of `plan`, in order, each once. */
export function knownIds(plan: Plan, ids: readonly string[]): string[] {
  const known = new Set(plan.objects.map((o) => o.id));
  return [...new Set(ids)].filter((id) => known.has(id));
}

/** Half a fingertip: on a touch screen objects narrower than a fingertip (44 px) are hit this far out. */
export const FINGER_PX = 22;

/**
 * The object under `point`: topmost first (later objects are drawn over earlier ones), a selected one
 * winning; within 2 px of an edge, or with a finger on a touch screen as `underFinger` finds it.
 */
export function hitTest(
  objects: readonly PlacedObject[],
  selectedIds: readonly string[],
  point: Point,
  pxPerMetre: number,
  touch = false,
): string | undefined {
  if (touch) return underFinger(objects, selectedIds, point, pxPerMetre)[0];
  const tolerance = 2 / pxPerMetre;
  const hit = (o: PlacedObject | undefined): o is PlacedObject =>
    o !== undefined && objectContains(o, point, tolerance);
  for (let i = objects.length - 1; i >= 0; i--) {
    const o = objects[i];
    if (hit(o) && selectedIds.includes(o.id)) return o.id;
  }
  for (let i = objects.length - 1; i >= 0; i--) {
    const o = objects[i];
    if (hit(o)) return o.id;
  }
  return undefined;
}

/**
 * What a fingertip at `point` may mean, topmost first: objects under it (within 2 px), and small
 * ones (narrower than a fingertip on screen) within FINGER_PX of their edge. A selected object among
 * them is the one meant (it can be dragged); otherwise several mean the user has to choose.
 */
export function underFinger(
  objects: readonly PlacedObject[],
  selectedIds: readonly string[],
  point: Point,
  pxPerMetre: number,
): string[] {
  const ids: string[] = [];
  for (let i = objects.length - 1; i >= 0; i--) {
    const o = objects[i];
    if (o === undefined) continue;
    const small = Math.min(o.width, o.depth) * pxPerMetre < 2 * FINGER_PX;
    if (objectContains(o, point, (small ? FINGER_PX : 2) / pxPerMetre)) ids.push(o.id);
  }
  const selected = ids.find((id) => selectedIds.includes(id));
  return selected === undefined ? ids : [selected];
}
