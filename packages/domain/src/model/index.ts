export * from './catalog.js';
export * from './plan.js';
export * from './plot.js';
export * from './neighbor-house.js';
export * from './placed-footprint.js';
export * from './entrances.js';
