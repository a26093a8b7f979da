import { useEffect, useState } from 'react';
import { TILE_DRAWN_PX, tilesInView, type TileView } from './map-tiles';

/** How the tiles came in: none asked yet, some drawn, or every one asked for failed (offline). */
export type MapLoadState = 'loading' | 'shown' | 'unavailable';

interface MapUnderlayProps extends TileView {
  readonly opacity: number;
  readonly onLoadState: (state: MapLoadState) => void;
}

/**
 * Map tiles under the plan, in screen space like the grid. A tile that does not load is left out
 * (the grid shows through); when none loads the canvas is told, to say so once instead of failing.
 */
export function MapUnderlay({ opacity, onLoadState, ...tileView }: MapUnderlayProps) {
  const { tiles } = tilesInView(tileView);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [loaded, setLoaded] = useState(0);
  const state: MapLoadState =
    loaded > 0
      ? 'shown'
      : tiles.length > 0 && tiles.every((tile) => failed.has(tile.url))
        ? 'unavailable'
        : 'loading';
  useEffect(() => onLoadState(state), [state, onLoadState]);
  return (
    <g className="map-underlay" opacity={opacity} aria-hidden="true" data-map-tiles={tiles.length}>
      {tiles
        .filter((tile) => !failed.has(tile.url))
        .map((tile) => (
          <image
            key={tile.key}
            href={tile.url}
            width={TILE_DRAWN_PX}
            height={TILE_DRAWN_PX}
            preserveAspectRatio="none"
            transform={tile.transform}
            onLoad={() => setLoaded((n) => n + 1)}
            onError={() => setFailed((old) => new Set(old).add(tile.url))}
          />
        ))}
    </g>
  );
}
