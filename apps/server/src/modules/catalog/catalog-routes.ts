import {
  errorBodySchema,
  landscapeObjectQuerySchema,
  landscapeObjectSchema,
  objectTypeSchema,
} from '@plotplan/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogStore } from './catalog-store.js';

const tags = ['catalog'];
const security = [{ bearer: [] }];

/** The read-only catalog, for any signed-in user. */
export const catalogRoutes: FastifyPluginAsyncZod<{ store: CatalogStore }> = async (app, { store }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/object_types/',
    {
      schema: {
        tags,
        security,
        summary: 'Object types (categories) of the catalog',
        response: { 200: z.array(objectTypeSchema), 401: errorBodySchema },
      },
    },
    () => store.objectTypes(),
  );

  app.get(
    '/api/landscape_objects/',
    {
      schema: {
        tags,
        security,
        summary: 'Placeable objects with sizes, heights, sun need, rule tags and sources',
        querystring: landscapeObjectQuerySchema,
        response: { 200: z.array(landscapeObjectSchema), 401: errorBodySchema },
      },
    },
    (request) => store.landscapeObjects(request.query.object_type),
  );
};
