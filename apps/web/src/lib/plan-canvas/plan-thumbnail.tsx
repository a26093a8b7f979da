import { pointsBox, type Plan, type PlanZone, type Plot, type Point } from '@plotplan/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { PlanObjects, type LabelMode } from './plan-objects';
import { PlanPaths } from './plan-paths';
import { PlanPatterns } from './plan-patterns';
import { PlanKey } from './plan-key';
import type { KeyEntry } from './object-labels';
import type { Viewport } from './viewport';
import { footprintExtent, thumbnailViewBox, viewBoxAttribute } from './footprint';
import type { ObjectStyles } from './object-styles';
import { thumbnailSurroundingPoints, ThumbnailSurroundings } from './thumbnail-surroundings';
import { useElementSize } from './use-element-size';

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
  /** Mean sun hours per day by object id, when known: shown in each object's tooltip. */
  readonly sunHours?: Readonly<Record<string, number>> | undefined;
  /** Names where they fit (the default); 'numbers' adds numbers and the key below the picture. */
  readonly labels?: LabelMode;
}

/** Until the picture is measured (and in tests), labels are laid out for a card about 360 px wide. */
const ASSUMED_WIDTH_PX = 360;

/** A small static picture of a plot and its plan (no interaction), fitted to its box. */
export function PlanThumbnail({
  plot,
  plan,
  styles,
  label,
  className,
  zones,
  sunHours,
  labels = 'names',
}: PlanThumbnailProps) {
  // Framed with what lies beyond the plot (streets, neighbours' houses), so they are not cut off.
  const box = useMemo(
    () => thumbnailViewBox(plot === null ? null : { boundary: thumbnailSurroundingPoints(plot) }, plan),
    [plot, plan],
  );
  const svg = useRef<SVGSVGElement>(null);
  const size = useElementSize(svg);
  // The viewBox is in metres and fitted ("meet"): this many pixels show one metre.
  const measured = Math.min(size.width / box.width, size.height / box.height);
  const pixelsPerMetre = measured > 0 ? measured : ASSUMED_WIDTH_PX / box.width;
  const [key, setKey] = useState<readonly KeyEntry[]>([]);
  const picture = (
    <svg
      ref={svg}
      className={className === undefined ? 'plan-thumbnail' : `plan-thumbnail ${className}`}
      viewBox={viewBoxAttribute(box)}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
    >
      {plot !== null && <ThumbnailSurroundings plot={plot} />}
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
      {zones !== undefined && zones.length > 0 && <ZoneOutlines zones={zones} plot={plot} plan={plan} />}
      {plan !== null && (
        <PlanPatterns view={identity}>
          <PlanPaths plan={plan} view={identity} />
          <PlanObjects
            plan={plan}
            view={identity}
            styles={styles}
            sunHours={sunHours}
            labels={labels}
            pixelsPerUnit={pixelsPerMetre}
            onKey={setKey}
          />
        </PlanPatterns>
      )}
    </svg>
  );
  if (labels !== 'numbers') return picture;
  return (
    <>
      {picture}
      <PlanKey entries={key} />
    </>
  );
}

/** Zone labels about a fortieth of the plot's size (plan metres), never under 0.8 m. */
function labelSize(plot: Plot | null): number {
  if (plot === null || plot.boundary.length === 0) return 1;
  const xs = plot.boundary.map((p) => p[0]);
  const ys = plot.boundary.map((p) => p[1]);
  return Math.max(0.8, Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) / 40);
}

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/** Small boxes along each path, half a metre apart, as wide as the path. */
function pathBoxes(plan: Plan | null): Box[] {
  return (plan?.paths ?? []).flatMap((path) =>
    path.points.slice(1).flatMap((b, i) => {
      const a = path.points[i] as Point;
      const steps = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 0.5));
      const half = path.width_m / 2;
      return Array.from({ length: steps + 1 }, (_, k) => {
        const [x, y] = [a[0] + ((b[0] - a[0]) * k) / steps, a[1] + ((b[1] - a[1]) * k) / steps];
        return { minX: x - half, maxX: x + half, minY: y - half, maxY: y + half };
      });
    }),
  );
}

/**
 * Where a zone's name goes (plan metres, the baseline's left end): just above the zone's top edge,
 * else just below its bottom edge, else inside its top left, the first that stays on the plot and
 * clear of every object (whose names and numbers sit on them); none when all are taken.
 */
function zoneLabelSpot(zone: PlanZone, size: number, plot: Box, taken: readonly Box[]) {
  const xs = zone.ring.map((p) => p[0]);
  const ys = zone.ring.map((p) => p[1]);
  const [left, top, bottom] = [Math.min(...xs), Math.max(...ys), Math.min(...ys)];
  const width = zone.label.length * size * 0.55;
  const x = left + size * 0.3;
  // Baselines (plan y, up): the text spans from baseline - 0.25 size to baseline + 0.8 size.
  const baselines = [top + size * 0.35, bottom - size * 1.05, top - size * 1.1];
  return baselines
    .map((y) => ({ x, y, box: { minX: x, maxX: x + width, minY: y - size * 0.25, maxY: y + size * 0.8 } }))
    .find(
      ({ box }) =>
        box.minX >= plot.minX &&
        box.maxX <= plot.maxX &&
        box.minY >= plot.minY &&
        box.maxY <= plot.maxY &&
        !taken.some((o) => box.minX < o.maxX && o.minX < box.maxX && box.minY < o.maxY && o.minY < box.maxY),
    );
}

/** Dashed outlines around each design zone's objects, each named where its name is clear of objects. */
function ZoneOutlines({
  zones,
  plot,
  plan,
}: {
  readonly zones: readonly PlanZone[];
  readonly plot: Plot | null;
  readonly plan: Plan | null;
}) {
  const size = labelSize(plot);
  // Outlines stay on the plot: a crown at the fence would carry its zone over the boundary.
  const clipId = useId();
  const clipped = plot !== null && plot.boundary.length >= 3;
  const plotBox = clipped ? pointsBox(plot.boundary) : { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };
  // What a name must not cover: objects (with their names and numbers), the paths, other names.
  const taken: Box[] = [
    ...(plan?.objects ?? []).map((o) => pointsBox(footprintExtent(o))),
    ...pathBoxes(plan),
  ];
  const spots = new Map(
    zones.map((zone) => {
      const spot = zoneLabelSpot(zone, size, plotBox, taken);
      if (spot !== undefined) taken.push(spot.box);
      return [zone.zone, spot] as const;
    }),
  );
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
        const spot = spots.get(zone.zone);
        return (
          <g key={zone.zone} data-zone={zone.zone}>
            <title>{zone.label}</title>
            <polygon className={`plan-zone plan-zone--${zone.zone}`} points={pointsOf(zone.ring)} />
            {spot !== undefined && (
              <text className="plan-zone__label" x={spot.x} y={-spot.y} fontSize={size}>
                {zone.label}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
