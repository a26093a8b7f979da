import { errorBodySchema } from '../errors.js';
import { healthResponseSchema, readinessResponseSchema } from '../health.js';
import { healthEndpoints } from './endpoints.js';
import { route } from './route.js';

export const healthRoutes = {
  health: route({
    ...healthEndpoints.health,
    responses: { 200: healthResponseSchema, 503: healthResponseSchema.or(errorBodySchema) },
  }),
  ready: route({
    ...healthEndpoints.ready,
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema.or(errorBodySchema) },
  }),
};
