import { errorBodySchema } from '../errors.js';
import { healthResponseSchema } from '../health.js';
import { healthEndpoints } from './endpoints.js';
import { route } from './route.js';

export const healthRoutes = {
  health: route({
    ...healthEndpoints.health,
    responses: { 200: healthResponseSchema, 503: healthResponseSchema.or(errorBodySchema) },
  }),
};
