export { Readiness, registerHealth } from './health-routes.js';
