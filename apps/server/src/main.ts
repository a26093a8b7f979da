import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabase } from './db/prepare-database.js';
import { stdoutLog } from './log-destination.js';
import { closeOnSignals } from './shutdown.js';

async function start(config: Config) {
  const database = await openDatabase(
    config.databaseUrl !== undefined
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await prepareDatabase(database);
  const app = await buildApp({ config, database });
  closeOnSignals(app, { graceMs: config.shutdownGraceMs, flushLogs: (ms) => stdoutLog().flush(ms) });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: database.kind }, `Plotplan is serving on ${address}`);
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
start(config).catch((error: unknown) => {
  console.error(`Plotplan failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
