import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { registerApiDocs } from './http/api-docs.js';
import { answerClientError } from './http/client-error.js';
import { handleError, handleFrameworkError } from './http/error-handler.js';
import { registerNotFound } from './http/not-found.js';
import { acceptedRequestId } from './http/request-id.js';
import { RouteTable } from './http/route-table.js';
import { registerWebApp } from './http/web-app.js';
import { loggerOptions } from './logger.js';
import { MailDispatcher } from './mail/mail-dispatcher.js';
import { createMailer } from './mail/mailer.js';
import { registerAuth, type AuthLimitsOverride } from './modules/auth/index.js';
import { registerCatalog, seedCatalog } from './modules/catalog/index.js';
import { registerChat } from './modules/chat/index.js';
import { registerGenerations, type GenerationSettings } from './modules/generations/index.js';
import { registerHealth } from './modules/health/index.js';
import { registerProjects } from './modules/projects/index.js';
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

/**
 * Builds the HTTP app without listening on a migrated database: seeds the catalog the domain ships,
 * then registers the modules. The database is closed when the app closes.
 */
export async function buildApp({
  config,
  database,
  limits,
  generations,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // The client's x-request-id is kept only when it is short and plain (it goes into logs and
    // answers); otherwise the request gets our own.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    clientErrorHandler: answerClientError,
    frameworkErrors: handleFrameworkError,
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
  registerHealth(app, database);
  const mailLog = app.log.child({ module: 'mail' });
  const mail = new MailDispatcher(createMailer(config, mailLog), mailLog);
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.close());
  await registerAuth(app, { config, database, mail, limits });
  await seedCatalog(database.db);
  registerCatalog(app, database.db);
  registerProjects(app, database.db);
  await registerGenerations(app, database.db, generations);
  await registerChat(app, database.db, config);

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await registerWebApp(app, webDistDir, { serveSourceMaps: config.env !== 'production' });
  registerNotFound(app, routes, webDistDir);
  return app;
}
