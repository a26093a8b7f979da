// The plot editor. Its screens (the layout, each step and the route loaders) are loaded lazily by
// app/routes.tsx; other features use only the object presets and the empty plot.
export { selectionPresets } from './selection/presets';
export { emptyPlot } from './state/editor-draft';
export { FitNotice } from './selection/fit-notice';
export { useFitEstimate } from './selection/use-fit-estimate';
