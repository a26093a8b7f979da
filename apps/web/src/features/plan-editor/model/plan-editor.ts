import {
  objectByCode,
  withPathNetwork,
  type LandscapeObject,
  type Plan,
  type Plot,
  type Point,
} from '@plotplan/domain';
import {
  deriveState,
  hitTest,
  knownIds,
  type EditorState,
  type PlanEditorOptions,
  type PointerInput,
} from './editor-state';
import { t, type MessageKey } from '../../../lib/i18n';
import { geometryVerb, gestureVerbs } from './edit-summary';
import { placeNewObject } from './free-spot';
import { handlesOf, HANDLE_RADIUS_PX, type Handle } from './handles';
import { dragMove, dragResize, dragRotate, type Interaction } from './interactions';
import {
  clampSize,
  mm,
  moveObjects,
  normalizeDeg,
  removeObjects,
  samePlan,
  sizeRangeOf,
  updateObjects,
} from './plan-operations';
import type { SnapGuide } from './snapping';
import { emptyUndo, recordChange, stepBack, stepForward, type UndoStack } from './undo-stack';

export type { EditorState, PlanCommit, PlanEditorOptions, PointerInput } from './editor-state';

/** Screen pixels the pointer may travel before a press becomes a drag, and the snap distance. */
const CLICK_SLOP_PX = 3;
const SNAP_PX = 8;

/**
 * The plan editor without a UI: selection, drag/rotate/resize gestures with snapping, keyboard-sized
 * edits, undo/redo and live rule checking. The React layer feeds it pointer and key input in plan
 * coordinates and draws its state; tests drive it the same way (pointerDown, pointerMove, expect).
 */
