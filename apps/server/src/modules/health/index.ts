export { registerHealth } from './health-routes.js';
