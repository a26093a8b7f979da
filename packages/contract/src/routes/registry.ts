import type { authRoutes } from './auth-routes.js';
import type { catalogRoutes } from './catalog-routes.js';
import type { chatRoutes } from './chat-routes.js';
import type { generationsRoutes } from './generations-routes.js';
import type { healthRoutes } from './health-routes.js';
import type { projectsRoutes } from './projects-routes.js';
import type { Endpoint } from './route.js';

type Values<T> = T[keyof T];
type AnyRoute =
  | Values<typeof authRoutes>
  | Values<typeof catalogRoutes>
  | Values<typeof chatRoutes>
  | Values<typeof generationsRoutes>
  | Values<typeof healthRoutes>
  | Values<typeof projectsRoutes>;

/** The route (with its schemas) of an endpoint, as a type only: callers keep zod out of their bundle. */
export type RouteOf<E extends Endpoint> = Extract<AnyRoute, { method: E['method']; path: E['path'] }>;
