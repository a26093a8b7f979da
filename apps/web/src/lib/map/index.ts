// The map under geo-referenced plots: the server's tile settings, this browser's preference, the
// tiles placed on the plan canvas, and the controls. See ../plan-canvas/plot-canvas.tsx.
export { MapControls, MapNote } from './map-controls';
export { useMapPreference } from './map-preference';
export { useMapSettings } from './map-settings';
export { MapUnderlay, type MapLoadState } from './map-underlay';
