import {
  geoToPlan,
  metresPerTilePixel,
  planToGeo,
  tileCoordinates,
  tilePosition,
  type GeoReference,
} from '@plotplan/domain';
import { screenPoint, screenToWorld, worldToScreen, type Viewport } from '../plan-canvas/viewport';

/** Slippy-map tiles are 256 px squares. */
export const TILE_PX = 256;
/** More tiles than a 4K screen shows at the chosen zoom: past it, nothing is drawn (a bad view). */
const MAX_TILES = 120;
/** Tiles overlap by this many tile pixels so that no hairline of background shows between them. */
const OVERLAP_PX = 0.5;

/** A map tile placed on the canvas: its image and the SVG transform from tile pixels to screen. */
export interface PlacedTile {
  readonly key: string;
  readonly url: string;
  readonly transform: string;
}

export interface TileView {
  readonly view: Viewport;
  readonly width: number;
  readonly height: number;
  readonly georef: GeoReference;
  readonly northDeg: number;
  readonly tileUrl: string;
  readonly maxZoom: number;
}

/** The tile zoom whose pixels are closest to the screen's at this scale (px per metre). */
export function tileZoom(scale: number, lat: number, maxZoom: number): number {
  const zoom = Math.round(Math.log2(metresPerTilePixel(lat, 0) * scale));
  return Math.max(1, Math.min(maxZoom, zoom));
}

export const tileUrlOf = (template: string, z: number, x: number, y: number) =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

const matrix = (...values: number[]) => `matrix(${values.map((v) => v.toFixed(6)).join(' ')})`;

/**
 * The tiles covering the canvas, each placed by the affine map through three of its corners (plan
 * frame: the plot's transverse Mercator plane turned by north; over a tile of a few hundred metres
 * Web Mercator and that plane differ by far less than a pixel, so an affine map is exact enough).
 */
export function tilesInView({ view, width, height, georef, northDeg, tileUrl, maxZoom }: TileView): {
  readonly zoom: number;
  readonly tiles: readonly PlacedTile[];
} {
  const zoom = tileZoom(view.scale, georef.lat, maxZoom);
  const corners = [
    [0, 0],
    [width, 0],
    [0, height],
    [width, height],
  ].map(([x = 0, y = 0]) =>
    tileCoordinates(planToGeo(screenToWorld(view, screenPoint(x, y)), georef, northDeg), zoom),
  );
  const xs = corners.map((c) => c.x);
  const ys = corners.map((c) => c.y);
  const count = 2 ** zoom;
  const [x0, x1] = [Math.floor(Math.min(...xs)), Math.floor(Math.max(...xs))];
  const [y0, y1] = [
    Math.max(0, Math.floor(Math.min(...ys))),
    Math.min(count - 1, Math.floor(Math.max(...ys))),
  ];
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) return { zoom, tiles: [] };
  const onScreen = (tx: number, ty: number) =>
    worldToScreen(view, geoToPlan(tilePosition(tx, ty, zoom), georef, northDeg));
  const tiles: PlacedTile[] = [];
  for (let ty = y0; ty <= y1; ty++) {
    for (let tx = x0; tx <= x1; tx++) {
      const [ex, ey] = onScreen(tx, ty);
      const [rx, ry] = onScreen(tx + 1, ty);
      const [bx, by] = onScreen(tx, ty + 1);
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: tileUrlOf(tileUrl, zoom, wrapped, ty),
        transform: matrix(
          (rx - ex) / TILE_PX,
          (ry - ey) / TILE_PX,
          (bx - ex) / TILE_PX,
          (by - ey) / TILE_PX,
          ex,
          ey,
        ),
      });
    }
  }
  return { zoom, tiles };
}

export const TILE_DRAWN_PX = TILE_PX + OVERLAP_PX;
