import {
  BAND_LOOKS,
  NEIGHBOUR_HOUSE,
  planSurroundings,
  type PlanSurroundings,
} from '@plotplan/contract/drawing';
import type { Plot, Point } from '@plotplan/domain';
import { useId } from 'react';
import { useT } from '../i18n';

const pointsOf = (points: readonly Point[]) => points.map(([x, y]) => `${x},${-y}`).join(' ');

/**
 * What lies beyond the plot on a static picture (plan metres, y flipped), from the drawing model
 * with thin bands (`planSurroundings(plot, 'thumbnail')`): plain-toned bands for streets, forests,
 * water and fields with their far edge, and the neighbours' houses hatched at their offsets.
 * `depth` is the bands' depth, which sizes the lines and the hatching.
 */
export function ThumbnailSurroundings({
  surroundings,
  depth,
}: {
  surroundings: PlanSurroundings;
  depth: number;
}) {
  const t = useT();
  const id = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (surroundings.sides.length < 3) return null;
  const hatch = depth * 0.5;
  return (
    <g className="plan-thumbnail__surroundings" aria-hidden="true">
      <defs>
        <pattern
          id={id}
          width={hatch}
          height={hatch}
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width={hatch} height={hatch} fill={NEIGHBOUR_HOUSE.hatchGround} />
          <line x1={0} y1={0} x2={0} y2={hatch} stroke={NEIGHBOUR_HOUSE.ink} strokeWidth={hatch * 0.3} />
        </pattern>
      </defs>
      {surroundings.bands.map((band) => {
        // A thumbnail's bands are plain tones, without the canvas's patterns.
        const look = BAND_LOOKS[band.style];
        const [, , c, d] = band.ring;
        return (
          <g key={band.edge}>
            <polygon points={pointsOf(band.ring)} fill={look.flat} />
            <line
              x1={c[0]}
              y1={-c[1]}
              x2={d[0]}
              y2={-d[1]}
              stroke={look.edge}
              strokeWidth={depth * 0.12}
              strokeDasharray={look.thumbnailDash
                ?.split(' ')
                .map((v) => Number(v) * depth)
                .join(' ')}
            />
          </g>
        );
      })}
      {surroundings.neighbourHouses.map((house) => (
        <polygon
          key={house.edge}
          points={pointsOf(house.ring)}
          fill={`url(#${id})`}
          stroke={NEIGHBOUR_HOUSE.ink}
          strokeWidth={depth * 0.1}
        >
          <title>{t('canvas.neighbourHouse')}</title>
        </polygon>
      ))}
    </g>
  );
}

/** The corners of what a thumbnail frames: the plot with its surroundings (none without a plot). */
export function framedCorners(plot: Pick<Plot, 'boundary'>, surroundings: PlanSurroundings): Point[] {
  if (plot.boundary.length === 0) return [];
  const { minX, minY, maxX, maxY } = surroundings.extent;
  return [
    [minX, minY],
    [maxX, maxY],
  ];
}

/** The points a thumbnail frames to show the surroundings (thin bands, houses) with the plot. */
export function thumbnailSurroundingPoints(plot: Pick<Plot, 'boundary' | 'edges'>): Point[] {
  return framedCorners(plot, planSurroundings(plot, 'thumbnail'));
}
