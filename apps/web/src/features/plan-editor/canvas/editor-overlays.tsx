import type { UnitSystem } from '@plotplan/domain';
import type { Handle } from '../model/handles';
import { HANDLE_RADIUS_PX } from '../model/handles';
import type { Measurement } from '../model/measurements';
import type { SnapGuide } from '../model/snapping';
import { type Viewport, worldToScreen } from '../../../lib/plan-canvas';
import { metresText } from './dimension-labels';
import { Dimension } from './plan-dimensions';

/** Snap guides and the live distances to the boundary and the nearest object while dragging. */
export function DragFeedback({
  guides,
  measurements,
  view,
  units = 'metric',
}: {
  guides: readonly SnapGuide[];
  measurements: readonly Measurement[];
  view: Viewport;
  /** The plot's unit system: distances in feet and inches on an imperial plot. */
  units?: UnitSystem;
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
          label={metresText(m.distance_m, units)}
          className={`editor-measure editor-measure--${m.to}`}
        />
      ))}
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
