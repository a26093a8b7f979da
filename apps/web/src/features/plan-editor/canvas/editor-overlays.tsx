import type { Point, Violation } from '@plotplan/domain';
import type { Handle } from '../model/handles';
import { HANDLE_RADIUS_PX } from '../model/handles';
import type { Measurement } from '../model/measurements';
import type { SnapGuide } from '../model/snapping';
import { type Viewport, worldToScreen } from '../../../lib/plan-canvas';

const metres = (d: number): string => `${d.toFixed(d < 10 ? 2 : 1)} m`;

function Dimension({
  from,
  to,
  view,
  label,
  className,
}: {
  from: Point;
  to: Point;
  view: Viewport;
  label: string;
  className: string;
}) {
  const [ax, ay] = worldToScreen(view, from);
  const [bx, by] = worldToScreen(view, to);
  return (
    <g className={className}>
      <line x1={ax} y1={ay} x2={bx} y2={by} />
      <circle cx={ax} cy={ay} r={2.5} />
      <circle cx={bx} cy={by} r={2.5} />
      <text x={(ax + bx) / 2 + 4} y={(ay + by) / 2 - 4}>
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
            label={`−${metres(v.shortfall_m)}`}
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
