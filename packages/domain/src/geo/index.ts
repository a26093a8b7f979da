export * from './transverse-mercator.js';
export * from './geo-reference.js';
export * from './web-mercator.js';
