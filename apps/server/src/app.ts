import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerApiDocs } from './http/api-docs.js';
import { handleError } from './http/error-handler.js';
import { registerNotFound } from './http/not-found.js';
import { RouteTable } from './http/route-table.js';
import { registerWebApp } from './http/web-app.js';
import { loggerOptions } from './logger.js';
import { MailDispatcher } from './mail/mail-dispatcher.js';
import { createMailer } from './mail/mailer.js';
import { registerAuth } from './modules/auth/auth-module.js';
import type { AuthLimitsOverride } from './modules/auth/auth-throttle.js';
import { registerChat } from './modules/chat/chat-module.js';
import { catalogRoutes } from './modules/catalog/catalog-routes.js';
import { CatalogStore } from './modules/catalog/catalog-store.js';
import { registerGenerations, type GenerationSettings } from './modules/generations/generations-module.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { registerProjects } from './modules/projects/projects-module.js';
import { defaultWebDistDir } from './paths.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  readonly config: Config;
  readonly database: Database;
  /** Throttle limits of the auth endpoints; unset scopes keep `defaultAuthLimits`. */
  readonly limits?: AuthLimitsOverride;
  /** Worker pool size, time limits and the per-user limit of generation jobs. */
  readonly generations?: GenerationSettings;
}

/** Builds the HTTP app without listening; the database is closed when the app closes. */
export async function buildApp({
  config,
  database,
  limits,
  generations,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Let in-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // While shutting down, end each connection after its response so close() need not wait for
    // keep-alive sockets to time out.
    if (closing) void reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  const routes = new RouteTable();
  routes.watch(app, '/api/');

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The app draws with inline SVG styles; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        // Served over plain HTTP on a LAN too: never rewrite asset URLs to https.
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await registerApiDocs(app);
  await app.register(healthRoutes, { database });
  const mailLog = app.log.child({ module: 'mail' });
  const mail = new MailDispatcher(createMailer(config, mailLog), mailLog);
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.close());
  await registerAuth(app, { config, database, mail, limits });
  await app.register(catalogRoutes, { store: new CatalogStore(database.db) });
  await registerProjects(app, database.db);
  await registerGenerations(app, database.db, generations);
  await registerChat(app, database.db, config);

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await registerWebApp(app, webDistDir);
  registerNotFound(app, routes, webDistDir);
  return app;
}
