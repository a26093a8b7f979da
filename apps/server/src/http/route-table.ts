import Router from 'find-my-way';
import type { FastifyInstance } from 'fastify';

const methods: readonly Router.HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Mirrors the API's routes so a request that matched no route can be told apart:
 * a path that exists under another method is a 405 (with `Allow`), anything else a 404.
 */
export class RouteTable {
  private readonly router = Router();

  watch(app: FastifyInstance, prefix: string): void {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(prefix)) return;
      const list = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of list) {
        // Our own table only answers "does it exist": the handler is never called.
        this.router.on(method.toUpperCase() as Router.HTTPMethod, route.url, () => undefined);
      }
    });
  }

  allowedMethods(path: string): Router.HTTPMethod[] {
    return methods.filter((method) => this.router.find(method, path) !== null);
  }
}
