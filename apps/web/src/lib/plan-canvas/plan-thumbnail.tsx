import type { Plan, PlanZone, Plot, Point } from '@plotplan/domain';
import { useId, useMemo } from 'react';
import { PlanObjects } from './plan-objects';
import { PlanPaths } from './plan-paths';
import type { Viewport } from './viewport';
import { thumbnailViewBox, viewBoxAttribute } from './footprint';
import type { ObjectStyles } from './object-styles';

/** Plan coordinates drawn as they are, with y flipped: the viewBox does the fitting. */
const identity: Viewport = { scale: 1, tx: 0, ty: 0 };

const pointsOf = (points: readonly Point[]) => points.map(([x, y]) => `${x},${-y}`).join(' ');

interface PlanThumbnailProps {
  readonly plot: Plot | null;
  readonly plan: Plan | null;
  readonly styles: ObjectStyles;
  /** The accessible name of the picture. */
  readonly label: string;
  readonly className?: string;
  /** Design zones to outline under the objects (the summary shows them; thumbnails leave them out). */
  readonly zones?: readonly PlanZone[];
}

/** A small static picture of a plot and its plan (no interaction), fitted to its box. */
export function PlanThumbnail({ plot, plan, styles, label, className, zones }: PlanThumbnailProps) {
  const viewBox = useMemo(() => viewBoxAttribute(thumbnailViewBox(plot, plan)), [plot, plan]);
  return (
    <svg
      className={className === undefined ? 'plan-thumbnail' : `plan-thumbnail ${className}`}
      viewBox={viewBox}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
    >
      {plot !== null && plot.boundary.length >= 3 && (
        <polygon className="plan-thumbnail__plot" points={pointsOf(plot.boundary)} />
      )}
      {plot?.protected_areas.map((area) =>
        area.shape.type === 'circle' ? (
          <circle
            key={area.id}
            className="plan-thumbnail__protected"
            cx={area.shape.center[0]}
            cy={-area.shape.center[1]}
            r={area.shape.radius}
          />
        ) : (
          <polygon key={area.id} className="plan-thumbnail__protected" points={pointsOf(area.shape.points)} />
        ),
      )}
      {zones !== undefined && zones.length > 0 && <ZoneOutlines zones={zones} plot={plot} />}
      {plan !== null && <PlanPaths plan={plan} view={identity} />}
      {plan !== null && <PlanObjects plan={plan} view={identity} styles={styles} />}
    </svg>
  );
}

/** Zone labels about a fortieth of the plot's size (plan metres), never under 0.8 m. */
function labelSize(plot: Plot | null): number {
  if (plot === null || plot.boundary.length === 0) return 1;
  const xs = plot.boundary.map((p) => p[0]);
  const ys = plot.boundary.map((p) => p[1]);
  return Math.max(0.8, Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 40);
}

/** Dashed outlines around each design zone's objects, labelled inside the outline's top left. */
function ZoneOutlines({ zones, plot }: { readonly zones: readonly PlanZone[]; readonly plot: Plot | null }) {
  const size = labelSize(plot);
  // Outlines stay on the plot: a crown at the fence would carry its zone over the boundary.
  const clipId = useId();
  const clipped = plot !== null && plot.boundary.length >= 3;
  return (
    <g
      className="plan-zones"
      aria-label={`Zones: ${zones.map((z) => z.label).join(', ')}`}
      clipPath={clipped ? `url(#${CSS.escape(clipId)})` : undefined}
    >
      {clipped && (
        <clipPath id={clipId}>
          <polygon points={pointsOf(plot.boundary)} />
        </clipPath>
      )}
      {zones.map((zone) => {
        const top = Math.max(...zone.ring.map((p) => p[1]));
        const left = Math.min(...zone.ring.map((p) => p[0]));
        return (
          <g key={zone.zone} data-zone={zone.zone}>
            <title>{zone.label}</title>
            <polygon className={`plan-zone plan-zone--${zone.zone}`} points={pointsOf(zone.ring)} />
            <text className="plan-zone__label" x={left + size * 0.3} y={-top + size * 1.1} fontSize={size}>
              {zone.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
