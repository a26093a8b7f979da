import cluster from 'node:cluster';
import { jsonLinePrimaryLog, superviseWorkers } from './cluster-primary.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { withinTime } from './db/within-time.js';
import { databaseFailureOf } from './errors/database-failure.js';
import { prepareDatabase } from './db/prepare-database.js';
import { stdoutLog } from './log-destination.js';
import { answerBackupRequests } from './operations/backup-request.js';
import { resolveJwtSecret } from './security/jwt-secret.js';
import { CLOSE_AFTER_GRACE_MS, closeOnSignals } from './shutdown.js';

function open(config: Config) {
  return openDatabase(
    config.databaseUrl !== undefined
      ? { kind: 'postgres', url: config.databaseUrl, limits: config.databaseLimits }
      : {
          kind: 'pglite',
          dataDir: config.dataDir,
          onStaleLock: (owner) =>
            console.warn(
              `Taking over the lock of the embedded database left by pid ${owner.pid} (no longer running)`,
            ),
        },
  );
}

/**
 * Opens and (unless `migrate` is false) migrates the database within the configured time: a
 * database that never answers ends the start with a line saying so, not a silent hang.
 */
async function openPrepared(config: Config, migrate: boolean): Promise<Database> {
  const opening = (async () => {
    const database = await open(config);
    if (migrate) await prepareDatabase(database);
    return database;
  })();
  return withinTime(opening, config.startTimeoutMs, 'opening and migrating it at start').catch(
    (error: unknown) => {
      // Should it still open later, let it go rather than keep the process up.
      void opening.then((database) => database.close()).catch(() => undefined);
      if (config.databaseUrl === undefined || databaseFailureOf(error) === undefined) throw error;
      const { hostname, port } = new URL(config.databaseUrl);
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`cannot reach the database at ${hostname}:${port || '5432'} (${reason})`);
    },
  );
}

/** One server process: the only one, or a worker of cluster mode (its primary has migrated). */
async function serve(config: Config) {
  // Loaded here, not at the top: cluster mode's primary never builds the app (less memory).
  const { buildApp } = await import('./app.js');
  const database = await openPrepared(config, !cluster.isWorker);
  const app = await buildApp({ config, database });
  closeOnSignals(app, {
    graceMs: config.shutdownGraceMs,
    drainMs: config.shutdownDrainMs,
    onDrain: () => app.readiness.drain(),
    flushLogs: (ms) => stdoutLog().flush(ms),
  });
  // `npm run backup` asks this process, the only one that may open the embedded database.
  if (database.kind === 'pglite') answerBackupRequests(database, config.dataDir, app.log);
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind }, `Plotplan is serving on ${address}`);
}

/** Cluster mode's primary: migrates once and settles the JWT secret, then forks and supervises. */
async function supervise(config: Config) {
  const database = await openPrepared(config, true);
  await database.close();
  // Generated into DATA_DIR once here, so the workers read one secret instead of racing to write it.
  await resolveJwtSecret(config.jwtSecret, config.dataDir);
  superviseWorkers({
    workers: config.workers,
    stopTimeoutMs: config.shutdownDrainMs + config.shutdownGraceMs + CLOSE_AFTER_GRACE_MS + 5_000,
    log: jsonLinePrimaryLog(config.logLevel),
  });
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const run = config.workers > 1 && cluster.isPrimary ? supervise : serve;
run(config).catch((error: unknown) => {
  console.error(`Plotplan failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
