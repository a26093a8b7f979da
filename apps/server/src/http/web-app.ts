import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The folder of the build's hashed files; a miss there is a 404, never the app's page. */
export const ASSETS_PREFIX = '/assets/';

export interface WebAppOptions {
  /** Source maps show the original sources; production leaves them unserved (a 404). */
  readonly serveSourceMaps: boolean;
}

/** Serves the built web app: hashed assets cached for a year, everything else revalidated. */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string | undefined,
  { serveSourceMaps }: WebAppOptions,
): Promise<void> {
  if (webDistDir === undefined || !existsSync(webDistDir)) {
    app.log.warn({ webDistDir }, 'web app not built: pages answer 503 until `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    // Only the files that exist get routes; other paths fall through to the SPA fallback.
    wildcard: false,
    // An unlisted file gets no route, so it falls through to the not-found handler's 404.
    ...(serveSourceMaps ? {} : { globIgnore: ['**/*.map'] }),
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
