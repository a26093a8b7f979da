import { authRoutes } from './auth-routes.js';
import { catalogRoutes } from './catalog-routes.js';
import { chatRoutes } from './chat-routes.js';
import { generationsRoutes } from './generations-routes.js';
import { healthRoutes } from './health-routes.js';
import { mapRoutes } from './map-routes.js';
import { plotImportRoutes } from './plot-import-routes.js';
import { projectsRoutes } from './projects-routes.js';
import { shareLinksRoutes } from './share-links-routes.js';
import type { ApiRoute, Endpoint } from './route.js';

/** Every route with its schemas, for the server and for checking answers in development. */
export const allRoutes: readonly ApiRoute[] = [
  authRoutes,
  catalogRoutes,
  chatRoutes,
  generationsRoutes,
  healthRoutes,
  mapRoutes,
  plotImportRoutes,
  projectsRoutes,
  shareLinksRoutes,
].flatMap((group) => Object.values(group));

/** The route of an endpoint, with its schemas. */
export function routeOf(endpoint: Endpoint): ApiRoute {
  const found = allRoutes.find((r) => r.method === endpoint.method && r.path === endpoint.path);
  if (found === undefined) throw new Error(`no route ${endpoint.method} ${endpoint.path}`);
  return found;
}

export { successStatus } from './route.js';
