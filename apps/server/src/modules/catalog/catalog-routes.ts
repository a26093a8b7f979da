import { catalogRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/api-route.js';
import { requestLocale } from '../../http/answer-language.js';
import { localizedObjects, localizedTypes } from './catalog-language.js';
import type { CatalogStore } from './catalog-store.js';

const tags = ['catalog'];

/** The read-only catalog, for any signed-in user. */
export function registerCatalogRoutes(app: FastifyInstance, store: CatalogStore): void {
  addRoute(
    app,
    tags,
    routes.objectTypes,
    { summary: 'Object types (categories) of the catalog', description: 'Names in the Accept-Language.' },
    async (_, request) => localizedTypes(await store.objectTypes(), requestLocale(request)),
  );
  addRoute(
    app,
    tags,
    routes.landscapeObjects,
    {
      summary: 'Placeable objects with sizes, heights, sun need, rule tags and sources',
      description: 'Names in the Accept-Language.',
    },
    async ({ query }, request) =>
      localizedObjects(await store.landscapeObjects(query.object_type), requestLocale(request)),
  );
}
