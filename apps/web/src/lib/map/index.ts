// The map under geo-referenced plots: the server's tile settings, this browser's preference, the
// tiles placed on the plan canvas, and the controls. See ../plan-canvas/plot-canvas.tsx.
export { MapControls, MapNote } from './map-controls';
export {
  DEFAULT_MAP_PREFERENCE,
  setMapPreference,
  useMapPreference,
  type MapPreference,
} from './map-preference';
export { loadMapSettings, resetMapSettings, useMapSettings } from './map-settings';
export { tileUrlOf, tilesInView, tileZoom, type PlacedTile } from './map-tiles';
export { MapUnderlay, type MapLoadState } from './map-underlay';
