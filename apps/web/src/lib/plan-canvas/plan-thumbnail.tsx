import type { Plan, Plot, Point } from '@plotplan/domain';
import { useMemo } from 'react';
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
}

/** A small static picture of a plot and its plan (no interaction), fitted to its box. */
export function PlanThumbnail({ plot, plan, styles, label, className }: PlanThumbnailProps) {
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
      {plan !== null && <PlanPaths plan={plan} view={identity} />}
      {plan !== null && <PlanObjects plan={plan} view={identity} styles={styles} />}
    </svg>
  );
}
