// Choosing the objects of a plan: the ready-made selections and the notice of how many of them fit
// the plot (the object-selection step, the generate panel and the test model use them).
export { selectionPresets } from './presets';
export { FitNotice } from './fit-notice';
export { useFitEstimate } from './use-fit-estimate';
