// The catalog module as the app sees it: seeding at start-up, and the read-only routes.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { registerCatalogRoutes } from './catalog-routes.js';
import { CatalogStore } from './catalog-store.js';

export { seedCatalog } from './catalog-seed.js';

export function registerCatalog(app: FastifyInstance, db: Db): void {
  registerCatalogRoutes(app, new CatalogStore(db));
}
