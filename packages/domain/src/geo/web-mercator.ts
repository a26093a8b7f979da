import type { LatLon } from './transverse-mercator.js';

/**
 * Web Mercator (EPSG:3857) tile coordinates, as slippy-map tile servers number their tiles:
 * at zoom z the world is 2^z tiles square, x from 180° W eastwards, y from 85.05° N southwards.
 */
export const WEB_MERCATOR_MAX_LAT = 85.0511287798;

/** The position in tile units (fractional) at zoom `zoom`. */
export function tileCoordinates(position: LatLon, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const lat = Math.max(-WEB_MERCATOR_MAX_LAT, Math.min(WEB_MERCATOR_MAX_LAT, position.lat));
  const phi = (lat * Math.PI) / 180;
  return {
    x: ((position.lon + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale,
  };
}

/** The geographic position of a point in tile units at zoom `zoom` (a tile's corner when whole). */
export function tilePosition(x: number, y: number, zoom: number): LatLon {
  const scale = 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return { lat: (Math.atan(Math.sinh(n)) * 180) / Math.PI, lon: (x / scale) * 360 - 180 };
}

/** Ground metres per tile pixel (256 px tiles) at a latitude and zoom. */
export function metresPerTilePixel(lat: number, zoom: number): number {
  return (Math.cos((lat * Math.PI) / 180) * 2 * Math.PI * 6_378_137) / (256 * 2 ** zoom);
}
