export * from './geometry/index.js';
export * from './model/index.js';
export * from './plot/index.js';
export * from './catalog/index.js';
export * from './rules/index.js';
export * from './sun/index.js';
export * from './generator/index.js';
export * from './report/index.js';
