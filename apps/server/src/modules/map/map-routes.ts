import { mapRoutes as routes, type MapSettings } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import type { MapTiles } from '../../config.js';
import { addRoute } from '../../http/api-route.js';

/** What the web app needs to draw the map under a geo-referenced plot. */
export function mapSettings(tiles: MapTiles | undefined): MapSettings {
  return tiles === undefined
    ? { tile_url: null, attribution: '', max_zoom: 19 }
    : { tile_url: tiles.url, attribution: tiles.attribution, max_zoom: tiles.maxZoom };
}

/** The tile server's origin, which the page's Content-Security-Policy must allow images from. */
export function tileOrigin(tiles: MapTiles | undefined): string | undefined {
  return tiles === undefined ? undefined : new URL(tiles.url.replace(/\{[zxy]\}/g, '0')).origin;
}

export function registerMapRoutes(app: FastifyInstance, tiles: MapTiles | undefined): void {
  const settings = mapSettings(tiles);
  addRoute(
    app,
    ['map'],
    routes.settings,
    { summary: 'The map tiles drawn under geo-referenced plots' },
    async () => settings,
  );
}
