import { BAND_LOOKS, NEIGHBOUR_HOUSE } from '@plotplan/contract/drawing';
import { bandBeyond, outwardSide, type EdgeKind, type Plot, type Point } from '@plotplan/domain';
import { useId } from 'react';
import { useT } from '../i18n';
import { neighbourHouses } from './surroundings';

/** Band fills beyond a side on a small picture: plain tones with a far edge line, no patterns. */
const thumbnailBands: Partial<Record<EdgeKind, { fill: string; edge: string; dash?: string | undefined }>> =
  Object.fromEntries(
    Object.entries(BAND_LOOKS).map(([kind, look]) => [
      kind,
      { fill: look.flat, edge: look.edge, dash: look.thumbnailDash },
    ]),
  );

const pointsOf = (points: readonly Point[]) => points.map(([x, y]) => `${x},${-y}`).join(' ');

/** How deep a band is on a thumbnail: a thin strip, a share of the plot's size. */
export function thumbnailBandDepth(plot: Pick<Plot, 'boundary'>): number {
  const xs = plot.boundary.map((p) => p[0]);
  const ys = plot.boundary.map((p) => p[1]);
  const size = Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  return Math.min(4, Math.max(1, size * 0.035));
}

/** The points a thumbnail must frame to show the surroundings as well as the plot. */
export function thumbnailSurroundingPoints(plot: Pick<Plot, 'boundary' | 'edges'>): Point[] {
  const ring = plot.boundary;
  if (ring.length < 3) return [...ring];
  const side = outwardSide(ring);
  const depth = thumbnailBandDepth(plot);
  const bands = ring.flatMap((a, i) =>
    thumbnailBands[plot.edges[i]?.kind ?? 'unknown'] === undefined
      ? []
      : bandBeyond(a, ring[(i + 1) % ring.length] as Point, side, 0, depth),
  );
  return [...ring, ...bands, ...neighbourHouses(plot).flatMap((h) => h.corners)];
}

/**
 * What lies beyond the plot on a static picture (plan metres, y flipped): thin bands for streets,
 * forests, water and fields, and the neighbours' houses hatched at their offsets.
 */
export function ThumbnailSurroundings({ plot }: { plot: Plot }) {
  const t = useT();
  const id = `hatch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ring = plot.boundary;
  if (ring.length < 3) return null;
  const side = outwardSide(ring);
  const depth = thumbnailBandDepth(plot);
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
      {ring.map((a, i) => {
        const look = thumbnailBands[plot.edges[i]?.kind ?? 'unknown'];
        if (look === undefined) return null;
        const band = bandBeyond(a, ring[(i + 1) % ring.length] as Point, side, 0, depth);
        const [, , c, d] = band as [Point, Point, Point, Point];
        return (
          <g key={i}>
            <polygon points={pointsOf(band)} fill={look.fill} />
            <line
              x1={c[0]}
              y1={-c[1]}
              x2={d[0]}
              y2={-d[1]}
              stroke={look.edge}
              strokeWidth={depth * 0.12}
              strokeDasharray={look.dash
                ?.split(' ')
                .map((v) => Number(v) * depth)
                .join(' ')}
            />
          </g>
        );
      })}
      {neighbourHouses(plot).map((house) => (
        <polygon
          key={house.edge}
          points={pointsOf(house.corners)}
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
