import { pointsBox, type Plan, type PlanZone, type Plot, type Point } from '@plotplan/domain';
import { useId } from 'react';
import { useT } from '../i18n';
import { footprintExtent } from './footprint';
import { useZoneNames } from './zone-names';

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

/** A zone name's place: the baseline's left end (plan metres) and the box its text takes. */
export interface ZoneLabelSpot {
  readonly x: number;
  readonly y: number;
  readonly box: Box;
}

const meets = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * Where a zone's name goes (plan metres): just above the zone's top edge, below its bottom edge,
 * inside its top left, beside it, or at points inside it. The first on the plot and clear of every
 * object (whose names and numbers sit on them) and every other name; else the first clear of other
 * names (it is drawn over the objects with a white halo); else the first on the plot: every zone is
 * named, never one name over another where there is any room.
 */
function zoneLabelSpot(
  zone: PlanZone,
  size: number,
  plot: Box,
  objects: readonly Box[],
  names: readonly Box[],
): ZoneLabelSpot {
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
    ...[0.5, 0.25, 0.75, 0.1, 0.9].flatMap((fy): [number, number][] =>
      [0.5, 0.2, 0.8].map((fx): [number, number] => [
        left + (right - left) * fx - width / 2,
        bottom + (top - bottom) * fy - size * 0.3,
      ]),
    ),
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
  const clearOf = (boxes: readonly Box[]) => (spot: ZoneLabelSpot) => !boxes.some((o) => meets(spot.box, o));
  return (
    onPlot.find(clearOf([...objects, ...names])) ??
    onPlot.find(clearOf(names)) ??
    onPlot[0] ??
    (spots[spots.length - 1] as ZoneLabelSpot)
  );
}

/** Each zone's name's place (zoneLabelSpot), in zone order, each clear of the names before it. */
export function zoneLabelSpots(zones: readonly PlanZone[], plot: Plot | null, plan: Plan | null) {
  const size = labelSize(plot);
  const plotBox =
    plot !== null && plot.boundary.length >= 3
      ? pointsBox(plot.boundary)
      : { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };
  const objects: Box[] = [
    ...(plan?.objects ?? []).map((o) => pointsBox(footprintExtent(o))),
    ...pathBoxes(plan),
  ];
  const names: Box[] = [];
  return zones.map((zone) => {
    const spot = zoneLabelSpot(zone, size, plotBox, objects, names);
    names.push(spot.box);
    return { zone, spot, size };
  });
}

/** Dashed outlines around each design zone's objects (their names: ZoneLabels, over the objects). */
export function ZoneOutlines({
  zones,
  plot,
}: {
  readonly zones: readonly PlanZone[];
  readonly plot: Plot | null;
}) {
  const t = useT();
  const named = useZoneNames(zones);
  // Outlines stay on the plot: a crown at the fence would carry its zone over the boundary.
  const clipId = useId();
  const clipped = plot !== null && plot.boundary.length >= 3;
  return (
    <g
      className="plan-zones"
      aria-label={t('canvas.zones', { names: named.map((z) => z.label).join(', ') })}
      clipPath={clipped ? `url(#${CSS.escape(clipId)})` : undefined}
    >
      {clipped && (
        <clipPath id={clipId}>
          <polygon points={pointsOf(plot.boundary)} />
        </clipPath>
      )}
      {named.map((zone) => (
        <g key={zone.zone} data-zone={zone.zone}>
          <title>{zone.label}</title>
          <polygon className={`plan-zone plan-zone--${zone.zone}`} points={pointsOf(zone.ring)} />
        </g>
      ))}
    </g>
  );
}

/** Every zone's name, drawn after the objects so none is hidden under a path or a crown. */
export function ZoneLabels({
  zones,
  plot,
  plan,
}: {
  readonly zones: readonly PlanZone[];
  readonly plot: Plot | null;
  readonly plan: Plan | null;
}) {
  const named = useZoneNames(zones);
  return (
    <g className="plan-zone-labels" aria-hidden="true" pointerEvents="none">
      {zoneLabelSpots(named, plot, plan).map(({ zone, spot, size }) => (
        <text
          key={zone.zone}
          className="plan-zone__label"
          data-zone={zone.zone}
          x={spot.x}
          y={-spot.y}
          fontSize={size}
        >
          {zone.label}
        </text>
      ))}
    </g>
  );
}