export class PlanEditor {
  private state: EditorState;
  private undo: UndoStack = emptyUndo;
  private interaction: Interaction | undefined;
  private pxPerMetre = 10;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: PlanEditorOptions) {
    this.state = this.derive(options.plan, [], false, []);
  }

  // --- state and subscription (useSyncExternalStore) ---

  readonly getState = (): EditorState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get plan(): Plan {
    return this.state.plan;
  }

  get plot(): Plot {
    return this.options.plot;
  }

  /** The zoom, so that grips and snapping keep their size on screen. */
  setScale(pxPerMetre: number): void {
    if (pxPerMetre > 0) this.pxPerMetre = pxPerMetre;
  }

  entryOf(code: string): LandscapeObject | undefined {
    // The domain keeps a by-code index per catalog array.
    return objectByCode(code, this.options.catalog);
  }

  nameOf(id: string): string {
    const o = this.state.plan.objects.find((p) => p.id === id);
    if (o === undefined) return id;
    return o.label ?? this.entryOf(o.landscape_object)?.name ?? o.landscape_object;
  }

  /** The grips of the single selected object (none for several, or a locked one). */
  handles(): Handle[] {
    const [id, more] = this.state.selectedIds;
    const o =
      id === undefined || more !== undefined ? undefined : this.state.plan.objects.find((p) => p.id === id);
    if (o === undefined) return [];
    const entry = this.entryOf(o.landscape_object);
    const resizable =
      entry !== undefined && (entry.min_width < entry.max_width || entry.min_depth < entry.max_depth);
    return handlesOf(o, this.pxPerMetre, resizable, entry?.rotatable ?? true);
  }

  // --- pointer gestures ---

  /**
   * A press at `point`: on a grip starts rotating/resizing, on an object selects it (Shift adds or
   * removes) and starts a move. Returns false on empty ground (the selection is cleared unless Shift
   * is held), so the canvas may pan instead.
   */
  pointerDown({ point, shiftKey = false, touch = false }: PointerInput): boolean {
    this.interaction = undefined;
    const grip = this.handles().find(
      (h) => Math.hypot(h.at[0] - point[0], h.at[1] - point[1]) * this.pxPerMetre <= HANDLE_RADIUS_PX + 2,
    );
    const selected = this.state.selectedIds[0];
    if (grip !== undefined && selected !== undefined) {
      const before = this.state.plan;
      this.interaction =
        grip.kind === 'rotate'
          ? { kind: 'rotate', id: selected, before }
          : { kind: 'resize', id: selected, before, sx: grip.sx, sy: grip.sy };
      return true;
    }
    const hit = this.hitTest(point, touch);
    if (hit === undefined) {
      if (!shiftKey) this.select([]);
      return false;
    }
    let ids = this.state.selectedIds;
    if (shiftKey) ids = ids.includes(hit) ? ids.filter((i) => i !== hit) : [...ids, hit];
    else if (!ids.includes(hit)) ids = [hit];
    this.select(ids);
    if (ids.includes(hit))
      this.interaction = {
        kind: 'move',
        start: point,
        before: this.state.plan,
        ids: new Set(ids),
        started: false,
      };
    return true;
  }

  pointerMove({ point, shiftKey = false, altKey = false }: PointerInput): void {
    const gesture = this.interaction;
    if (gesture === undefined) return;
    if (gesture.kind === 'move') {
      if (!gesture.started) {
        const travel = Math.hypot(point[0] - gesture.start[0], point[1] - gesture.start[1]) * this.pxPerMetre;
        if (travel < CLICK_SLOP_PX) return;
        this.interaction = { ...gesture, started: true };
      }
      const tolerance = altKey ? 0 : SNAP_PX / this.pxPerMetre;
      const { plan, guides } = dragMove(gesture, point, { boundary: this.options.plot.boundary, tolerance });
      this.drag(plan, guides);
    } else if (gesture.kind === 'rotate') {
      this.drag(dragRotate(gesture.before, gesture.id, point, shiftKey), []);
    } else {
      const o = gesture.before.objects.find((p) => p.id === gesture.id);
      const entry = o === undefined ? undefined : this.entryOf(o.landscape_object);
      this.drag(dragResize(gesture, point, entry), []);
    }
  }

  /** Ends the gesture; a changed plan is committed as one undoable step. */
  pointerUp(): void {
    const gesture = this.interaction;
    this.interaction = undefined;
    if (gesture === undefined) return;
    const verb = gestureVerbs[gesture.kind];
    const ids = gesture.kind === 'move' ? [...gesture.ids] : [gesture.id];
    if (samePlan(gesture.before, this.state.plan))
      return this.set(this.state.plan, this.state.selectedIds, false, []);
    this.commit(gesture.before, this.state.plan, this.summary(verb, ids));
  }

  /** Escape during a gesture: everything back where it was, nothing committed. */
  cancel(): void {
    const gesture = this.interaction;
    this.interaction = undefined;
    if (gesture !== undefined) this.set(gesture.before, this.state.selectedIds, false, []);
  }

  get isDragging(): boolean {
    return this.interaction !== undefined;
  }

  // --- selection ---

  select(ids: readonly string[]): void {
    const next = knownIds(this.state.plan, ids);
    const same =
      next.length === this.state.selectedIds.length &&
      next.every((id, i) => this.state.selectedIds[i] === id);
    if (!same) this.set(this.state.plan, next, this.state.dragging, this.state.guides);
  }

  selectAll(): void {
    this.select(this.state.plan.objects.map((o) => o.id));
  }

  // --- edits (each one undoable step) ---

  /** Moves the selected, unlocked objects by (dx, dy) metres. */
  nudge(dx: number, dy: number): void {
    const ids = this.movableSelection();
    if (ids.length > 0)
      this.apply(moveObjects(this.state.plan, new Set(ids), dx, dy), this.summary('history.moved', ids));
  }

  /** Turns the selected, unlocked, rotatable objects by `deltaDeg` about their centres. */
  rotateBy(deltaDeg: number): void {
    const ids = this.movableSelection().filter((id) => this.isRotatable(id));
    if (ids.length === 0) return;
    const plan = updateObjects(this.state.plan, new Set(ids), (o) => ({
      ...o,
      rotation_deg: normalizeDeg(o.rotation_deg + deltaDeg),
    }));
    this.apply(plan, this.summary('history.rotated', ids));
  }

  /** Sets one object's position, turn or size (sizes held to the catalog's range). */
  setGeometry(
    id: string,
    change: { x?: number; y?: number; rotation_deg?: number; width?: number; depth?: number },
  ): void {
    const o = this.state.plan.objects.find((p) => p.id === id);
    if (o === undefined || o.locked) return;
    const size = clampSize(
      o,
      sizeRangeOf(this.entryOf(o.landscape_object), o),
      change.width ?? o.width,
      change.depth ?? o.depth,
    );
    const rotation =
      change.rotation_deg === undefined || !this.isRotatable(id)
        ? o.rotation_deg
        : normalizeDeg(change.rotation_deg);
    const next = { ...o, ...size, x: mm(change.x ?? o.x), y: mm(change.y ?? o.y), rotation_deg: rotation };
    this.apply(
      updateObjects(this.state.plan, new Set([id]), () => next),
      this.summary(geometryVerb(change), [id]),
    );
  }

  /** Locks the selection when any of it is unlocked, else unlocks it all. */
  toggleLock(ids: readonly string[] = this.state.selectedIds): void {
    const chosen = this.state.plan.objects.filter((o) => ids.includes(o.id));
    if (chosen.length === 0) return;
    const locked = chosen.some((o) => !o.locked);
    const plan = updateObjects(this.state.plan, new Set(ids), (o) => ({ ...o, locked }));
    this.apply(plan, this.summary(locked ? 'history.locked' : 'history.unlocked', ids));
  }

  /** Deletes the selected objects that are not locked. */
  deleteSelected(): void {
    const ids = this.movableSelection();
    if (ids.length === 0) return;
    const summary = this.summary('history.deleted', ids);
    const plan = removeObjects(this.state.plan, new Set(ids));
    this.apply(
      plan,
      summary,
      this.state.selectedIds.filter((id) => !ids.includes(id)),
    );
  }

  /** Adds a catalog object at a free spot near `near` (default: the plot's centre) and selects it. */
  add(code: string, near?: Point): string | undefined {
    const entry = this.entryOf(code);
    if (entry === undefined) return undefined;
    const added = placeNewObject(this.options, this.state.plan, entry, near);
    const plan: Plan = { ...this.state.plan, objects: [...this.state.plan.objects, added] };
    this.apply(plan, t('history.added', { what: entry.name }), [added.id]);
    return added.id;
  }

  /**
   * Lays the plan's paths anew for where the objects now stand (the generator's path network: a main
   * path from the entrance to the house, garden paths on to every building and the beds), as one
   * undoable step. Returns the ids of the buildings no path can reach.
   */
  layPaths(): string[] {
    const { plot, pack, catalog } = this.options;
    const { plan, unreachable } = withPathNetwork(plot, this.state.plan, pack, catalog);
    const paths = plan.paths ?? [];
    const next: Plan = { objects: this.state.plan.objects, ...(paths.length === 0 ? {} : { paths }) };
    this.apply(next, t(paths.length === 0 ? 'history.removedPaths' : 'history.laidPaths'));
    return unreachable;
  }

  undoChange(): void {
    this.travel(stepBack, t('editor.undo'));
  }

  redoChange(): void {
    this.travel(stepForward, t('editor.redo'));
  }

  /** One step back or forward through the undo history (not in the middle of a drag). */
  private travel(step: typeof stepBack, summary: string): void {
    if (this.interaction !== undefined) return;
    const next = step(this.undo, this.state.plan);
    if (next === undefined) return;
    this.undo = next.stack;
    this.publish(next.plan, summary);
  }

  /**
   * A plan that changed elsewhere (a restored version, an applied generation): shown as it is, with
   * the undo history cleared, since its steps belong to a plan that is no longer current.
   */
  replacePlan(plan: Plan): void {
    this.interaction = undefined;
    this.undo = emptyUndo;
    const selection = knownIds(plan, this.state.selectedIds);
    this.set(samePlan(plan, this.state.plan) ? this.state.plan : plan, selection, false, []);
  }

  // --- internals ---

  private hitTest(point: Point, touch = false): string | undefined {
    return hitTest(this.state.plan.objects, this.state.selectedIds, point, this.pxPerMetre, touch);
  }

  private movableSelection(): string[] {
    const selected = new Set(this.state.selectedIds);
    return this.state.plan.objects.filter((o) => selected.has(o.id) && !o.locked).map((o) => o.id);
  }

  private isRotatable(id: string): boolean {
    const o = this.state.plan.objects.find((p) => p.id === id);
    return o !== undefined && o.shape === 'rect' && (this.entryOf(o.landscape_object)?.rotatable ?? true);
  }

  private summary(verb: MessageKey, ids: readonly string[]): string {
    return t(verb, { what: this.describe(ids) });
  }

  private describe(ids: readonly string[]): string {
    if (ids.length === 1) return this.nameOf(ids[0] as string);
    return t('menu.objects', { count: ids.length });
  }

  private apply(plan: Plan, summary: string, selection: readonly string[] = this.state.selectedIds): void {
    if (this.interaction !== undefined || samePlan(plan, this.state.plan)) return;
    this.commit(this.state.plan, plan, summary, selection);
  }

  private commit(
    before: Plan,
    plan: Plan,
    summary: string,
    selection: readonly string[] = this.state.selectedIds,
  ): void {
    this.undo = recordChange(this.undo, before);
    this.set(plan, selection, false, []);
    this.options.onCommit?.({ plan, summary });
  }

  private publish(plan: Plan, summary: string): void {
    this.set(plan, knownIds(plan, this.state.selectedIds), false, []);
    this.options.onCommit?.({ plan, summary });
  }

  /**
   * A gesture's plan for this pointer position. One that lands where the last did (held by a snap, a
   * 15° step or the size range) keeps the plan object, so the checker and the sun map skip it.
   */
  private drag(plan: Plan, guides: readonly SnapGuide[]): void {
    this.set(samePlan(plan, this.state.plan) ? this.state.plan : plan, this.state.selectedIds, true, guides);
  }

  private set(
    plan: Plan,
    selectedIds: readonly string[],
    dragging: boolean,
    guides: readonly SnapGuide[],
  ): void {
    this.state = this.derive(plan, selectedIds, dragging, guides);
    for (const listener of this.listeners) listener();
  }

  private derive(
    plan: Plan,
    selectedIds: readonly string[],
    dragging: boolean,
    guides: readonly SnapGuide[],
  ): EditorState {
    const input = {
      plan,
      selectedIds,
      dragging,
      guides,
      canUndo: this.undo.past.length > 0,
      canRedo: this.undo.future.length > 0,
    };
    return deriveState(this.state as EditorState | undefined, input, this.options);
  }
}
