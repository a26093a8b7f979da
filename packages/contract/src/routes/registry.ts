import type { authRoutes } from './auth-routes.js';
import type { catalogRoutes } from './catalog-routes.js';
import type { chatRoutes } from './chat-routes.js';
import type { generationsRoutes } from './generations-routes.js';
import type { healthRoutes } from './health-routes.js';
import type { mapRoutes } from './map-routes.js';
import type { plotImportRoutes } from './plot-import-routes.js';
import type { projectsRoutes } from './projects-routes.js';
import type { shareLinksRoutes } from './share-links-routes.js';
import type { Endpoint } from './route.js';

type Values<T> = T[keyof T];
type AnyRoute =
  | Values<typeof authRoutes>
  | Values<typeof catalogRoutes>
  | Values<typeof chatRoutes>
  | Values<typeof generationsRoutes>
  | Values<typeof healthRoutes>
  | Values<typeof mapRoutes>
  | Values<typeof plotImportRoutes>
  | Values<typeof projectsRoutes>
  | Values<typeof shareLinksRoutes>;

/** The route (with its schemas) of an endpoint, as a type only: callers keep zod out of their bundle. */
export type RouteOf<E extends Endpoint> = Extract<AnyRoute, { method: E['method']; path: E['path'] }>;
