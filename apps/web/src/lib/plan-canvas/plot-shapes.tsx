import {
  planSurroundings,
  plotShape,
  SIDE_LINES,
  type ProtectedAreaShape as ProtectedAreaModel,
} from '@plotplan/contract/drawing';
import type { EdgeKind, Plot, Point } from '@plotplan/domain';
import { useMemo } from 'react';
import { PlotSurroundings } from './plot-surroundings';
import { sideLabelSpot, sideOpening } from './side-label-spot';
import { worldToScreen, type Viewport } from './viewport';
import { t, type MessageKey } from '../i18n';
import { unitSystemOf } from '@plotplan/domain';
import { getLocale } from '../i18n';
import { formatLength } from '../units';

export const edgeKindStyle: Record<
  EdgeKind,
  { label: MessageKey; lower: MessageKey; color: string; dash?: string }
> = {
  street: { label: 'edge.street', lower: 'edge.streetLower', ...SIDE_LINES.street },
  driveway: { label: 'edge.driveway', lower: 'edge.drivewayLower', ...SIDE_LINES.driveway },
  neighbor: { label: 'edge.neighbor', lower: 'edge.neighborLower', ...SIDE_LINES.neighbor },
  forest: { label: 'edge.forest', lower: 'edge.forestLower', ...SIDE_LINES.forest },
  water: { label: 'edge.water', lower: 'edge.waterLower', ...SIDE_LINES.water },
  field: { label: 'edge.field', lower: 'edge.fieldLower', ...SIDE_LINES.field },
  unknown: { label: 'edge.unknown', lower: 'edge.unknownLower', ...SIDE_LINES.unknown },
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
  /** What lies beyond each side (street, neighbour's house, fences...), drawn outside the boundary. */
  readonly surroundings?: boolean;
}

/**
 * The plot outline, each side coloured by what lies beyond it, with side lengths: the drawing
 * model's plot and sides (`plotShape`, `planSurroundings`), the paper's and the thumbnails' too.
 */
export function BoundaryShape({
  plot,
  view,
  selectedEdge,
  onEdgeSelect,
  showLengths = true,
  surroundings = true,
}: BoundaryProps) {
  const around = useMemo(() => planSurroundings(plot), [plot]);
  const n = plot.boundary.length;
  if (n < 2) return null;
  const area = plotShape(plot);
  return (
    <g className="boundary">
      {surroundings && <PlotSurroundings plot={plot} around={around} view={view} />}
      {area !== undefined && <path d={pathOf(view, area.ring)} className="boundary__fill" />}
      {around.sides.map(({ edge: i, style: kind, from: a, to: b, outward }) => {
        // A boundary being drawn (two corners) is an open line: no closing side, no inside.
        if (n < 3 && i === n - 1) return null;
        const normal: Point = n >= 3 ? outward : [0, 0];
        const [ax, ay] = worldToScreen(view, a);
        const [bx, by] = worldToScreen(view, b);
        const style = edgeKindStyle[kind];
        const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
        const labelAt = sideLabelSpot(i, length, sideOpening(plot, i, length));
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
                aria-label={t('edge.sideAria', {
                  side: i + 1,
                  kind: t(style.label),
                  length: formatLength(unitSystemOf(plot), getLocale(), length, 1, true),
                })}
                onPointerDown={(event) => {
                  event.stopPropagation();
                  onEdgeSelect(i);
                }}
              />
            )}
            {showLengths && length > 0 && (
              // Inside the plot: outside is where the side's surroundings are named.
              <text
                x={ax + (bx - ax) * labelAt - normal[0] * 14}
                y={ay + (by - ay) * labelAt + normal[1] * 14}
                className="boundary__length"
                dy={4}
              >
                {formatLength(unitSystemOf(plot), getLocale(), length, 1, true)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}

/**
 * A protected area or a kept tree on screen, from the drawing model (`protectedAreaShapes(plot)`):
 * its outline, and its label at the centre of a circle or, as on paper, a polygon's first corner.
 */
export function ProtectedAreaShape({
  area,
  view,
  selected = false,
}: {
  area: ProtectedAreaModel;
  view: Viewport;
  selected?: boolean;
}) {
  const className = `protected-area protected-area--${area.kind}${selected ? ' protected-area--selected' : ''}`;
  const { outline } = area;
  if (outline.kind === 'circle') {
    const [cx, cy] = worldToScreen(view, outline.center);
    return (
      <g className={className} data-area-id={area.id}>
        <circle cx={cx} cy={cy} r={outline.radius * view.scale} />
        <text x={cx} y={cy} className="protected-area__label">
          {area.label}
        </text>
      </g>
    );
  }
  const [lx, ly] = worldToScreen(view, outline.ring[0] ?? [0, 0]);
  return (
    <g className={className} data-area-id={area.id}>
      <path d={pathOf(view, outline.ring)} />
      <text x={lx} y={ly} dy={-4} className="protected-area__label">
        {area.label}
      </text>
    </g>
  );
}

export { pathOf };
