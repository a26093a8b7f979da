export * from './geometry/point.js';
