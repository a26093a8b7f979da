// The plot-import module as the app sees it: one stateless route that reads boundary files.
import type { FastifyInstance } from 'fastify';
import { registerPlotImportRoutes } from './plot-import-routes.js';

export function registerPlotImport(app: FastifyInstance): void {
  registerPlotImportRoutes(app);
}
