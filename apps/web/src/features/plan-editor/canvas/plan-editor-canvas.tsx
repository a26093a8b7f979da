import type { Plot, Violation } from '@plotplan/domain';
import { useMemo, type KeyboardEvent, type ReactNode } from 'react';
import {
  BoundaryShape,
  boundsOf,
  type CanvasPointer,
  EntranceMarker,
  nudgeOffset,
  type ObjectStyles,
  PlanPaths,
  PlotCanvas,
  ProtectedAreaShape,
  styleFor,
  type Viewport,
} from '../../../lib/plan-canvas';
import type { EditorState, PlanEditor } from '../model/plan-editor';
import { EditorObjectShape, type ObjectStatus } from './editor-object-shape';
import { DragFeedback, SelectionHandles, ViolationLines } from './editor-overlays';

/** Error lines drawn besides the selection's own: enough to see where the problems are. */
const DRAWN_VIOLATIONS = 100;

interface PlanEditorCanvasProps {
  readonly editor: PlanEditor;
  readonly state: EditorState;
  readonly plot: Plot;
  readonly styles: ObjectStyles;
  readonly fitKey: string;
  /** Drawn between the plot and the objects (the sun-hours overlay). */
  readonly underlay?: (view: Viewport) => ReactNode;
  /** Objects to outline (the assistant's last changes). */
  readonly highlightedIds?: readonly string[];
}

/** The editor's pointer input; its zoom is kept current by the render below. */
const input = ({ world, event }: CanvasPointer) => ({
  point: world,
  shiftKey: event.shiftKey,
  altKey: event.altKey,
});

/** Keys on the focused plan: arrows nudge, Delete removes, R / [ ] turn, L locks, Escape cancels. */
function handleKey(editor: PlanEditor, event: KeyboardEvent<SVGSVGElement>) {
  const offset = nudgeOffset(event.key, event.shiftKey);
  const run = (action: () => void) => {
    event.preventDefault();
    action();
  };
  if (offset !== undefined) return run(() => editor.nudge(offset[0], offset[1]));
  switch (event.key) {
    case 'Delete':
    case 'Backspace':
      return run(() => editor.deleteSelected());
    case 'r':
    case 'R':
      return run(() => editor.rotateBy(event.shiftKey ? -90 : 90));
    case '[':
      return run(() => editor.rotateBy(15));
    case ']':
      return run(() => editor.rotateBy(-15));
    case 'l':
    case 'L':
      return run(() => editor.toggleLock());
    case 'Escape':
      return run(() => (editor.isDragging ? editor.cancel() : editor.select([])));
    case 'a':
      if (event.ctrlKey || event.metaKey) run(() => editor.selectAll());
      return;
    default:
  }
}

/** The plan being edited: plot, objects coloured by status, grips, guides and live distances. */
export function PlanEditorCanvas({
  editor,
  state,
  plot,
  styles,
  fitKey,
  underlay,
  highlightedIds,
}: PlanEditorCanvasProps) {
  const bounds = useMemo(() => boundsOf(plot.boundary), [plot.boundary]);
  const statusById = useMemo(() => {
    const map = new Map<string, ObjectStatus>();
    for (const v of state.violations)
      for (const id of v.object_ids)
        if (map.get(id) !== 'error') map.set(id, v.severity === 'error' ? 'error' : 'warning');
    return map;
  }, [state.violations]);
  const selected = useMemo(() => new Set(state.selectedIds), [state.selectedIds]);
  const highlighted = useMemo(() => new Set(highlightedIds), [highlightedIds]);
  // Dimension lines for the selection's problems, and for errors elsewhere up to a readable number.
  const shownViolations = useMemo(() => {
    const mine = (v: Violation) => v.object_ids.some((id) => selected.has(id));
    const others = state.violations.filter((v) => v.severity === 'error' && !mine(v));
    return [...state.violations.filter(mine), ...others.slice(0, DRAWN_VIOLATIONS)];
  }, [state.violations, selected]);

  return (
    <PlotCanvas
      bounds={bounds}
      label="Plan editor: drag objects to move them; arrow keys nudge the selection"
      fitKey={fitKey}
      onPointerDown={(p) => editor.pointerDown(input(p))}
      onPointerMove={(p) => editor.pointerMove(input(p))}
      onPointerUp={() => editor.pointerUp()}
      onKey={(event) => handleKey(editor, event)}
    >
      {(view) => {
        // Grips keep their size on screen: the editor places and hit-tests them at this zoom.
        editor.setScale(view.scale);
        return (
          <>
            <BoundaryShape plot={plot} view={view} showLengths={false} />
            {plot.protected_areas.map((area) => (
              <ProtectedAreaShape key={area.id} area={area} view={view} />
            ))}
            {underlay?.(view)}
            <EntranceMarker plot={plot} view={view} />
            <PlanPaths plan={state.plan} view={view} />
            <g className="plan-objects">
              {state.plan.objects.map((o) => {
                const style = styleFor(styles, o.landscape_object, o.label);
                return (
                  <EditorObjectShape
                    key={o.id}
                    object={o}
                    view={view}
                    name={style.name}
                    color={style.color}
                    selected={selected.has(o.id)}
                    status={statusById.get(o.id) ?? 'ok'}
                    highlighted={highlighted.has(o.id)}
                  />
                );
              })}
            </g>
            <ViolationLines violations={shownViolations} view={view} />
            <SelectionHandles handles={state.selectedIds.length === 1 ? editor.handles() : []} view={view} />
            <DragFeedback guides={state.guides} measurements={state.measurements} view={view} />
          </>
        );
      }}
    </PlotCanvas>
  );
}
