import { z } from 'zod';
import { landscapeObjectQuerySchema, landscapeObjectSchema, objectTypeSchema } from '../catalog.js';
import { catalogEndpoints as at } from './endpoints.js';
import { errorAnswers, route } from './route.js';

/** The read-only catalog, for any signed-in user. */
export const catalogRoutes = {
  objectTypes: route({
    ...at.objectTypes,
    responses: { 200: z.array(objectTypeSchema), ...errorAnswers(401) },
  }),
  landscapeObjects: route({
    ...at.landscapeObjects,
    query: landscapeObjectQuerySchema,
    responses: { 200: z.array(landscapeObjectSchema), ...errorAnswers(401) },
  }),
};
