export * from './errors.js';
export * from './generations.js';
export * from './auth.js';
export * from './catalog.js';
export * from './health.js';
export * from './plot.js';
export * from './projects.js';
