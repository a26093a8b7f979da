import { planPathShapes, protectedAreaShapes, surroundedBounds } from '@plotplan/contract/drawing';
import { pointsBox, unitSystemOf, type Plan, type Plot, type Violation } from '@plotplan/domain';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  BoundaryShape,
  type CanvasPointer,
  EntranceMarker,
  type KeyEntry,
  nudgeOffset,
  ObjectPopover,
  objectTooltipLines,
  type ObjectStyles,
  PlanKey,
  PlanLabels,
  PlanPaths,
  PlanPatterns,
  PlotCanvas,
  ProtectedAreaShape,
  styleFor,
  useObjectHover,
  useObjectNames,
  type Viewport,
} from '../../../lib/plan-canvas';
import { useLocale, useT } from '../../../lib/i18n';
import { underFinger } from '../model/editor-state';
import type { EditorState, PlanEditor } from '../model/plan-editor';
import { EditorObjectShape, type ObjectStatus } from './editor-object-shape';
import { DragFeedback, SelectionHandles } from './editor-overlays';
import { PlanDimensions } from './plan-dimensions';

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
  /** Opens the selection's action menu: a long press on an object, or the Menu key / Shift+F10. */
  readonly onObjectMenu?: () => void;
  /** A plan shown instead of the editor's, read-only (a variant before it is applied). */
  readonly preview?: PlanPreview;
  /** A fingertip fell on several small objects (ids topmost first): ask which one is meant. */
  readonly onPick?: (ids: readonly string[]) => void;
  /** Mean sun hours per day by object id, when the sun map is on: shown on hover. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
}

export interface PlanPreview {
  readonly name: string;
  readonly plan: Plan;
  readonly violations: readonly Pick<Violation, 'severity' | 'object_ids'>[];
}

const NO_VIOLATIONS: readonly Violation[] = [];
const NO_IDS: readonly string[] = [];

/** The editor's pointer input; its zoom is kept current by the render below. */
const input = ({ world, event }: CanvasPointer) => ({
  point: world,
  shiftKey: event.shiftKey,
  altKey: event.altKey,
  touch: event.pointerType === 'touch',
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
  onObjectMenu,
  onPick,
  preview,
  sunHours,
}: PlanEditorCanvasProps) {
  const t = useT();
  const locale = useLocale();
  // A preview is looked at, not edited: the editor's plan and selection stay as they are.
  const plan = preview?.plan ?? state.plan;
  const violations = preview?.violations ?? state.violations;
  const lines = preview === undefined ? state.violations : NO_VIOLATIONS;
  const selectedIds = preview === undefined ? state.selectedIds : NO_IDS;
  const names = useObjectNames(plan.objects, styles);
  const [key, setKey] = useState<readonly KeyEntry[]>([]);
  const hover = useObjectHover();
  const hovered = editor.isDragging ? undefined : plan.objects.find((o) => o.id === hover.id);
  // The plot and what lies beyond it (a neighbour's house at its offset) are framed together.
  const bounds = useMemo(() => surroundedBounds(plot), [plot]);
  // The protected areas and paths as the drawing model has them (the paper and thumbnails' too).
  const areas = useMemo(() => protectedAreaShapes(plot), [plot]);
  const paths = useMemo(() => planPathShapes(plan), [plan]);
  // The plot itself is what the north arrow, scale bar and buttons must leave clear.
  const plotBox = useMemo(() => pointsBox(plot.boundary), [plot]);
  const statusById = useMemo(() => {
    const map = new Map<string, ObjectStatus>();
    for (const v of violations)
      for (const id of v.object_ids)
        if (map.get(id) !== 'error') map.set(id, v.severity === 'error' ? 'error' : 'warning');
    return map;
  }, [violations]);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const highlighted = useMemo(() => new Set(highlightedIds), [highlightedIds]);
  // Dimension lines for the selection's problems, and for errors elsewhere up to a readable number.
  // The objects a fingertip may mean, at the canvas's current zoom.
  const fingered = ({ world, event }: CanvasPointer) => {
    const scale = Number(event.currentTarget.dataset['scale'] ?? '10');
    return underFinger(state.plan.objects, state.selectedIds, world, scale);
  };
  const shownViolations = useMemo(() => {
    const mine = (v: Violation) => v.object_ids.some((id) => selected.has(id));
    const others = lines.filter((v) => v.severity === 'error' && !mine(v));
    return [...lines.filter(mine), ...others.slice(0, DRAWN_VIOLATIONS)];
  }, [lines, selected]);

  return (
    <>
      <PlotCanvas
        bounds={bounds}
        clearBounds={plotBox}
        label={
          preview === undefined ? t('planCanvas.label') : t('planCanvas.previewLabel', { name: preview.name })
        }
        fitKey={fitKey}
        northDeg={plot.north_deg}
        georef={plot.georef}
        units={unitSystemOf(plot)}
        {...(preview === undefined
          ? {
              onPointerDown: (p: CanvasPointer) => {
                const ids = p.event.pointerType === 'touch' ? fingered(p) : [];
                if (ids.length < 2 || onPick === undefined) return editor.pointerDown(input(p));
                editor.select([]);
                onPick(ids);
                return true;
              },
              onPointerMove: (p: CanvasPointer) => editor.pointerMove(input(p)),
              onPointerUp: () => editor.pointerUp(),
              onKey: (event: KeyboardEvent<SVGSVGElement>) => {
                if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
                  event.preventDefault();
                  if (state.selectedIds.length > 0) onObjectMenu?.();
                } else handleKey(editor, event);
              },
              onGestureCancel: () => editor.cancel(),
              onLongPress: () => {
                // The press selected what lay under the finger; empty ground has nothing to offer.
                if (editor.getState().selectedIds.length > 0) onObjectMenu?.();
              },
            }
          : { interactive: false })}
      >
        {(view) => {
          // Grips keep their size on screen: the editor places and hit-tests them at this zoom.
          editor.setScale(view.scale);
          return (
            <>
              <BoundaryShape plot={plot} view={view} showLengths={false} />
              {areas.map((area) => (
                <ProtectedAreaShape key={area.id} area={area} view={view} />
              ))}
              {underlay?.(view)}
              <EntranceMarker plot={plot} view={view} />
              <PlanPatterns view={view}>
                <PlanPaths paths={paths} view={view} />
                <g className="plan-objects" {...hover.handlers}>
                  {plan.objects.map((o) => {
                    const style = styleFor(styles, o.landscape_object, o.label);
                    return (
                      <EditorObjectShape
                        key={o.id}
                        object={o}
                        view={view}
                        name={style.name}
                        color={style.color}
                        family={style.family}
                        selected={selected.has(o.id)}
                        status={statusById.get(o.id) ?? 'ok'}
                        highlighted={highlighted.has(o.id)}
                      />
                    );
                  })}
                </g>
              </PlanPatterns>
              <PlanLabels objects={plan.objects} names={names} view={view} onKey={setKey} />
              <PlanDimensions
                plan={plan}
                violations={shownViolations}
                selectedIds={selectedIds}
                showSelection={preview === undefined && !state.dragging}
                boundary={plot.boundary}
                names={names}
                view={view}
                units={unitSystemOf(plot)}
              />
              <SelectionHandles handles={selectedIds.length === 1 ? editor.handles() : []} view={view} />
              {preview === undefined && (
                <DragFeedback
                  guides={state.guides}
                  measurements={state.measurements}
                  view={view}
                  units={unitSystemOf(plot)}
                />
              )}
              {hovered !== undefined && (
                <ObjectPopover
                  object={hovered}
                  lines={objectTooltipLines(
                    names.get(hovered.id) ?? '',
                    hovered,
                    sunHours?.[hovered.id],
                    locale,
                    unitSystemOf(plot),
                  )}
                  view={view}
                />
              )}
            </>
          );
        }}
      </PlotCanvas>
      <PlanKey entries={key} className="plan-key--editor" collapsible />
    </>
  );
}
