import type { EdgeKind, Plot, Point, ProtectedArea } from '@plotplan/domain';
import { worldToScreen, type Viewport } from './viewport';

export const edgeKindStyle: Record<EdgeKind, { label: string; color: string; dash?: string }> = {
  street: { label: 'Street', color: '#4b5563' },
  driveway: { label: 'Driveway', color: '#8b8f99', dash: '8 4' },
  neighbor: { label: 'Neighbour', color: '#b45309' },
  forest: { label: 'Forest', color: '#15803d' },
  water: { label: 'Water', color: '#1d4ed8' },
  field: { label: 'Field', color: '#7c7c2a' },
  unknown: { label: 'Not set', color: '#94a3b8', dash: '3 5' },
};

const pathOf = (view: Viewport, points: readonly Point[], close = true) =>
  points
    .map(
      (p, i) =>
        `${i === 0 ? 'M' : 'L'}${worldToScreen(view, p)
          .map((v) => v.toFixed(1))
          .join(' ')}`,
    )
    .join('') + (close ? 'Z' : '');

interface BoundaryProps {
  readonly plot: Plot;
  readonly view: Viewport;
  readonly selectedEdge?: number | undefined;
  readonly onEdgeSelect?: ((edge: number) => void) | undefined;
  readonly showLengths?: boolean;
}

/** The plot outline, each side coloured by what lies beyond it, with side lengths. */
export function BoundaryShape({ plot, view, selectedEdge, onEdgeSelect, showLengths = true }: BoundaryProps) {
  const n = plot.boundary.length;
  if (n < 2) return null;
  return (
    <g className="boundary">
      {n >= 3 && <path d={pathOf(view, plot.boundary)} className="boundary__fill" />}
      {plot.boundary.map((a, i) => {
        if (n < 3 && i === n - 1) return null;
        const b = plot.boundary[(i + 1) % n] ?? a;
        const [ax, ay] = worldToScreen(view, a);
        const [bx, by] = worldToScreen(view, b);
        const style = edgeKindStyle[plot.edges[i]?.kind ?? 'unknown'];
        const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
        const selected = selectedEdge === i;
        return (
          <g
            key={i}
            data-edge={i}
            className={selected ? 'boundary__edge boundary__edge--selected' : 'boundary__edge'}
          >
            <line
              x1={ax}
              y1={ay}
              x2={bx}
              y2={by}
              stroke={style.color}
              strokeWidth={selected ? 6 : 3}
              strokeDasharray={style.dash}
              strokeLinecap="round"
            />
            {onEdgeSelect !== undefined && (
              <line
                x1={ax}
                y1={ay}
                x2={bx}
                y2={by}
                className="boundary__hit"
                role="button"
                aria-label={`Side ${i + 1}: ${style.label}, ${length.toFixed(1)} m`}
                onPointerDown={(event) => {
                  event.stopPropagation();
                  onEdgeSelect(i);
                }}
              />
            )}
            {showLengths && length > 0 && (
              <text x={(ax + bx) / 2} y={(ay + by) / 2} className="boundary__length" dy={-6}>
                {length.toFixed(2)} m
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

export function ProtectedAreaShape({
  area,
  view,
  selected = false,
}: {
  area: ProtectedArea;
  view: Viewport;
  selected?: boolean;
}) {
  const className = `protected-area protected-area--${area.kind}${selected ? ' protected-area--selected' : ''}`;
  if (area.shape.type === 'circle') {
    const [cx, cy] = worldToScreen(view, area.shape.center);
    return (
      <g className={className} data-area-id={area.id}>
        <circle cx={cx} cy={cy} r={area.shape.radius * view.scale} />
        <text x={cx} y={cy} className="protected-area__label">
          {area.label}
        </text>
      </g>
    );
  }
  const [lx, ly] = worldToScreen(view, area.shape.points[0] ?? [0, 0]);
  return (
    <g className={className} data-area-id={area.id}>
      <path d={pathOf(view, area.shape.points)} />
      <text x={lx} y={ly} dy={-4} className="protected-area__label">
        {area.label}
      </text>
    </g>
  );
}

/** The way in, drawn as a gap marker on its edge. */
export function EntranceMarker({ plot, view }: { plot: Plot; view: Viewport }) {
  const entrance = plot.entrance;
  if (entrance === undefined) return null;
  const a = plot.boundary[entrance.edge];
  const b = plot.boundary[(entrance.edge + 1) % plot.boundary.length];
  if (a === undefined || b === undefined) return null;
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const half = entrance.width_m / 2 / length;
  const at = (t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const [x1, y1] = worldToScreen(view, at(Math.max(0, entrance.t - half)));
  const [x2, y2] = worldToScreen(view, at(Math.min(1, entrance.t + half)));
  return <line x1={x1} y1={y1} x2={x2} y2={y2} className="entrance" aria-label="Entrance" />;
}

/** North arrow: north_deg is the clockwise angle from the screen's up to true north. */
export function NorthArrow({ northDeg, size = 44 }: { northDeg: number; size?: number }) {
  return (
    <g
      className="north-arrow"
      transform={`translate(${size / 2 + 10} ${size / 2 + 10}) rotate(${northDeg})`}
      aria-label={`North is ${Math.round(northDeg)} degrees clockwise from up`}
    >
      <circle r={size / 2} className="north-arrow__ring" />
      <path
        d={`M0 ${-size / 2 + 4} L${size / 6} ${size / 6} L0 ${size / 12} L${-size / 6} ${size / 6}Z`}
        className="north-arrow__needle"
      />
      <text
        y={-size / 2 - 4}
        className="north-arrow__label"
        transform={`rotate(${-northDeg} 0 ${-size / 2 - 8})`}
      >
        N
      </text>
    </g>
  );
}

export { pathOf };
