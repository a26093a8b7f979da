export * from './geometry/index.js';
