import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@plotplan/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteTable } from './route-table.js';
import { ASSETS_PREFIX } from './web-app.js';

export const API_PREFIX = '/api/';

/**
 * Requests that matched no route: under /api/ a DRF 404 or 405; any other GET is a page of the
 * single-page app, so it gets index.html and the client router decides (including its 404 page),
 * except under /assets/, where a missing file is a 404.
 */
export function registerNotFound(app: FastifyInstance, routes: RouteTable, webDistDir: string | undefined) {
  const hasIndex = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? request.url;
    if (pathname.startsWith(API_PREFIX) || pathname === '/api') {
      const allowed = routes.allowedMethods(pathname);
      if (allowed.length > 0) {
        return reply
          .status(405)
          .header('allow', allowed.join(', '))
          .send({ detail: `Method "${request.method}" not allowed.`, code: errorCodes.methodNotAllowed });
      }
      return reply.status(404).send({ detail: 'Not found.', code: errorCodes.notFound });
    }
    // A missing script or style is a 404: the app's page in its place would be run as code.
    if (pathname.startsWith(ASSETS_PREFIX)) {
      return reply.status(404).send({ detail: 'Not found.', code: errorCodes.notFound });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && hasIndex) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.status(404).send({ detail: 'Not found.', code: errorCodes.notFound });
  });
}
