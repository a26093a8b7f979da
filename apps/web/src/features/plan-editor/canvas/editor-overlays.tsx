import type { Plan, Point, Violation } from '@plotplan/domain';
import { useMemo } from 'react';
import type { Handle } from '../model/handles';
import { HANDLE_RADIUS_PX } from '../model/handles';
import { selectionMeasurements, type Measurement } from '../model/measurements';
import type { SnapGuide } from '../model/snapping';
import { type Viewport, worldToScreen } from '../../../lib/plan-canvas';

/** Drawings show lengths to 0.1 m. */
const metres = (d: number): string => `${d.toFixed(1)} m`;
/** A shortfall is never shown as "0.0": under 0.05 m it reads "<0.1 m". */
const shortfall = (d: number): string => (d < 0.05 ? '<0.1 m' : metres(d));

function Dimension({
  from,
  to,
  view,
  label,
  className,
  title,
  at = 0.5,
}: {
  from: Point;
  to: Point;
  view: Viewport;
  label: string;
  className: string;
  title?: string;
  /** Where along the line its label sits, 0..1. */
  at?: number;
}) {
  const [ax, ay] = worldToScreen(view, from);
  const [bx, by] = worldToScreen(view, to);
  return (
    <g className={className}>
      {title !== undefined && <title>{title}</title>}
      <line x1={ax} y1={ay} x2={bx} y2={by} />
      <circle cx={ax} cy={ay} r={2.5} />
      <circle cx={bx} cy={by} r={2.5} />
      <text x={ax + (bx - ax) * at + 4} y={ay + (by - ay) * at - 4}>
        {label}
      </text>
    </g>
  );
}

/** Snap guides and the live distances to the boundary and the nearest object while dragging. */
export function DragFeedback({
  guides,
  measurements,
  view,
}: {
  guides: readonly SnapGuide[];
  measurements: readonly Measurement[];
  view: Viewport;
}) {
  return (
    <g className="editor-feedback" aria-hidden="true">
      {guides.map(([a, b], i) => {
        const [ax, ay] = worldToScreen(view, a);
        const [bx, by] = worldToScreen(view, b);
        return <line key={i} className="editor-guide" x1={ax} y1={ay} x2={bx} y2={by} />;
      })}
      {measurements.map((m) => (
        <Dimension
          key={m.to}
          from={m.from}
          to={m.toPoint}
          view={view}
          label={metres(m.distance_m)}
          className={`editor-measure editor-measure--${m.to}`}
        />
      ))}
    </g>
  );
}

/**
 * The selected object's dimensions, as on the PDF: to the nearest boundary side and the one or two
 * nearest objects, to 0.1 m. Shown while one object is selected and not being dragged (the drag
 * shows its own live distances).
 */
export function SelectionDimensions({
  plan,
  selectedIds,
  boundary,
  names,
  view,
}: {
  plan: Plan;
  selectedIds: readonly string[];
  boundary: readonly Point[];
  /** The objects' names by id, for the dimensions' titles. */
  names: (id: string) => string;
  view: Viewport;
}) {
  const selected = selectedIds.length === 1 ? plan.objects.find((o) => o.id === selectedIds[0]) : undefined;
  const measurements = useMemo(
    () => (selected === undefined ? [] : selectionMeasurements(selected, plan.objects, boundary)),
    [selected, plan.objects, boundary],
  );
  if (selected === undefined) return null;
  const shown = measurements.filter((m) => m.distance_m >= 0.05);
  const positions = labelPositions(
    shown.map((m) => [worldToScreen(view, m.from), worldToScreen(view, m.toPoint)] as const),
  );
  return (
    <g className="editor-dimensions" role="group" aria-label="Dimensions of the selection">
      {shown.map((m, i) => {
        const to = m.to === 'boundary' ? 'the boundary' : names(m.otherId ?? '');
        return (
          <Dimension
            key={`${m.to}-${m.otherId ?? ''}`}
            from={m.from}
            to={m.toPoint}
            view={view}
            label={metres(m.distance_m)}
            title={`${names(selected.id)} to ${to}: ${metres(m.distance_m)}`}
            at={positions[i]}
            className={`editor-measure editor-measure--${m.to}`}
          />
        );
      })}
    </g>
  );
}

/**
 * Where along each dimension line its label goes: the middle, or a third of the way from either end
 * when the middle would sit on an earlier label (lines from one corner share their start).
 */
function labelPositions(lines: readonly (readonly [readonly number[], readonly number[]])[]): number[] {
  const placed: [number, number][] = [];
  return lines.map(([a, b]) => {
    const spot = (t: number): [number, number] => [
      (a[0] ?? 0) + ((b[0] ?? 0) - (a[0] ?? 0)) * t,
      (a[1] ?? 0) + ((b[1] ?? 0) - (a[1] ?? 0)) * t,
    ];
    const free = (p: [number, number]) =>
      placed.every(([x, y]) => Math.abs(x - p[0]) > 44 || Math.abs(y - p[1]) > 16);
    const t = [0.5, 0.7, 0.3, 0.85].find((c) => free(spot(c))) ?? 0.5;
    placed.push(spot(t));
    return t;
  });
}

/** Red dimension lines from each violating object to what it is too close to, with the shortfall. */
export function ViolationLines({ violations, view }: { violations: readonly Violation[]; view: Viewport }) {
  return (
    <g className="editor-violations" aria-hidden="true">
      {violations.map((v, i) =>
        v.line === undefined ? null : (
          <Dimension
            key={`${v.rule_id}-${v.object_ids.join('-')}-${i}`}
            from={[v.line.from.x, v.line.from.y]}
            to={[v.line.to.x, v.line.to.y]}
            view={view}
            label={`−${shortfall(v.shortfall_m)}`}
            className={`editor-violation editor-violation--${v.severity}`}
          />
        ),
      )}
    </g>
  );
}

/** The grips of the selected object: corner squares to resize, a round grip to rotate. */
export function SelectionHandles({ handles, view }: { handles: readonly Handle[]; view: Viewport }) {
  return (
    <g className="editor-handles">
      {handles.map((h, i) => {
        const [x, y] = worldToScreen(view, h.at);
        return h.kind === 'rotate' ? (
          <circle
            key={i}
            className="editor-handle editor-handle--rotate"
            data-handle="rotate"
            cx={x}
            cy={y}
            r={HANDLE_RADIUS_PX}
          />
        ) : (
          <rect
            key={i}
            className="editor-handle editor-handle--resize"
            data-handle={`resize-${h.sx}-${h.sy}`}
            x={x - HANDLE_RADIUS_PX + 1}
            y={y - HANDLE_RADIUS_PX + 1}
            width={2 * HANDLE_RADIUS_PX - 2}
            height={2 * HANDLE_RADIUS_PX - 2}
          />
        );
      })}
    </g>
  );
}
