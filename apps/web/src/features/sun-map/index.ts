// The sun-hours map: computed in a web worker, drawn over the plan with its legend and switch.
export { SunLegend } from './sun-legend';
export { SunOverlay } from './sun-overlay';
export { SunToggle } from './sun-toggle';
export { useSunMap } from './use-sun-map';
