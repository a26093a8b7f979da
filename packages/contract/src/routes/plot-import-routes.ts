import { plotImportRequestSchema, plotImportSchema, PLOT_IMPORT_BODY_BYTES } from '../plot-import.js';
import { plotImportEndpoints as at } from './endpoints.js';
import { badRequestSchema, errorAnswers, route } from './route.js';

/** Reading a boundary file (GeoJSON, KML, corner list, DXF) into plan metres; stores nothing. */
export const plotImportRoutes = {
  importBoundary: route({
    ...at.importBoundary,
    body: plotImportRequestSchema,
    bodyLimit: PLOT_IMPORT_BODY_BYTES,
    responses: { 200: plotImportSchema, 400: badRequestSchema, ...errorAnswers(401, 413) },
  }),
};
