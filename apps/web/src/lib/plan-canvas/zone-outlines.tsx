import { pointsBox, type Plan, type PlanZone, type Plot, type Point } from '@plotplan/domain';
import { useId } from 'react';
import { footprintExtent } from './footprint';

const pointsOf = (points: readonly Point[]) => points.map(([x, y]) => `${x},${-y}`).join(' ');

/** Zone labels about a fortieth of the plot's size (plan metres), never under 0.8 m. */
export function labelSize(plot: Plot | null): number {
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
 * else just below its bottom edge, inside its top left, beside it, or in its middle: the first that
 * stays on the plot and clear of every object (whose names and numbers sit on them). When every spot
 * is taken the first on the plot is used all the same (the name's white halo keeps it legible): every
 * zone is named.
 */
function zoneLabelSpot(zone: PlanZone, size: number, plot: Box, taken: readonly Box[]) {
  const xs = zone.ring.map((p) => p[0]);
  const ys = zone.ring.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.max(...ys), Math.min(...ys)];
  const width = zone.label.length * size * 0.55;
  const x = left + size * 0.3;
  const middle = (top + bottom) / 2 - size * 0.3;
  // Baselines (plan y, up): the text spans from baseline - 0.25 size to baseline + 0.8 size.
  const candidates: [number, number][] = [
    [x, top + size * 0.35],
    [x, bottom - size * 1.05],
    [x, top - size * 1.1],
    [right + size * 0.3, middle],
    [left - width - size * 0.3, middle],
    [(left + right) / 2 - width / 2, middle],
  ];
  const spots = candidates.map(([cx, y]) => ({
    x: cx,
    y,
    box: { minX: cx, maxX: cx + width, minY: y - size * 0.25, maxY: y + size * 0.8 },
  }));
  const onPlot = spots.filter(
    ({ box }) =>
      box.minX >= plot.minX && box.maxX <= plot.maxX && box.minY >= plot.minY && box.maxY <= plot.maxY,
  );
  const clear = onPlot.find(
    ({ box }) =>
      !taken.some((o) => box.minX < o.maxX && o.minX < box.maxX && box.minY < o.maxY && o.minY < box.maxY),
  );
  return clear ?? onPlot[0] ?? spots[spots.length - 1];
}

/** Dashed outlines around each design zone's objects, each named, clear of objects where it can be. */
export function ZoneOutlines({
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
