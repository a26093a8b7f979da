import { catalogRoutes as routes } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/api-route.js';
import type { CatalogStore } from './catalog-store.js';

const tags = ['catalog'];

/** The read-only catalog, for any signed-in user. */
export function registerCatalogRoutes(app: FastifyInstance, store: CatalogStore): void {
  addRoute(app, tags, routes.objectTypes, { summary: 'Object types (categories) of the catalog' }, () =>
    store.objectTypes(),
  );
  addRoute(
    app,
    tags,
    routes.landscapeObjects,
    { summary: 'Placeable objects with sizes, heights, sun need, rule tags and sources' },
    ({ query }) => store.landscapeObjects(query.object_type),
  );
}
