// The map module: the tile settings the web app draws under geo-referenced plots (MAP_TILE_URL).
export { registerMapRoutes, tileOrigin } from './map-routes.js';
