import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { DiskRoom } from './db/disk-room.js';
import { answerInRequestLanguage } from './http/answer-language.js';
import { registerApiDocs } from './http/api-docs.js';
import { answerClientError } from './http/client-error.js';
import { drainOnClose } from './http/draining-close.js';
import { handleError, handleFrameworkError } from './http/error-handler.js';
import { registerNotFound } from './http/not-found.js';
import { acceptedRequestId } from './http/request-id.js';
import { RouteTable } from './http/route-table.js';
import { guardStorage } from './http/storage-guard.js';
import { registerWebApp } from './http/web-app.js';
import { loggerOptions } from './logger.js';
import { MailDispatcher } from './mail/mail-dispatcher.js';
import { createMailer } from './mail/mailer.js';
import { registerAuth, type AuthLimitsOverride } from './modules/auth/index.js';
import { registerCatalog, seedCatalog } from './modules/catalog/index.js';
import { registerChat, type ChatLimitsOverride } from './modules/chat/index.js';
import {
  registerGenerations,
  succeededGenerationPlan,
  type GenerationSettings,
} from './modules/generations/index.js';
import { registerHealth } from './modules/health/index.js';
import { registerMapRoutes, tileOrigin } from './modules/map/index.js';
import { createPlans, type EvaluationSettings, type VersionRetention } from './modules/plans/index.js';
import { registerPlotImport } from './modules/plot-import/index.js';
import { registerProjects } from './modules/projects/index.js';
import { registerShares } from './modules/shares/index.js';
import { defaultWebDistDir } from './paths.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDependencies {
  readonly config: Config;
  readonly database: Database;
  /** Throttle limits of the auth endpoints; unset scopes keep `defaultAuthLimits`. */
  readonly limits?: AuthLimitsOverride;
  /** Worker pool size, time limits and the per-user limit of generation jobs. */
  readonly generations?: GenerationSettings;
  /** Where plans are evaluated: which run on the event loop, the worker pool's size. */
  readonly evaluation?: EvaluationSettings;
  /** Per-user message rates, chats per user and messages per chat; unset ones keep `defaultChatLimits`. */
  readonly chat?: ChatLimitsOverride;
  /** Plan versions a project keeps (default `defaultVersionRetention`: the newest 1,000). */
  readonly planVersions?: VersionRetention;
  /**
   * Keep project reads' answers in memory (default on; on PostgreSQL the processes tell each other
   * of writes; off where something else writes the rows behind the app's back).
   */
  readonly projectReadCache?: boolean;
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
  evaluation,
  chat,
  planVersions,
  projectReadCache,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a load balancer every socket is the balancer's: trust only the proxies named.
    trustProxy: config.trustProxy.length === 0 ? false : [...config.trustProxy],
    // The client's x-request-id is kept only when it is short and plain (it goes into logs and
    // answers); otherwise the request gets our own.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers['x-request-id']) ?? randomUUID(),
    clientErrorHandler: answerClientError,
    frameworkErrors: handleFrameworkError,
    // Closing lets in-flight requests finish and answers later ones itself (drainOnClose).
    forceCloseConnections: false,
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  drainOnClose(app);
  answerInRequestLanguage(app);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  const routes = new RouteTable();
  routes.watch(app, '/api/');

  const mapOrigin = tileOrigin(config.mapTiles);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The app draws with inline SVG styles; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Map tiles come straight from the configured tile server.
        'img-src': ["'self'", 'data:', 'blob:', ...(mapOrigin === undefined ? [] : [mapOrigin])],
        'worker-src': ["'self'", 'blob:'],
        // Served over plain HTTP on a LAN too: never rewrite asset URLs to https.
        'upgrade-insecure-requests': null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await registerApiDocs(app);
  // The embedded database lives in DATA_DIR: keep a reserve free there (PostgreSQL's disk is its own).
  const disk =
    database.kind === 'pglite' && config.diskReserveBytes > 0
      ? new DiskRoom(config.dataDir, config.diskReserveBytes)
      : undefined;
  if (disk !== undefined) guardStorage(app, disk);
  registerHealth(app, database, disk);
  database.onConnectionLost((error) =>
    app.log.warn(
      { err: error.message },
      'database connection lost; its requests fail with 503 and the pool reconnects',
    ),
  );
  registerMapRoutes(app, config.mapTiles);
  const mailLog = app.log.child({ module: 'mail' });
  const mail = new MailDispatcher(createMailer(config, mailLog), mailLog);
  app.decorate('mail', mail);
  app.addHook('onClose', () => mail.close());
  // The mail scopes' per-IP rate comes from the config; limits given here override it.
  const perIp = { perIp: { limit: config.authMailPerIpPerHour, windowSeconds: 60 * 60 } };
  const authLimits = {
    register: { ...perIp, ...limits?.register },
    resend: { ...perIp, ...limits?.resend },
    reset: { ...perIp, ...limits?.reset },
    ...(limits?.login === undefined ? {} : { login: limits.login }),
  };
  await registerAuth(app, { config, database, mail, limits: authLimits });
  await seedCatalog(database.db);
  registerCatalog(app, database.db);
  registerPlotImport(app);
  const plans = registerProjects(app, database.db, {
    plans: createPlans(app, { evaluation, retention: planVersions }),
    generationPlan: succeededGenerationPlan,
    ...(projectReadCache === undefined ? {} : { readCache: projectReadCache }),
    ...(database.notifications === undefined ? {} : { notifications: database.notifications }),
  });
  await registerGenerations(
    app,
    database.db,
    {
      reproducible: config.generationReproducible,
      leaseMs: config.generationLeaseMs,
      timeLimitMs: config.generationTimeLimitMs,
      ...generations,
    },
    database.kind === 'pglite',
  );
  await registerChat(app, database.db, config, plans, { limits: chat });
  registerShares(app, database.db, plans);

  const webDistDir = config.webDistDir ?? defaultWebDistDir;
  await registerWebApp(app, webDistDir, { serveSourceMaps: config.serveSourceMaps });
  registerNotFound(app, routes, webDistDir);
  return app;
}
